'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/Toasts';
import { PersonalizationModal } from '@/components/checkout/personalization/PersonalizationModal';
import type { PersonalizeInput } from '@/components/checkout/personalization/personalization-form';
import { call } from '@/lib/operations/call';
import { requestRepersonalization } from '@/lib/operations/personalization';
import { PolicyPreview } from '../PolicyPreview';
import { pageNavigation } from '../navigation';
import type { ActionModalProps } from '../types';
import styles from '../ticket-actions.module.css';

/**
 * Re-personalize (spec 02 §2 personalization modal, §5, §8): the personalization form with the
 * holder's current details and the policy above it. Without a fee, saving changes the holder.
 * With one, the modal explains it and its submit sends the new details with the fee's checkout
 * (step 2), whose payment applies them. Either failure shows the personalizeError dialog.
 */
export function RepersonalizeModal({ ticket, offer, onClose, onDone }: ActionModalProps) {
  const intl = useIntl();
  const toast = useToast();
  const feeAmount = offer.policy.fee ?? 0;
  const fee = intl.formatNumber(feeAmount, { style: 'currency', currency: offer.policy.currency });
  const paid = feeAmount > 0;

  const payFee = async (payload: PersonalizeInput) => {
    const { url } = await call(requestRepersonalization, { params: { id: ticket._id, secret: ticket.secret ?? '' }, input: payload });
    pageNavigation.assign(url);
    return undefined;
  };

  return (
    <PersonalizationModal
      open
      ticket={ticket}
      timeZone={offer.policy.timeZone}
      title={intl.formatMessage({ id: 'ticketActions.repersonalize.title' })}
      preface={
        <>
          <PolicyPreview policy={offer.policy} />
          {paid ? (
            <p className={styles.explanation}>
              <FormattedMessage id="ticketActions.repersonalize.feeExplanation" values={{ fee }} />
            </p>
          ) : null}
        </>
      }
      submit={paid ? payFee : undefined}
      submitLabel={paid ? intl.formatMessage({ id: 'ticketActions.repersonalize.payFee' }, { fee }) : undefined}
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
