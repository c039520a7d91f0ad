'use client';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/Toasts';
import accountStyles from '../ui/account.module.css';

/** The wallet route's answer, `{ url }`; checked by hand so the tickets page needs no schema library. */
function passUrlOf(answer: unknown): string | undefined {
  const url = answer && typeof answer === 'object' && 'url' in answer ? answer.url : undefined;
  return typeof url === 'string' && url.length > 0 ? url : undefined;
}

/** Same-origin paths and web addresses only: the answer decides where the browser goes next. */
function isNavigable(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\//i.test(url);
}

/**
 * 'Add to Apple/Google Wallet' (spec 02 §2, §7): the pass is made on demand, so the button POSTs
 * to the storefront's wallet route and then goes to the url it answers, where the wallet takes
 * the pass. While the pass is made the button is busy; a failure leaves the page and says so.
 */
export function WalletButton({ href, provider }: { href: string; provider: 'apple' | 'google' }) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      const response = await fetch(href, { method: 'POST', headers: { accept: 'application/json' } });
      const url = passUrlOf(response.ok ? await response.json() : undefined);
      if (!url || !isNavigable(url)) throw new Error(`wallet answered ${response.status}`);
      window.location.assign(url);
    } catch {
      toast.error(intl.formatMessage({ id: 'account.wallet.failed' }));
      setBusy(false);
    }
  };

  return (
    <button type="button" className={accountStyles.button} onClick={() => void add()} disabled={busy} aria-busy={busy || undefined}>
      <FormattedMessage id={provider === 'apple' ? 'account.tickets.action.appleWallet' : 'account.tickets.action.googleWallet'} />
    </button>
  );
}
