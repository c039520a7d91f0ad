'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { requestPasswordReset } from '@/lib/operations/account';
import { forgotPasswordForm, type ForgotPasswordForm as Values } from '@/lib/operations/account.inputs';
import { fieldMessage } from '../shell/field-message';
import formStyles from '../shell/forms.module.css';

/**
 * "Forgot your password?": asks for a reset link. The answer is the same whether or not the
 * address has an account (ADR 0011), and so is the message.
 */
export function ForgotPasswordForm({ shopSlug }: { shopSlug: string }) {
  const intl = useIntl();
  const emailId = useId();
  const [outcome, setOutcome] = useState<{ kind: 'sent'; email: string } | { kind: 'tooMany'; minutes: number } | { kind: 'failed' } | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(undefined);
    try {
      await call(requestPasswordReset, { params: { seller: shopSlug }, input: { email } });
      setOutcome({ kind: 'sent', email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const seconds = typeof error.body.retryAfterSeconds === 'number' ? error.body.retryAfterSeconds : 60;
        setOutcome({ kind: 'tooMany', minutes: Math.max(1, Math.ceil(seconds / 60)) });
      } else setOutcome({ kind: 'failed' });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={emailId}>
          <FormattedMessage id="account.login.email" />
        </label>
        <input
          id={emailId}
          className={formStyles.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
        />
        {errors.email ? (
          <p id={`${emailId}-error`} className={formStyles.fieldError}>
            {fieldMessage(intl, errors.email.message)}
          </p>
        ) : null}
      </div>
      <div role="status">
        {outcome?.kind === 'sent' ? (
          <p className={formStyles.formSuccess}>
            <FormattedMessage id="account.reset.requested" values={{ email: outcome.email }} />
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome?.kind === 'tooMany' ? (
          <p className={formStyles.formError}>
            <FormattedMessage id="account.reset.tooMany" values={{ minutes: outcome.minutes }} />
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p className={formStyles.formError}>
            <FormattedMessage id="account.security.failed" />
          </p>
        ) : null}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'account.security.sending' : 'account.reset.request'} />
        </button>
      </div>
    </form>
  );
}
