'use client';

import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { call, queryKeyOf } from '@/lib/operations/call';
import { listTicketTransfers } from '@/lib/operations/transfers';
import { Dialog } from '@/components/ui/Dialog';
import { useToast } from '@/components/ui/Toasts';
import { TicketSelectionList } from '../selection/TicketSelectionList';
import { useTicketSelection } from '../selection/useTicketSelection';
import type { TicketTransferAction } from '../tickets/types';
import { lastRecipients, pendingTransfersOf, withPendingTransfers, type PendingTransfer } from './transfer-overview';
import { TransferRecipientForm } from './TransferRecipientForm';
import { PendingTransferView } from './PendingTransferView';
import { SeasonTransferDetails } from '../season/SeasonTransferDetails';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import stepStyles from '../ui/ActionSteps.module.css';
import styles from './TransferModal.module.css';

/** The sent transfers the overview reads: enough for the pending ones of an event and the last recipients. */
const SENT_PAGE_SIZE = 100;

type View = { step: 'overview' } | { step: 'details' } | { step: 'pending'; transfer: PendingTransfer };

/**
 * The Transfer modal (spec 02 §2, §4, §5): an overview with the pending transfers of these tickets
 * (each opens read-only, with Cancel transfer) and the tickets to choose by the selection rule
 * (spec 01 §5), then the recipient. After a transfer is created it goes back to the overview with
 * the form cleared. Until when, and whether the recipient may pass the tickets on, is said first.
 */
export function TransferModal({ action, onClose }: { action: TicketTransferAction; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const baseId = useId();
  const [view, setView] = useState<View>({ step: 'overview' });

  const sentArgs = { params: action.shop, input: { direction: 'sent', top: SENT_PAGE_SIZE } } as const;
  const sentKey = queryKeyOf(listTicketTransfers, sentArgs);
  const sent = useQuery({
    queryKey: sentKey,
    queryFn: ({ signal }) => call(listTicketTransfers, { ...sentArgs, signal }),
  });
  const sentItems = sent.data?.items ?? [];
  const pending = pendingTransfersOf(sentItems, action.tickets);
  // A season card with one event promised stays free for its others: the season step says what is left.
  const shown = withPendingTransfers(action.tickets, action.season ? [] : pending);
  const selectable = shown.filter((ticket) => !ticket.refusal);
  const selection = useTicketSelection(selectable);
  const { chosen, valid } = selection.state;
  const noneFree = selectable.every((ticket) => ticket.pendingTransfer);

  const refresh = () => queryClient.invalidateQueries({ queryKey: sentKey });
  // Season cards choose their events (or the whole season) before the recipient.
  const Details = action.season ? SeasonTransferDetails : TransferRecipientForm;

  const overview = (
    <div className={stepStyles.steps}>
      {action.deadlineLabel || action.retransfer ? (
        <div className={styles.rules}>
          {action.deadlineLabel ? (
            <p>
              <FormattedMessage id="account.transferModal.deadline" values={{ date: action.deadlineLabel }} />
            </p>
          ) : null}
          {action.retransfer ? (
            <p>
              <FormattedMessage id={`account.transferModal.retransfer.${action.retransfer}`} />
            </p>
          ) : null}
        </div>
      ) : null}
      {pending.length > 0 ? (
        <section aria-labelledby={`${baseId}-pending`}>
          <h3 id={`${baseId}-pending`} className={stepStyles.heading}>
            <FormattedMessage id="account.transferModal.pending" />
          </h3>
          <ul className={stepStyles.list}>
            {pending.map((transfer) => (
              <li key={transfer.id}>
                <button type="button" className={styles.pendingRow} onClick={() => setView({ step: 'pending', transfer })}>
                  <FormattedMessage id="account.transfers.to" values={{ email: transfer.email }} />
                  <span className={accountStyles.rowMeta}> · {transfer.tickets.map((ticket) => ticket.label).join(', ')}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sent.isPending ? (
        <p className={accountStyles.rowMeta}>
          <FormattedMessage id="account.transferModal.loading" />
        </p>
      ) : (
        <TicketSelectionList
          legend={<FormattedMessage id="account.transferModal.choose" />}
          tickets={shown}
          selection={selection}
          unavailable={(ticket) => (ticket.refusal ? <FormattedMessage id={`account.transferModal.refusal.${ticket.refusal}`} /> : undefined)}
        />
      )}
      {!sent.isPending && noneFree ? (
        <p className={accountStyles.rowMeta}>
          <FormattedMessage id="account.transferModal.noneFree" />
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.primary} disabled={!valid} onClick={() => setView({ step: 'details' })}>
          <FormattedMessage id="account.transferModal.continue" values={{ count: chosen.length }} />
        </button>
      </div>
    </div>
  );

  return (
    <Dialog title={<FormattedMessage id="account.transferModal.title" />} subtitle={action.eventName} onClose={onClose}>
      {view.step === 'overview' ? overview : null}
      {view.step === 'details' ? (
        <Details
          action={action}
          chosen={chosen}
          recipients={lastRecipients(sentItems)}
          onBack={() => setView({ step: 'overview' })}
          onSent={(email, count) => {
            toast.success(intl.formatMessage({ id: 'account.transferModal.success' }, { email, count }));
            selection.clear();
            setView({ step: 'overview' });
            void refresh();
          }}
        />
      ) : null}
      {view.step === 'pending' ? (
        <PendingTransferView
          shop={action.shop}
          transfer={view.transfer}
          onBack={() => setView({ step: 'overview' })}
          onCanceled={() => {
            toast.success(intl.formatMessage({ id: 'account.transferCancel.done' }, { email: view.transfer.email }));
            setView({ step: 'overview' });
            void refresh();
          }}
        />
      ) : null}
    </Dialog>
  );
}
