'use client';

import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { useToast } from '@/components/ui/Toasts';
import { PersonalizationModal } from '@/components/checkout/personalization/PersonalizationModal';
import { call } from '@/lib/operations/call';
import { requestRepersonalization } from '@/lib/operations/personalization';
import { PolicyPreview } from '../PolicyPreview';
import { pageNavigation } from '../navigation';
import type { ActionModalProps } from '../types';
import formStyles from '@/components/account/shell/forms.module.css';

/**
 * Re-personalize (spec 02 §2 personalization modal, §5, §8): a free change opens the
 * personalization form with the holder's current details and the policy above it; a change that
 * costs a fee explains it, shows the fee and leads to the fee's checkout at step 2, after which
 * the change is free once. Either failure shows the personalizeError dialog.
 */
export function RepersonalizeModal(props: ActionModalProps) {
  return (props.offer.policy.fee ?? 0) > 0 ? <FeeDialog {...props} /> : <ChangeHolder {...props} />;
}

function ChangeHolder({ ticket, offer, onClose, onDone }: ActionModalProps) {
  const intl = useIntl();
  const toast = useToast();
  return (
    <PersonalizationModal
      open
      ticket={ticket}
      timeZone={offer.policy.timeZone}
      title={intl.formatMessage({ id: 'ticketActions.repersonalize.title' })}
      preface={<PolicyPreview policy={offer.policy} />}
      onClose={({ saved, ticket: updated }) => {
        if (saved) {
          const name = [updated?.firstname, updated?.lastname].filter(Boolean).join(' ');
          toast.success(intl.formatMessage({ id: 'ticketActions.repersonalize.done' }, { name }));
          onDone({ action: 'repersonalize', ticketIds: [ticket._id] });
        }
        onClose();
      }}
    />
  );
}

function FeeDialog({ ticket, offer, onClose }: ActionModalProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const fee = intl.formatNumber(offer.policy.fee ?? 0, { style: 'currency', currency: offer.policy.currency });

  const pay = async () => {
    setState('busy');
    try {
      const { url } = await call(requestRepersonalization, { params: { id: ticket._id, secret: ticket.secret ?? '' }, input: {} });
      pageNavigation.assign(url);
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Dialog
        title={intl.formatMessage({ id: 'ticketActions.repersonalize.title' })}
        subtitle={ticket.ticketName ?? ticket.categoryName ?? ticket.name ?? ''}
        describedBy={descriptionId}
        onClose={onClose}
        busy={state === 'busy'}
        initialFocusRef={keepRef}
        size="small"
      >
        <PolicyPreview policy={offer.policy} />
        <p id={descriptionId}>
          <FormattedMessage id="ticketActions.repersonalize.feeExplanation" values={{ fee }} />
        </p>
        <div className={formStyles.actions}>
          <button type="button" ref={keepRef} className={formStyles.secondary} onClick={onClose} disabled={state === 'busy'}>
            <FormattedMessage id="personalization.modal.cancel" />
          </button>
          <button
            type="button"
            className={formStyles.primary}
            onClick={() => void pay()}
            disabled={state === 'busy' || !offer.possible}
            aria-busy={state === 'busy' || undefined}
          >
            <FormattedMessage id="ticketActions.repersonalize.payFee" values={{ fee }} />
          </button>
        </div>
      </Dialog>
      <Dialog
        open={state === 'failed'}
        role="alertdialog"
        title={intl.formatMessage({ id: 'personalizeError.title' })}
        onClose={() => setState('idle')}
        size="small"
        describedBy={`${descriptionId}-failed`}
      >
        <p id={`${descriptionId}-failed`}>{intl.formatMessage({ id: 'personalizeError.message' })}</p>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.primary} onClick={() => setState('idle')}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      </Dialog>
    </>
  );
}
