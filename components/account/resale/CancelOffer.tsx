'use client';

import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { call } from '@/lib/operations/call';
import { cancelResellOffer } from '@/lib/operations/resale';
import type { ShopParams } from '@/lib/account/flows';
import formStyles from '../shell/forms.module.css';
import styles from './ResellModal.module.css';
import stepStyles from '../ui/ActionSteps.module.css';

type State = 'idle' | 'confirm' | 'busy' | 'failed';

export interface CancelOfferProps {
  /** flows.ts cancelResellOffer / sellTickets: the shop the offer is withdrawn at. */
  shop: ShopParams;
  offerId: string;
  /** Start with the caution confirmation (the Resell modal's single cancel step) instead of the Cancel offer button. */
  confirmFirst?: boolean;
  onCanceled: () => void;
  /** Keep the offer: back out of the confirmation. */
  onKeep?: () => void;
}

/**
 * Withdrawing an active resell offer (spec 02 §8): a caution confirmation first; on an error a
 * 'Failed' message with Try again, which goes back to the confirmation.
 */
export function CancelOffer({ shop, offerId, confirmFirst = false, onCanceled, onKeep }: CancelOfferProps) {
  const id = useId();
  const [state, setState] = useState<State>(confirmFirst ? 'confirm' : 'idle');

  const cancel = async () => {
    setState('busy');
    try {
      await call(cancelResellOffer, { params: { ...shop, id: offerId }, input: {} });
      onCanceled();
    } catch {
      setState('failed');
    }
  };

  if (state === 'idle') {
    return (
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} onClick={() => setState('confirm')}>
          <FormattedMessage id="account.resell.cancel.open" />
        </button>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div role="alert" className={formStyles.formError}>
        <p className={stepStyles.heading}>
          <FormattedMessage id="account.resell.cancel.failedTitle" />
        </p>
        <p>
          <FormattedMessage id="account.resell.cancel.failedMessage" />
        </p>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.primary} onClick={() => setState('confirm')}>
            <FormattedMessage id="account.resell.tryAgain" />
          </button>
        </div>
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className={stepStyles.steps}>
      <div className={styles.caution}>
        <p id={`${id}-title`} className={stepStyles.heading}>
          <FormattedMessage id="account.resell.cancel.title" />
        </p>
        <p id={`${id}-text`}>
          <FormattedMessage id="account.resell.cancel.message" />
        </p>
      </div>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} disabled={state === 'busy'} onClick={() => (onKeep && confirmFirst ? onKeep() : setState('idle'))}>
          <FormattedMessage id="account.resell.cancel.keep" />
        </button>
        <button type="button" className={formStyles.primary} disabled={state === 'busy'} aria-busy={state === 'busy' || undefined} onClick={() => void cancel()}>
          <FormattedMessage id="account.resell.cancel.confirm" />
        </button>
      </div>
    </div>
  );
}
