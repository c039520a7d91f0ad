'use client';

import { useId, useState } from 'react';
import Link from 'next/link';
import { useHydrated } from '@/components/ui/useHydrated';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { logIn } from '@/lib/operations/session';
import { clearOfflineTickets } from '@/lib/offline/clear';
// The login route handler validates with the same schema.
import { loginInput, type LoginInput } from '@/lib/operations/session.inputs';
import { fieldMessage } from './field-message';
import { navigateTo } from './navigate';
import styles from './forms.module.css';

export interface LoginPromptProps {
  /** The shop's path segment (/{slug}/…). */
  shopSlug: string;
  /** The heading's level-1 text: the account area and the enforce-login gate say different things. */
  titleId?: 'account.login.title' | 'account.login.enforcedTitle' | 'order.secureAccess.loginTitle';
  /** 2 where the page has its own level-1 heading (the order page's secure ticket access). */
  headingLevel?: 1 | 2;
}

type Failure = { kind: 'invalid' } | { kind: 'tooMany'; seconds: number } | { kind: 'failed' };

/**
 * The login prompt (spec 01 §2, authentication wrapper): e-mail and password against the shop's
 * login route handler. On success the page loads again with the session, so the customer lands
 * on the page they asked for: a full load, because a shop's pages come from the cache in another
 * edition for a logged-in visitor, and the account pill asks anew (ADR 0038).
 */
export function LoginPrompt({ shopSlug, titleId = 'account.login.title', headingLevel = 1 }: LoginPromptProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [reloading, setReloading] = useState(false);
  const ids = { email: useId(), password: useId(), failure: useId() };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });

  const hydrated = useHydrated();
  const submit = handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      await call(logIn, { params: { seller: shopSlug }, input });
      // Offline ticket pages of an earlier login on this device must not outlive it (ADR 0025).
      await clearOfflineTickets();
      setReloading(true);
      navigateTo(window.location.href);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) setFailure({ kind: 'invalid' });
      else if (error.status === 429) {
        // Login delays are seconds long (at most a minute, lib/session/login.ts), so they are named in seconds.
        const seconds = typeof error.body.retryAfterSeconds === 'number' ? error.body.retryAfterSeconds : 60;
        setFailure({ kind: 'tooMany', seconds: Math.max(1, Math.ceil(seconds)) });
      } else if (error.status === 400 && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === 'email' || field === 'password') setError(field, { message: messages[0] ?? 'required' });
        }
      } else setFailure({ kind: 'failed' });
    }
  });

  const busy = isSubmitting || reloading;
  const describedBy = (id: string, invalid: boolean) => [invalid ? `${id}-error` : undefined, failure ? ids.failure : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <section className={styles.card} aria-labelledby={`${ids.email}-title`}>
      <Heading id={`${ids.email}-title`}>
        <FormattedMessage id={titleId} />
      </Heading>
      <p className={styles.lead}>
        <FormattedMessage id="account.login.lead" />
      </p>
      <form className={styles.form} method="post" onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.email}>
            <FormattedMessage id="account.login.email" />
          </label>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(ids.email, Boolean(errors.email))}
            {...register('email')}
          />
          {errors.email ? (
            <p id={`${ids.email}-error`} className={styles.fieldError}>
              {fieldMessage(intl, errors.email.message)}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.password}>
            <FormattedMessage id="account.login.password" />
          </label>
          <input
            id={ids.password}
            className={styles.input}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(ids.password, Boolean(errors.password))}
            {...register('password')}
          />
          {errors.password ? (
            <p id={`${ids.password}-error`} className={styles.fieldError}>
              {fieldMessage(intl, errors.password.message)}
            </p>
          ) : null}
        </div>
        <div id={ids.failure} role="alert">
          {failure ? (
            <p className={styles.formError}>
              {failure.kind === 'invalid' ? <FormattedMessage id="account.login.invalid" /> : null}
              {failure.kind === 'tooMany' ? <FormattedMessage id="account.login.tooMany" values={{ seconds: failure.seconds }} /> : null}
              {failure.kind === 'failed' ? <FormattedMessage id="account.login.failed" /> : null}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {/*
            Disabled until hydrated: the prompt's code loads after the page (React.lazy), and a
            press before that would send the form natively, with the password in the URL.
          */}
          <button type="submit" className={styles.primary} disabled={busy || !hydrated} aria-disabled={busy || undefined}>
            <FormattedMessage id={busy ? 'account.login.submitting' : 'account.login.submit'} />
          </button>
          <Link className={styles.textLink} href={`/${encodeURIComponent(shopSlug)}/account/reset-password`}>
            <FormattedMessage id="account.login.forgot" />
          </Link>
        </div>
      </form>
    </section>
  );
}
