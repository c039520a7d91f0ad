import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { usesSandbox } from '@/lib/env/server';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { isNotFound, TicketingFailure } from '@/lib/ticketing/errors';
import { ticketing } from '@/lib/ticketing/server';
import { getSandboxWalletPass } from '@/lib/ticketing/ticket-documents';
import styles from '../../mail/sandbox.module.css';

type Props = { params: Promise<{ passId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  if (!usesSandbox()) return { robots: { index: false } };
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'sandbox.wallet.title' }), robots: { index: false } };
}

/**
 * /sandbox/wallet/{passId}: where the sandbox's wallet urls lead. Real Apple and Google passes need
 * the providers' signing keys, so this page stands in for the wallet and lists what the pass holds.
 */
export default async function SandboxWalletPage({ params }: Props) {
  if (!usesSandbox()) notFound();
  const { passId } = await params;
  const intl = getIntl(await requestLocale());
  const result = await getSandboxWalletPass(ticketing(), passId);
  if (isNotFound(result)) notFound();
  if (!result.ok) throw new TicketingFailure(result.error);
  const pass = result.data;
  const provider = intl.formatMessage({ id: pass.provider === 'apple' ? 'sandbox.wallet.provider.apple' : 'sandbox.wallet.provider.google' });

  return (
    <main id="main" className="page">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'sandbox.wallet.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'sandbox.wallet.intro' }, { provider })}</p>
      <h2>{pass.kind === 'memberCard' ? intl.formatMessage({ id: 'sandbox.wallet.memberCard' }) : intl.formatMessage({ id: 'sandbox.wallet.tickets' }, { count: pass.items.length })}</h2>
      <ul className={styles.mails} data-testid="wallet-pass-items">
        {pass.items.map((item, index) => (
          <li key={index} className={styles.mail}>
            <h3>{item.title}</h3>
            {item.lines.map((line) => (
              <p key={line} className={styles.meta}>
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </main>
  );
}
