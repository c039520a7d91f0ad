'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FormattedMessage } from 'react-intl';
import { ticketActionCompleted } from '@/lib/embedding/parent-message';
import type { TicketActionOffer } from '@/lib/ticket-actions/policy';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { ACTION_MODALS } from './modals';
import { useActionPlace, useNotifyEmbeddingPage } from './TicketActionsContext';
import type { ActionDone, TicketWithOffers } from './types';
import styles from './ticket-actions.module.css';
import { useHydrated } from '@/components/ui/useHydrated';

export interface TicketActionButtonsProps {
  ticket: Ticket;
  offers: readonly TicketActionOffer[];
  siblings: readonly TicketWithOffers[];
}

/**
 * A ticket's actions (spec 02 §2 ticket card): a button per offer whose flow exists. A possible one
 * opens its modal; one a rule forbids is disabled with the reason beside it, so it is never a dead
 * end. A finished action refreshes the page (the card shows its new status) and tells the
 * embedding page.
 */
export function TicketActionButtons({ ticket, offers, siblings }: TicketActionButtonsProps) {
  const place = useActionPlace();
  const router = useRouter();
  const notify = useNotifyEmbeddingPage();
  const [open, setOpen] = useState<TicketActionOffer | null>(null);
  const baseId = useId();
  // A press before the page has hydrated would open nothing: until then the buttons wait, disabled.
  const hydrated = useHydrated();
  const shown = offers.filter((offer) => ACTION_MODALS[offer.action] !== undefined);
  if (!place || shown.length === 0) return null;

  const onDone = (done: ActionDone) => {
    notify(ticketActionCompleted(done.action, done.ticketIds));
    router.refresh();
  };
  const Modal = open ? ACTION_MODALS[open.action] : undefined;

  return (
    <div className={styles.buttons} data-testid="ticket-action-buttons">
      {shown.map((offer) => {
        const reasonId = `${baseId}-${offer.action}-reason`;
        return (
          <div key={offer.action} className={styles.action}>
            <button
              type="button"
              className={styles.button}
              aria-haspopup={offer.possible ? 'dialog' : undefined}
              disabled={!offer.possible || !hydrated}
              aria-describedby={!offer.possible && offer.policy.reason ? reasonId : undefined}
              onClick={() => setOpen(offer)}
            >
              <FormattedMessage id={`ticketActions.${offer.action}.button`} />
            </button>
            {!offer.possible && offer.policy.reason ? (
              <p id={reasonId} className={styles.unavailable}>
                <FormattedMessage id={`ticketActions.reason.${offer.policy.reason}`} />
              </p>
            ) : null}
          </div>
        );
      })}
      {open && Modal ? <Modal ticket={ticket} offer={open} siblings={siblings} place={place} onClose={() => setOpen(null)} onDone={onDone} /> : null}
    </div>
  );
}
