'use client';

import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShopParams } from '@/lib/account/flows';
import { CancelTransfer } from './CancelTransfer';
import type { PendingTransfer } from './transfer-overview';
import stepStyles from '../ui/ActionSteps.module.css';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';

export interface PendingTransferViewProps {
  shop: ShopParams;
  transfer: PendingTransfer;
  onBack: () => void;
  onCanceled: () => void;
}

/**
 * A transfer of these tickets that already exists (spec 02 §2 "the recipient is read-only when a
 * transfer already exists"): its recipient as read-only fields, its tickets, and the sender's
 * Cancel transfer; a new recipient means cancelling first.
 */
export function PendingTransferView({ shop, transfer, onBack, onCanceled }: PendingTransferViewProps) {
  const id = useId();
  return (
    <section className={stepStyles.steps} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={stepStyles.heading}>
        <FormattedMessage id="account.transfers.group.title" values={{ email: transfer.email }} />
      </h3>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-email`}>
          <FormattedMessage id="account.transferModal.email" />
        </label>
        <input id={`${id}-email`} className={formStyles.input} type="email" value={transfer.email} readOnly aria-describedby={`${id}-note`} />
      </div>
      {transfer.phone ? (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-phone`}>
            <FormattedMessage id="account.transferModal.phoneReadOnly" />
          </label>
          <input id={`${id}-phone`} className={formStyles.input} type="tel" value={transfer.phone} readOnly />
        </div>
      ) : null}
      <div>
        <p className={formStyles.label}>
          <FormattedMessage id="account.transfers.group.tickets" values={{ count: transfer.tickets.length }} />
        </p>
        <ul className={accountStyles.plainList}>
          {transfer.tickets.map((ticket) => (
            <li key={ticket.id}>{ticket.label}</li>
          ))}
        </ul>
      </div>
      <p id={`${id}-note`} className={formStyles.hint}>
        <FormattedMessage id="account.transferModal.existingNote" />
      </p>
      <CancelTransfer
        shop={shop}
        transfer={transfer}
        onCanceled={onCanceled}
        leading={
          <button type="button" className={formStyles.secondary} onClick={onBack}>
            <FormattedMessage id="account.transferModal.back" />
          </button>
        }
      />
    </section>
  );
}
