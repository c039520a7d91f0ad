'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { acceptTicketTransfer, rejectTicketTransfer } from '@/lib/operations/transfers';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import formStyles from '../shell/forms.module.css';

type Field = 'prename' | 'lastname';
type Outcome = 'accepted' | 'rejected';
type Failure = 'accept' | 'reject';

export interface TransferResponseProps {
  id: string;
  secret: string;
  recipientEmail: string;
  shopHref: string;
  shopName: string;
}

/**
 * The recipient's answer to a pending transfer (spec 02 §5, §8): Accept with first and last name
 * (required, trimmed), or Reject after a caution confirmation naming the e-mail.
 */
export function TransferResponse({ id, secret, recipientEmail, shopHref, shopName }: TransferResponseProps) {
  const intl = useIntl();
  const baseId = useId();
  const [names, setNames] = useState<Record<Field, string>>({ prename: '', lastname: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Partial<Record<Field, true>> = {};
    if (!names.prename.trim()) missing.prename = true;
    if (!names.lastname.trim()) missing.lastname = true;
    setErrors(missing);
    if (Object.keys(missing).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await call(acceptTicketTransfer, { params: { id, secret }, input: { prename: names.prename.trim(), lastname: names.lastname.trim() } });
      setOutcome('accepted');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors) {
        setErrors({ ...(error.errors.prename ? { prename: true } : {}), ...(error.errors.lastname ? { lastname: true } : {}) });
      }
      setFailure('accept');
    } finally {
      setBusy(false);
    }
  };

  const reject = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await call(rejectTicketTransfer, { params: { id, secret }, input: {} });
      setOutcome('rejected');
    } catch {
      setFailure('reject');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (outcome) {
    return (
      <div role="status" className={formStyles.form}>
        <p className={formStyles.formSuccess}>
          <FormattedMessage id={outcome === 'accepted' ? 'transferPage.accepted' : 'transferPage.rejected'} />
        </p>
        <p>
          <a className={formStyles.textLink} href={shopHref}>
            {shopName ? <FormattedMessage id="transferPage.toShop" values={{ shop: shopName }} /> : <FormattedMessage id="transferPage.toShopPlain" />}
          </a>
        </p>
      </div>
    );
  }

  const field = (name: Field) => {
    const fieldId = `${baseId}-${name}`;
    return (
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={fieldId}>
          <FormattedMessage id={`transferPage.${name}`} />
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={fieldId}
          className={formStyles.input}
          autoComplete={name === 'prename' ? 'given-name' : 'family-name'}
          required
          value={names[name]}
          onChange={(event) => {
            const value = event.target.value;
            setNames((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${fieldId}-error` : undefined}
        />
        {errors[name] ? (
          <p id={`${fieldId}-error`} className={formStyles.fieldError}>
            <FormattedMessage id="transferPage.required" />
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <form className={formStyles.form} onSubmit={accept} noValidate>
        <p className={formStyles.hint}>
          <FormattedMessage id="transferPage.acceptIntro" />
        </p>
        {field('prename')}
        {field('lastname')}
        <div role="alert">
          {failure ? (
            <div className={formStyles.formError}>
              <p>
                <strong>
                  <FormattedMessage id={failure === 'accept' ? 'transferPage.acceptFailedTitle' : 'transferPage.rejectFailedTitle'} />
                </strong>
              </p>
              <p>
                <FormattedMessage id={failure === 'accept' ? 'transferPage.acceptFailedMessage' : 'transferPage.rejectFailedMessage'} />
              </p>
            </div>
          ) : null}
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={busy}>
            <FormattedMessage id="transferPage.accept" />
          </button>
          <button type="button" className={formStyles.secondary} disabled={busy} onClick={() => setConfirming(true)}>
            <FormattedMessage id="transferPage.reject" />
          </button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'transferPage.rejectConfirmTitle' })}
          confirmLabel={intl.formatMessage({ id: 'transferPage.reject' })}
          cancelLabel={intl.formatMessage({ id: 'transferPage.rejectKeep' })}
          onConfirm={() => void reject()}
          onCancel={() => setConfirming(false)}
          busy={busy}
          tone="danger"
        >
          <FormattedMessage id="transferPage.rejectConfirmMessage" values={{ email: recipientEmail }} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
