'use client';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { requestPasswordReset } from '@/lib/operations/account';
import { useToast } from '@/components/ui/Toasts';
import { Dialog } from '@/components/ui/Dialog';
import formStyles from '../shell/forms.module.css';

/**
 * The Security page's reset-password button (spec 01 §2, §8): success shows an info dialog with
 * a title and a description, failure an error notification. The link goes to the customer's own
 * e-mail address; the route handler takes it from the session.
 */
export function ResetPasswordButton({ shopSlug, email }: { shopSlug: string; email?: string | undefined }) {
  const intl = useIntl();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const request = async () => {
    setSending(true);
    try {
      await call(requestPasswordReset, { params: { seller: shopSlug }, input: {} });
      setSent(true);
    } catch {
      toast.error(intl.formatMessage({ id: 'account.security.failed' }));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.primary} onClick={request} disabled={sending}>
          <FormattedMessage id={sending ? 'account.security.sending' : 'account.security.reset'} />
        </button>
      </div>
      {sent ? (
        <Dialog title={<FormattedMessage id="account.security.sentTitle" />} onClose={() => setSent(false)}>
          <p>{email ? <FormattedMessage id="account.security.sentText" values={{ email: <strong>{email}</strong> }} /> : <FormattedMessage id="account.security.sentTextNoEmail" />}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.primary} onClick={() => setSent(false)}>
              <FormattedMessage id="account.security.ok" />
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
