'use client';

import { useId, useState } from 'react';
import Image from 'next/image';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import type { HardTicketChoiceView } from './hard-ticket-view';
import styles from './step1.module.css';
import dialogStyles from './HardTicketChoiceDialog.module.css';

export type Delivery = 'virtual' | 'hard';

export interface HardTicketChoiceDialogProps {
  offer: HardTicketChoiceView;
  /** How many tickets are being added: the choice applies to all of them. */
  ticketCount: number;
  /** The add is under way: its button says so, and nothing else can be pressed. */
  busy: boolean;
  onChoose: (delivery: Delivery) => void;
  onCancel: () => void;
}

/**
 * The hard-ticket choice (spec 02 §2 hard-ticket choice modal, §3 hard ticket settings): before
 * tickets of an event that offers a hard ticket go into the cart, the buyer picks e-tickets or the
 * posted hard ticket with its promotion's name, text and preview. Its outer charge is shown only
 * above 0 (§9); the cart then lists the postage among its fees.
 */
export function HardTicketChoiceDialog({ offer, ticketCount, busy, onChoose, onCancel }: HardTicketChoiceDialogProps) {
  const intl = useIntl();
  const [delivery, setDelivery] = useState<Delivery>('virtual');
  const ids = { legend: useId(), virtual: useId(), virtualName: useId(), virtualText: useId(), hard: useId(), hardName: useId(), hardText: useId() };
  const hardName = offer.promotionName ?? intl.formatMessage({ id: 'checkout.hardTicket.fallbackName' });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <Dialog
      title={t('checkout.hardTicket.title')}
      description={<p className={styles.dialogText}>{t('checkout.hardTicket.lead', { count: ticketCount })}</p>}
      onClose={onCancel}
      busy={busy}
      closeOnBackdrop={false}
    >
      <fieldset className={dialogStyles.choices} disabled={busy}>
        <legend id={ids.legend} className={dialogStyles.legend}>
          {t('checkout.hardTicket.legend')}
        </legend>
        <label className={dialogStyles.choice} htmlFor={ids.virtual} data-selected={delivery === 'virtual' || undefined}>
          <input
            id={ids.virtual}
            type="radio"
            name="delivery"
            value="virtual"
            checked={delivery === 'virtual'}
            onChange={() => setDelivery('virtual')}
            aria-labelledby={ids.virtualName}
            aria-describedby={ids.virtualText}
          />
          <span className={dialogStyles.choiceBody}>
            <span id={ids.virtualName} className={dialogStyles.choiceName}>
              {t('checkout.hardTicket.virtual')}
            </span>
            <span id={ids.virtualText} className={dialogStyles.choiceText}>
              {t('checkout.hardTicket.virtualText')}
            </span>
          </span>
        </label>
        <label className={dialogStyles.choice} htmlFor={ids.hard} data-selected={delivery === 'hard' || undefined}>
          <input
            id={ids.hard}
            type="radio"
            name="delivery"
            value="hard"
            checked={delivery === 'hard'}
            onChange={() => setDelivery('hard')}
            aria-labelledby={ids.hardName}
            aria-describedby={ids.hardText}
          />
          <span className={dialogStyles.choiceBody}>
            <span id={ids.hardName} className={dialogStyles.choiceName}>
              {hardName}
            </span>
            <span id={ids.hardText} className={dialogStyles.choiceText}>
              {offer.promotionText ? <span className={dialogStyles.line}>{offer.promotionText}</span> : null}
              {/* Read as one sentence after the other, not run together. */}
              {offer.promotionText && offer.outerChargeLabel ? ' ' : null}
              {offer.outerChargeLabel ? <span className={dialogStyles.charge}>{t('checkout.hardTicket.outerCharge', { price: offer.outerChargeLabel })}</span> : null}
            </span>
            {offer.previewUrl ? (
              <Image className={dialogStyles.preview} src={offer.previewUrl} alt={t('checkout.hardTicket.previewAlt', { name: hardName })} width={480} height={220} unoptimized />
            ) : null}
          </span>
        </label>
      </fieldset>
      <div className={dialogStyles.actions}>
        <button
          type="button"
          className={dialogStyles.quiet}
          onClick={() => {
            if (!busy) onCancel();
          }}
          aria-disabled={busy || undefined}
        >
          {t('checkout.hardTicket.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            if (!busy) onChoose(delivery);
          }}
          aria-disabled={busy || undefined}
        >
          {t(busy ? 'checkout.step1.adding' : 'checkout.step1.addToCart')}
        </button>
      </div>
    </Dialog>
  );
}
