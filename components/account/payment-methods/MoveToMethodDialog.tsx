'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { useToast } from '@/components/ui/Toasts';
import { call } from '@/lib/operations/call';
import { moveToPaymentMethod, type MoveItem, type MoveOffer } from '@/lib/operations/payment-method-move';
import { StatusLabel } from '../ui/StatusLabel';
import { paymentPlanLabel, subscriptionLabel, type LabelTone } from '@/lib/domain/account-labels';
import type { PaymentPlanStatus } from '@/lib/ticketing/schemas/payment-plan';
import type { SubscriptionStatus } from '@/lib/ticketing/schemas/subscription';
import accountStyles from '../ui/account.module.css';
import styles from './MoveToMethod.module.css';

export interface MoveToMethodDialogProps {
  shop: { slug: string };
  methodId: string;
  /** "SEPA Direct Debit •••• 3000". */
  methodLabel: string;
  offer: MoveOffer;
  /** Closed without moving (Not now, Escape, ×) or after everything moved. */
  onClose: () => void;
  /** Something moved: the screen reads its list again (what uses which method changed). */
  onMoved: () => void;
}

type Kind = 'subscriptions' | 'paymentPlans';

/**
 * The update modal (spec 01 §4, §5, §8): the subscriptions and payment plans that may move to the
 * new method, each chosen at first; Update moves the chosen ones. What fails stays listed with the
 * update-error notification and the modal stays open; when all moved it closes with a success note.
 */
export function MoveToMethodDialog({ shop, methodId, methodLabel, offer, onClose, onMoved }: MoveToMethodDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const [items, setItems] = useState<MoveOffer>(offer);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set([...offer.subscriptions, ...offer.paymentPlans].map((item) => item.id)));
  const [busy, setBusy] = useState(false);
  const chosenOf = (kind: Kind) => items[kind].filter((item) => chosen.has(item.id)).map((item) => item.id);
  const count = chosenOf('subscriptions').length + chosenOf('paymentPlans').length;

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const update = async () => {
    if (count === 0 || busy) return;
    setBusy(true);
    try {
      const result = await call(moveToPaymentMethod, {
        params: { seller: shop.slug, id: methodId },
        input: { subscriptionIds: chosenOf('subscriptions'), paymentPlanIds: chosenOf('paymentPlans') },
      });
      const moved = new Set([...result.moved.subscriptions, ...result.moved.paymentPlans]);
      if (moved.size > 0) onMoved();
      const failed = result.failed.subscriptions.length + result.failed.paymentPlans.length;
      const left: MoveOffer = { subscriptions: items.subscriptions.filter((item) => !moved.has(item.id)), paymentPlans: items.paymentPlans.filter((item) => !moved.has(item.id)) };
      if (failed === 0 && left.subscriptions.length + left.paymentPlans.length === 0) {
        toast.success(intl.formatMessage({ id: 'account.moveMethod.updated' }, { method: methodLabel }));
        onClose();
        return;
      }
      setItems(left);
      if (failed > 0) toast.error(intl.formatMessage({ id: 'account.moveMethod.updateError' }));
      else toast.success(intl.formatMessage({ id: 'account.moveMethod.updated' }, { method: methodLabel }));
    } catch {
      toast.error(intl.formatMessage({ id: 'account.moveMethod.updateError' }));
    } finally {
      setBusy(false);
    }
  };

  const group = <S extends string>(kind: Kind, list: readonly MoveItem<S>[], labelOf: (status: S) => { tone: LabelTone; text: string }) => {
    if (list.length === 0) return null;
    const fallback = intl.formatMessage({ id: kind === 'subscriptions' ? 'account.subscriptions.fallbackName' : 'account.paymentPlans.fallbackName' });
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{intl.formatMessage({ id: `account.moveMethod.${kind}` })}</legend>
        {list.map((item) => {
          const label = labelOf(item.status);
          return (
            <label key={item.id} className={styles.choice}>
              <input type="checkbox" className={styles.checkbox} checked={chosen.has(item.id)} disabled={busy} onChange={(event) => toggle(item.id, event.target.checked)} />
              <span className={styles.name}>{item.name ?? fallback}</span>
              <StatusLabel tone={label.tone}>{label.text}</StatusLabel>
            </label>
          );
        })}
      </fieldset>
    );
  };
  const subscriptionStatus = (status: SubscriptionStatus) => {
    const label = subscriptionLabel(status);
    return { tone: label.tone, text: intl.formatMessage({ id: `account.subscriptions.status.${label.label}` }) };
  };
  const planStatus = (status: PaymentPlanStatus) => {
    const label = paymentPlanLabel(status);
    return { tone: label.tone, text: intl.formatMessage({ id: `account.paymentPlans.status.${label.label}` }) };
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'account.moveMethod.title' })}
      description={intl.formatMessage({ id: 'account.moveMethod.description' }, { method: methodLabel })}
      onClose={onClose}
      busy={busy}
      closeOnBackdrop={false}
    >
      {group('subscriptions', items.subscriptions, subscriptionStatus)}
      {group('paymentPlans', items.paymentPlans, planStatus)}
      <div className={styles.actions}>
        <button type="button" className={accountStyles.button} onClick={onClose} disabled={busy}>
          {intl.formatMessage({ id: 'account.moveMethod.later' })}
        </button>
        <button type="button" className={accountStyles.primaryButton} onClick={() => void update()} disabled={busy || count === 0} aria-busy={busy || undefined}>
          {intl.formatMessage({ id: 'account.moveMethod.update' })}
        </button>
      </div>
    </Dialog>
  );
}
