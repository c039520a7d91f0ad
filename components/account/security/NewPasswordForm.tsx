'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { confirmPasswordReset } from '@/lib/operations/account';
import { MIN_PASSWORD_LENGTH, newPasswordForm, type NewPasswordForm as Values } from '@/lib/operations/account.inputs';
import { fieldMessage } from '../shell/field-message';
import formStyles from '../shell/forms.module.css';

/**
 * The mailed reset link's form: the new password twice. Success ends this browser's login at the
 * shop (the API ends the customer's sessions) and offers the login with the new password.
 */
export function NewPasswordForm({ shopSlug, token }: { shopSlug: string; token: string }) {
  const intl = useIntl();
  const router = useRouter();
  const ids = { password: useId(), repeat: useId(), hint: useId() };
  const [outcome, setOutcome] = useState<'done' | 'invalidToken' | 'failed' | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', repeat: '' } });
  const shop = encodeURIComponent(shopSlug);

  const submit = handleSubmit(async ({ password }) => {
    setOutcome(undefined);
    try {
      await call(confirmPasswordReset, { params: { seller: shopSlug }, input: { token, password } });
      setOutcome('done');
      // The account pill still shows the ended login until the layout renders again.
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalidToken') setOutcome('invalidToken');
      else if (error instanceof ApiError && error.status === 400 && error.errors?.password) setError('password', { message: error.errors.password[0] ?? 'tooShort' });
      else setOutcome('failed');
    }
  });

  if (outcome === 'done') {
    return (
      <div role="status" className={formStyles.form}>
        <p className={formStyles.formSuccess}>
          <FormattedMessage id="account.reset.done" />
        </p>
        <div className={formStyles.actions}>
          <Link className={formStyles.primary} href={`/${shop}/account/tickets`}>
            <FormattedMessage id="account.reset.toLogin" />
          </Link>
        </div>
      </div>
    );
  }

  const field = (name: 'password' | 'repeat', label: string, autoComplete: string, hint?: string) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={ids[name]}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={ids[name]}
        className={formStyles.input}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[hint, errors[name] ? `${ids[name]}-error` : undefined].filter(Boolean).join(' ') || undefined}
        {...register(name)}
      />
      {errors[name] ? (
        <p id={`${ids[name]}-error`} className={formStyles.fieldError}>
          {fieldMessage(intl, errors[name]?.message)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p id={ids.hint} className={formStyles.hint}>
        <FormattedMessage id="account.reset.rule" values={{ min: MIN_PASSWORD_LENGTH }} />
      </p>
      {field('password', 'account.reset.password', 'new-password', ids.hint)}
      {field('repeat', 'account.reset.repeat', 'new-password')}
      <div role="alert">
        {outcome === 'invalidToken' ? (
          <p className={formStyles.formError}>
            <FormattedMessage id="account.reset.invalidToken" />{' '}
            <Link className={formStyles.textLink} href={`/${shop}/account/reset-password`}>
              <FormattedMessage id="account.reset.requestAgain" />
            </Link>
          </p>
        ) : null}
        {outcome === 'failed' ? (
          <p className={formStyles.formError}>
            <FormattedMessage id="account.reset.failed" />
          </p>
        ) : null}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'account.edit.saving' : 'account.reset.submit'} />
        </button>
      </div>
    </form>
  );
}
