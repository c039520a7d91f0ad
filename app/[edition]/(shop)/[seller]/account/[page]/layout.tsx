import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountGate } from '@/components/account/shell/gate';
import { AccountShell } from '@/components/account/shell/AccountShell';
import { LazyLoginPrompt as LoginPrompt } from '@/components/account/shell/LazyLoginPrompt';
import { VerificationPending } from '@/components/account/shell/VerificationPending';
import { ticketsManifestHref } from '@/lib/operations/offline';

type Props = { children: ReactNode; params: Promise<{ seller: string; page: string }> };

/** Personal pages stay out of search engines (next.config.ts adds X-Robots-Tag and no-store as well). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { seller: slug, page } = await params;
  const gate = await accountGate(slug, page);
  if (gate.kind === 'notFound') return { robots: { index: false } };
  const title = gate.intl.formatMessage({ id: gate.kind === 'open' ? `account.menu.${gate.page}` : 'account.title' });
  // The tickets screen can be installed as the shop's tickets app (ADR 0025).
  const manifest = gate.kind === 'open' && gate.page === 'tickets' ? { manifest: ticketsManifestHref(gate.seller.slug ?? gate.seller._id, gate.locale) } : {};
  return { title: `${title} – ${gate.seller.name}`, robots: { index: false }, ...manifest };
}

/**
 * /{seller}/account/{page}: the authentication wrapper and the account layout. Every decision that
 * changes the status (an unknown or hidden page is a 404) is taken here, before the page's loading
 * state starts the response.
 */
export default async function AccountLayout({ children, params }: Props) {
  const { seller: slug, page } = await params;
  const gate = await accountGate(slug, page);
  switch (gate.kind) {
    case 'notFound':
      return notFound();
    case 'login':
      return (
        <div className="page">
          <LoginPrompt shopSlug={gate.seller.slug ?? gate.seller._id} />
        </div>
      );
    case 'unverified':
      return (
        <div className="page">
          <VerificationPending shopSlug={gate.seller.slug ?? gate.seller._id} email={gate.customer.primaryEmail} next={gate.next} initiallyBlocked={gate.blocked} />
        </div>
      );
    case 'open':
      return (
        <AccountShell seller={gate.seller} customer={gate.customer} entries={gate.entries} page={gate.page} intl={gate.intl}>
          {children}
        </AccountShell>
      );
  }
}
