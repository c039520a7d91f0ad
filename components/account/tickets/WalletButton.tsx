'use client';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/Toasts';
import { call } from '@/lib/operations/call';
import { addMemberCardToWallet, addTicketsToWallet, type WalletPassRequest } from '@/lib/operations/ticket-documents';
import accountStyles from '../ui/account.module.css';

/** Same-origin paths and web addresses only: the answer decides where the browser goes next. */
function isNavigable(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\//i.test(url);
}

/** The pass's url: the tickets' or the member card's operation, at the wallet the request names. */
async function passUrlOf(pass: WalletPassRequest): Promise<string> {
  const params = { provider: pass.provider };
  const answer = pass.of === 'tickets' ? await call(addTicketsToWallet, { params, input: pass.input }) : await call(addMemberCardToWallet, { params, input: pass.input });
  return answer.url;
}

/**
 * 'Add to Apple/Google Wallet' (spec 02 §2, §7): the pass is made on demand, so the button POSTs
 * to the storefront's wallet operation and then goes to the url it answers, where the wallet takes
 * the pass. While the pass is made the button is busy; a failure leaves the page and says so.
 */
export function WalletButton({ pass }: { pass: WalletPassRequest }) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      const url = await passUrlOf(pass);
      if (!url || !isNavigable(url)) throw new Error('the wallet answered no address to go to');
      window.location.assign(url);
    } catch {
      toast.error(intl.formatMessage({ id: 'account.wallet.failed' }));
      setBusy(false);
    }
  };

  return (
    <button type="button" className={accountStyles.button} onClick={() => void add()} disabled={busy} aria-busy={busy || undefined}>
      <FormattedMessage id={pass.provider === 'apple' ? 'account.tickets.action.appleWallet' : 'account.tickets.action.googleWallet'} />
    </button>
  );
}
