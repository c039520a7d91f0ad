'use client';

import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { createTicketTransfer } from '@/lib/operations/transfers';
import { fromE164, toE164 } from '@/lib/domain/phone';
import { defaultPhoneCountry } from '@/lib/domain/phone-country';
import type { LastRecipient } from '@/lib/domain/last-recipients';
import { Dialog } from '@/components/ui/Dialog';
import { PhoneInput, type PhoneValue } from '@/components/checkout/personalization/fields/PhoneInput';
import type { TicketTransferAction, TransferTicketOption } from '../tickets/types';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import styles from './TransferModal.module.css';

/** The server's message for a ticket that was scanned at the entrance (spec 02 §8). */
const SCANNED_MESSAGE = 'Ticket already scanned';
// A plain shape check; the API has the last word (and answers 400 with a field error).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type EmailError = 'required' | 'invalidEmail' | 'forbiddenSameCustomer';
type Failure = 'scanned' | 'generic';

export interface TransferRecipientFormProps {
  action: TicketTransferAction;
  chosen: readonly TransferTicketOption[];
  recipients: readonly LastRecipient[];
  onBack: () => void;
  onSent: (recipient: string, count: number) => void;
  /** Sends instead of the ordinary create call (season cards: one call per event, components/account/season/). */
  send?: ((recipient: { email: string; phone?: string }) => Promise<void>) | undefined;
  /** False while the caller's part of the submit rule is unmet (spec 02 §5: a season ticket's events). */
  ready?: boolean | undefined;
}

/**
 * The details step of the Transfer modal (spec 02 §2, §5): the recipient's e-mail, their phone when
 * the seller delivers by SMS (country plus number, sent as E.164), the customer's last recipients
 * to pick from, Back and Submit (shown only with an e-mail). A refusal keeps what was typed.
 */
export function TransferRecipientForm({ action, chosen, recipients, onBack, onSent, send, ready }: TransferRecipientFormProps) {
  const emailId = useId();
  const phoneId = useId();
  const failureId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<EmailError | undefined>();
  const [phone, setPhone] = useState<PhoneValue>({});
  const [phoneError, setPhoneError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const asksPhone = action.phone !== undefined;
  const sellerCountry = action.phone?.sellerCountry;
  const phoneCountry = useMemo(() => defaultPhoneCountry(sellerCountry, typeof navigator === 'undefined' ? undefined : navigator.language), [sellerCountry]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recipient = email.trim();
    const invalid: EmailError | undefined = !recipient ? 'required' : EMAIL_PATTERN.test(recipient) ? undefined : 'invalidEmail';
    setEmailError(invalid);
    const merged = asksPhone ? toE164(phone.country || phoneCountry, phone.number) : { ok: true as const, value: null };
    setPhoneError(!merged.ok);
    if (invalid || !merged.ok || busy || chosen.length === 0 || ready === false) return;
    setBusy(true);
    try {
      const body = { ticketIds: chosen.map((ticket) => ticket.id), recipient: { email: recipient, ...(merged.value ? { phone: merged.value } : {}) } };
      if (send) await send(body.recipient);
      else await call(createTicketTransfer, { params: action.shop, input: body });
      onSent(recipient, chosen.length);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'forbiddenSameCustomer' || error.errors?.['recipient.email']?.includes('forbiddenSameCustomer'))) {
        setEmailError('forbiddenSameCustomer');
      } else if (error instanceof ApiError && error.status === 400 && (error.errors?.['recipient.email'] || error.errors?.['recipient.phone'])) {
        if (error.errors['recipient.email']) setEmailError('invalidEmail');
        if (error.errors['recipient.phone']) setPhoneError(true);
      } else {
        setFailure(error instanceof ApiError && error.message === SCANNED_MESSAGE ? 'scanned' : 'generic');
      }
    } finally {
      setBusy(false);
    }
  };

  const pick = (recipient: LastRecipient) => {
    setEmail(recipient.email);
    setEmailError(undefined);
    const split = asksPhone ? fromE164(recipient.phone) : undefined;
    if (split) {
      setPhone(split);
      setPhoneError(false);
    }
  };

  return (
    <>
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
        {asksPhone ? (
          <div className={formStyles.field}>
            <label id={`${phoneId}-label`} className={formStyles.label} htmlFor={phoneId}>
              <FormattedMessage id="account.transferModal.phone" />
            </label>
            <PhoneInput
              id={phoneId}
              value={phone}
              defaultCountry={phoneCountry}
              onChange={(value) => {
                setPhone(value);
                setPhoneError(false);
              }}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${phoneId}-error` : `${phoneId}-hint`}
            />
            {phoneError ? (
              <p id={`${phoneId}-error`} className={formStyles.fieldError}>
                <FormattedMessage id="account.transferModal.error.invalidPhone" />
              </p>
            ) : (
              <p id={`${phoneId}-hint`} className={formStyles.hint}>
                <FormattedMessage id="account.transferModal.phoneHint" />
              </p>
            )}
          </div>
        ) : null}
        {recipients.length > 0 ? (
          <div role="group" aria-labelledby={`${emailId}-recent`} className={styles.recent}>
            <p id={`${emailId}-recent`} className={formStyles.label}>
              <FormattedMessage id="account.transferModal.recent" />
            </p>
            {recipients.map((recipient) => (
              <button key={recipient.email} type="button" className={styles.chip} onClick={() => pick(recipient)}>
                {recipient.email}
              </button>
            ))}
          </div>
        ) : null}
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={onBack} disabled={busy}>
            <FormattedMessage id="account.transferModal.back" />
          </button>
          {/* Spec 02 §5: the submit button shows only with an e-mail present. */}
          {email.trim() && ready !== false ? (
            <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined}>
              <FormattedMessage id="account.transferModal.submit" values={{ count: chosen.length }} />
            </button>
          ) : null}
        </div>
      </form>
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
    </>
  );
}
