import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { usesSandbox } from '@/lib/env/server';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { ticketing } from '@/lib/ticketing/server';
import { verifyEmail } from '@/lib/ticketing/account';
import { listSandboxOutbox } from '@/lib/ticketing/outbox';
import { getSeller } from '@/lib/ticketing/sellers';
import styles from '../mail/sandbox.module.css';

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  if (!usesSandbox()) return { robots: { index: false } };
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'sandbox.verify.title' }), robots: { index: false } };
}

/** The shop the mail carrying this link was sent for (the token itself names nobody). */
async function shopOfLink(link: string): Promise<string | undefined> {
  const mails = await listSandboxOutbox(ticketing(), { top: 200 });
  const mail = mails.ok ? mails.data.docs.find((candidate) => candidate.link === link) : undefined;
  if (!mail) return undefined;
  const seller = await getSeller(ticketing(), mail.sellerId);
  return seller.ok ? (seller.data.slug ?? seller.data._id) : undefined;
}

/**
 * /sandbox/verify?token=…: the verification mail's link. It confirms the e-mail address like a
 * real provider's link would (the visit itself verifies) and leads to the shop's account area.
 * Exists only on the sandbox.
 */
export default async function SandboxVerifyPage({ searchParams }: Props) {
  if (!usesSandbox()) notFound();
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length > 0 && raw.length <= 200 ? raw : undefined;
  const intl = getIntl(await requestLocale());
  const shop = token ? await shopOfLink(`/sandbox/verify?token=${encodeURIComponent(token)}`) : undefined;
  const verified = token ? (await verifyEmail(ticketing(), token)).ok : false;

  return (
    <main id="main" className="page">
      <div className={styles.card} role={verified ? 'status' : 'alert'}>
        <h1>{intl.formatMessage({ id: verified ? 'sandbox.verify.success' : 'sandbox.verify.failed' })}</h1>
        <p>{intl.formatMessage({ id: verified ? 'sandbox.verify.successText' : 'sandbox.verify.failedText' })}</p>
        {shop ? (
          <Link className={styles.button} href={`/${encodeURIComponent(shop)}/account/tickets`}>
            {intl.formatMessage({ id: 'sandbox.verify.toAccount' })}
          </Link>
        ) : (
          <Link className={styles.button} href="/sandbox/mail">
            {intl.formatMessage({ id: 'sandbox.verify.toOutbox' })}
          </Link>
        )}
      </div>
    </main>
  );
}
