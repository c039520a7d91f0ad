'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call, queryKeyOf } from '@/lib/operations/call';
import { createTicketTransfer, listTicketTransfers } from '@/lib/operations/transfers';
import { Dialog } from '@/components/ui/Dialog';
import { useToast } from '@/components/ui/Toasts';
import type { TicketTransferAction } from '../tickets/types';
import { lastRecipients, pendingTransfersOf, selectableTickets } from './transfer-overview';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import styles from './TransferModal.module.css';
import stepStyles from '../ui/ActionSteps.module.css';

/** The server's message for a ticket that was scanned at the entrance (spec 02 §8). */
const SCANNED_MESSAGE = 'Ticket already scanned';
/** The sent transfers the overview reads: enough for the pending ones of an event and the last recipients. */
const SENT_PAGE_SIZE = 100;
// A plain shape check; the API has the last word (and answers 400 with a field error).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type EmailError = 'required' | 'invalidEmail' | 'forbiddenSameCustomer';
type Failure = 'scanned' | 'generic';

/**
 * The Transfer modal (spec 02 §2, §4, §5): an overview with the pending transfers of these tickets
 * and the tickets still free to send, then the recipient's e-mail. After a transfer is created it
 * goes back to the overview with the form cleared. Season tickets get no child-event choice here.
 */
export function TransferModal({ action, onClose }: { action: TicketTransferAction; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const emailId = useId();
  const failureId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<'overview' | 'details'>('overview');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<EmailError | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();

  const sentArgs = { params: action.shop, input: { direction: 'sent', top: SENT_PAGE_SIZE } } as const;
  const sentKey = queryKeyOf(listTicketTransfers, sentArgs);
  const sent = useQuery({
    queryKey: sentKey,
    queryFn: ({ signal }) => call(listTicketTransfers, { ...sentArgs, signal }),
  });
  const sentItems = sent.data?.items ?? [];
  const pending = pendingTransfersOf(sentItems, action.tickets);
  const free = selectableTickets(action.tickets, pending);
  const chosen = free.filter((ticket) => selected.has(ticket.id));
  const recipients = lastRecipients(sentItems);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recipient = email.trim();
    const invalid: EmailError | undefined = !recipient ? 'required' : EMAIL_PATTERN.test(recipient) ? undefined : 'invalidEmail';
    setEmailError(invalid);
    if (invalid || busy || chosen.length === 0) return;
    setBusy(true);
    try {
      await call(createTicketTransfer, { params: action.shop, input: { ticketIds: chosen.map((ticket) => ticket.id), recipient: { email: recipient } } });
      toast.success(intl.formatMessage({ id: 'account.transferModal.success' }, { email: recipient, count: chosen.length }));
      setSelected(new Set());
      setEmail('');
      setStep('overview');
      await queryClient.invalidateQueries({ queryKey: sentKey });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'forbiddenSameCustomer' || error.errors?.['recipient.email']?.includes('forbiddenSameCustomer'))) {
        setEmailError('forbiddenSameCustomer');
      } else if (error instanceof ApiError && error.status === 400 && error.errors?.['recipient.email']) {
        setEmailError('invalidEmail');
      } else {
        setFailure(error instanceof ApiError && error.message === SCANNED_MESSAGE ? 'scanned' : 'generic');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={<FormattedMessage id="account.transferModal.title" />} subtitle={action.eventName} onClose={onClose}>
      {step === 'overview' ? (
        <div className={stepStyles.steps}>
          {pending.length > 0 ? (
            <section aria-labelledby={`${emailId}-pending`}>
              <h3 id={`${emailId}-pending`} className={stepStyles.heading}>
                <FormattedMessage id="account.transferModal.pending" />
              </h3>
              <ul className={stepStyles.list}>
                {pending.map((transfer) => (
                  <li key={transfer.id}>
                    <FormattedMessage id="account.transfers.to" values={{ email: transfer.email }} />
                    <span className={accountStyles.rowMeta}> · {transfer.tickets.map((ticket) => ticket.label).join(', ')}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <fieldset className={stepStyles.fieldset}>
            <legend className={stepStyles.heading}>
              <FormattedMessage id="account.transferModal.choose" />
            </legend>
            {sent.isPending ? (
              <p className={accountStyles.rowMeta}>
                <FormattedMessage id="account.transferModal.loading" />
              </p>
            ) : free.length > 0 ? (
              <ul className={stepStyles.list}>
                {free.map((ticket) => (
                  <li key={ticket.id}>
                    <label className={stepStyles.option}>
                      <input type="checkbox" checked={selected.has(ticket.id)} onChange={() => toggle(ticket.id)} />
                      <span>{ticket.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={accountStyles.rowMeta}>
                <FormattedMessage id="account.transferModal.noneFree" />
              </p>
            )}
          </fieldset>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.primary} disabled={chosen.length === 0} onClick={() => setStep('details')}>
              <FormattedMessage id="account.transferModal.continue" values={{ count: chosen.length }} />
            </button>
          </div>
        </div>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <p className={accountStyles.rowMeta}>
            <FormattedMessage id="account.transferModal.selected" values={{ count: chosen.length }} />
          </p>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={emailId}>
              <FormattedMessage id="account.transferModal.email" />
            </label>
            <input
              id={emailId}
              className={formStyles.input}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : `${emailId}-hint`}
            />
            {emailError ? (
              <p id={`${emailId}-error`} className={formStyles.fieldError}>
                <FormattedMessage id={`account.transferModal.error.${emailError}`} />
              </p>
            ) : (
              <p id={`${emailId}-hint`} className={formStyles.hint}>
                <FormattedMessage id="account.transferModal.emailHint" />
              </p>
            )}
          </div>
          {recipients.length > 0 ? (
            <div role="group" aria-labelledby={`${emailId}-recent`} className={styles.recent}>
              <p id={`${emailId}-recent`} className={formStyles.label}>
                <FormattedMessage id="account.transferModal.recent" />
              </p>
              {recipients.map((recipient) => (
                <button
                  key={recipient}
                  type="button"
                  className={styles.chip}
                  onClick={() => {
                    setEmail(recipient);
                    setEmailError(undefined);
                  }}
                >
                  {recipient}
                </button>
              ))}
            </div>
          ) : null}
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={() => setStep('overview')} disabled={busy}>
              <FormattedMessage id="account.transferModal.back" />
            </button>
            {/* Spec 02 §5: the submit button shows only with an e-mail present. */}
            {email.trim() ? (
              <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined}>
                <FormattedMessage id="account.transferModal.submit" values={{ count: chosen.length }} />
              </button>
            ) : null}
          </div>
        </form>
      )}
      <Dialog
        open={failure !== undefined}
        role="alertdialog"
        title={<FormattedMessage id="account.transferModal.failedTitle" />}
        onClose={() => setFailure(undefined)}
        initialFocusRef={okRef}
        describedBy={failureId}
        size="small"
      >
        <p id={failureId}>
          <FormattedMessage id={failure === 'scanned' ? 'account.transferModal.failedScanned' : 'account.transferModal.failedMessage'} />
        </p>
        <div className={formStyles.actions}>
          <button ref={okRef} type="button" className={formStyles.primary} onClick={() => setFailure(undefined)}>
            <FormattedMessage id="common.ok" />
          </button>
        </div>
      </Dialog>
    </Dialog>
  );
}
