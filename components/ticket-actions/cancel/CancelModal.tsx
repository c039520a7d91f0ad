'use client';

import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { call } from '@/lib/operations/call';
import { cancelTicket } from '@/lib/operations/cancellation';
import { PolicyPreview } from '../PolicyPreview';
import type { ActionModalProps } from '../types';
import formStyles from '@/components/account/shell/forms.module.css';

type State = 'confirm' | 'busy' | 'failed';

/**
 * The cancellation modal (spec 02 §2, §8): the policy preview and a caution confirmation; on
 * success it closes and the page shows the ticket invalid; a failure (or an answer without the
 * ticket's id) shows the cancellation-error title and message and lets the holder try again.
 */
export function CancelModal({ ticket, offer, onClose, onDone }: ActionModalProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>('confirm');
  const name = ticket.ticketName ?? ticket.categoryName ?? ticket.name ?? '';

  const confirm = async () => {
    setState('busy');
    try {
      await call(cancelTicket, { params: { id: ticket._id, secret: ticket.secret ?? '' }, input: {} });
      onDone({ action: 'cancel', ticketIds: [ticket._id] });
      onClose();
    } catch {
      setState('failed');
    }
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'ticketActions.cancel.title' })}
      subtitle={name}
      describedBy={descriptionId}
      onClose={onClose}
      busy={state === 'busy'}
      initialFocusRef={keepRef}
      size="small"
    >
      <PolicyPreview policy={offer.policy} />
      <p id={descriptionId}>
        <FormattedMessage id="ticketActions.cancel.warning" />
      </p>
      {state === 'failed' ? (
        <div role="alert" className={formStyles.formError}>
          <p>
            <strong>
              <FormattedMessage id="ticketActions.cancel.errorTitle" />
            </strong>
          </p>
          <p>
            <FormattedMessage id="ticketActions.cancel.errorMessage" />
          </p>
        </div>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" ref={keepRef} className={formStyles.secondary} onClick={onClose} disabled={state === 'busy'}>
          <FormattedMessage id="ticketActions.cancel.keep" />
        </button>
        <button type="button" className={formStyles.primary} onClick={confirm} disabled={state === 'busy' || !offer.possible} aria-busy={state === 'busy' || undefined}>
          <FormattedMessage id={state === 'busy' ? 'ticketActions.cancel.busy' : 'ticketActions.cancel.confirm'} />
        </button>
      </div>
    </Dialog>
  );
}
