'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { useToast } from '@/components/ui/Toasts';
import { ApiError, call, queryKeyOf } from '@/lib/operations/call';
import { getReturnInfo, returnTicket } from '@/lib/operations/ticket-return';
import { RETURN_DEBOUNCE_MS, RETURN_RESULT_PAUSE_MS } from '@/lib/domain/ticket-return';
import { seatLabel } from '@/lib/i18n/account-format';
import type { ReturnResult } from '@/lib/ticketing/schemas/return-info';
import { PolicyPreview } from '../PolicyPreview';
import type { ActionModalProps } from '../types';
import formStyles from '@/components/account/shell/forms.module.css';
import styles from './return.module.css';

type Step = 'preview' | 'pending' | 'confirmed';

/** The refund preview is asked up to three times, but Return Impossible is an answer, not a hiccup (spec 02 §8). */
const MAX_INFO_ATTEMPTS = 3;
const isImpossible = (error: unknown) => error instanceof ApiError && error.code === 'returnImpossible';

/**
 * The return modal (spec 02 §2, §4, §8, §9), a 2-step wizard: the refund preview (what comes back
 * for which tickets, until when), then the confirmation with the amount and the refund's
 * reference, after a short pending state. Return Impossible closes with its notice; any other
 * failure says "something went wrong". The page refreshes when the holder closes the
 * confirmation, so the reference stays readable until then.
 */
export function ReturnModal({ ticket, offer, onClose, onDone }: ActionModalProps) {
  const intl = useIntl();
  const toast = useToast();
  const descriptionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const lastPress = useRef(0);
  const [step, setStep] = useState<Step>('preview');
  const [result, setResult] = useState<ReturnResult | null>(null);
  const args = { params: { id: ticket._id, secret: ticket.secret ?? '' } };
  const info = useQuery({
    queryKey: queryKeyOf(getReturnInfo, args),
    queryFn: ({ signal }) => call(getReturnInfo, { ...args, signal }),
    retry: (failures, error) => !isImpossible(error) && failures < MAX_INFO_ATTEMPTS - 1,
    staleTime: 0,
    gcTime: 0,
  });
  const currency = info.data?.currency ?? offer.policy.currency;
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency });
  const name = ticket.ticketName ?? ticket.categoryName ?? ticket.name ?? '';

  const impossible = info.isError && isImpossible(info.error);
  useEffect(() => {
    if (!impossible) return;
    toast.error(intl.formatMessage({ id: 'ticketActions.return.returnIsNotPossible' }));
    onClose();
  }, [impossible, toast, intl, onClose]);

  useEffect(() => {
    if (step === 'confirmed') doneRef.current?.focus();
  }, [step]);

  const confirm = async () => {
    // One return per press, however eagerly the button is pressed (spec 02 §9).
    const now = Date.now();
    if (step !== 'preview' || now - lastPress.current < RETURN_DEBOUNCE_MS) return;
    lastPress.current = now;
    setStep('pending');
    try {
      const [answer] = await Promise.all([call(returnTicket, { ...args, input: {} }), new Promise((resolve) => setTimeout(resolve, RETURN_RESULT_PAUSE_MS))]);
      setResult(answer);
      setStep('confirmed');
    } catch (error) {
      toast.error(intl.formatMessage({ id: isImpossible(error) ? 'ticketActions.return.returnIsNotPossible' : 'ticketActions.return.failed' }));
      onClose();
    }
  };

  const close = () => {
    if (result) onDone({ action: 'return', ticketIds: info.data?.tickets?.map((each) => each._id) ?? [ticket._id] });
    onClose();
  };

  const stepNumber = step === 'confirmed' ? 2 : 1;
  return (
    <Dialog
      title={intl.formatMessage({ id: step === 'confirmed' ? 'ticketActions.return.confirmedTitle' : 'ticketActions.return.title' })}
      subtitle={name}
      describedBy={descriptionId}
      onClose={close}
      busy={step === 'pending'}
      initialFocusRef={keepRef}
      size="small"
    >
      <p className={styles.progress}>
        <FormattedMessage id="ticketActions.return.progress" values={{ step: stepNumber }} />
      </p>
      {step === 'confirmed' && result ? (
        <div className={styles.confirmed}>
          <p id={descriptionId} role="status">
            <FormattedMessage id="ticketActions.return.confirmed" values={{ amount: money(result.amount) }} />
          </p>
          <dl className={styles.reference}>
            <dt>
              <FormattedMessage id="ticketActions.return.reference" />
            </dt>
            <dd>
              <code>{result.reference}</code>
            </dd>
          </dl>
          <div className={formStyles.actions}>
            <button type="button" ref={doneRef} className={formStyles.primary} onClick={close}>
              <FormattedMessage id="ticketActions.return.done" />
            </button>
          </div>
        </div>
      ) : (
        <>
          {info.isPending ? (
            <p role="status" className={styles.loading}>
              <FormattedMessage id="ticketActions.return.loading" />
            </p>
          ) : null}
          {info.data ? (
            <>
              <PolicyPreview policy={{ ...offer.policy, currency, refund: info.data.refundAmount }} />
              {info.data.tickets && info.data.tickets.length > 0 ? (
                <section aria-labelledby={`${descriptionId}-covered`} className={styles.covered}>
                  <h3 id={`${descriptionId}-covered`}>
                    <FormattedMessage id="ticketActions.return.covered" />
                  </h3>
                  <ul>
                    {info.data.tickets.map((each) => (
                      <li key={each._id}>
                        <span>{[...new Set([each.ticketName ?? each.categoryName ?? each.name ?? name, seatLabel(intl, each.seatingInfo)])].filter(Boolean).join(' · ')}</span>
                        {each.refundAmount !== undefined ? <span className={styles.amount}>{money(each.refundAmount)}</span> : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          ) : null}
          {info.isError && !impossible ? (
            <div role="alert" className={formStyles.formError}>
              <p>
                <strong>
                  <FormattedMessage id="ticketActions.return.failedTitle" />
                </strong>
              </p>
              <p>
                <FormattedMessage id="ticketActions.return.failed" />
              </p>
              <button type="button" className={formStyles.secondary} onClick={() => void info.refetch()}>
                <FormattedMessage id="common.tryAgain" />
              </button>
            </div>
          ) : null}
          {step === 'pending' ? (
            <p role="status" className={styles.loading}>
              <FormattedMessage id="ticketActions.return.pending" />
            </p>
          ) : null}
          <p id={descriptionId}>
            <FormattedMessage id="ticketActions.return.warning" />
          </p>
          <div className={formStyles.actions}>
            <button type="button" ref={keepRef} className={formStyles.secondary} onClick={onClose} disabled={step === 'pending'}>
              <FormattedMessage id="ticketActions.return.keep" />
            </button>
            <button
              type="button"
              className={formStyles.primary}
              onClick={() => void confirm()}
              disabled={!info.data || step === 'pending' || !offer.possible}
              aria-busy={step === 'pending' || undefined}
            >
              <FormattedMessage id="ticketActions.return.confirm" />
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
