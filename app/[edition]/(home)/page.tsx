import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { editionPageLocale, getIntl } from '@/lib/i18n/server';
import { noPrerenderedPaths } from '@/lib/shop/cached-pages';
import { shopSellers } from '@/lib/shop/queries';
import { usesSandbox } from '@/lib/env/server';
import { DEMO_LOGINS } from '@/lib/sandbox/seed/guide';
import { DEMO_PASSWORD } from '@/lib/sandbox/seed/ids';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { localizedPageMetadata } from '@/lib/shop/metadata';
import styles from './landing.module.css';

type Props = { params: Promise<{ edition: string }> };

/** Served from the cache, one copy per edition (ADR 0038). */
export const revalidate = 600; // CACHED_PAGE_REVALIDATE: Next reads this as a literal
export const generateStaticParams = noPrerenderedPaths;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = editionPageLocale((await params).edition);
  const intl = getIntl(locale);
  const title = intl.formatMessage({ id: 'landing.title' });
  const description = intl.formatMessage({ id: 'landing.metaDescription' });
  // Outside any shop every supported language is offered.
  const localized = localizedPageMetadata('/', undefined, locale);
  return { title, description, alternates: localized.alternates, openGraph: { type: 'website', title, description, ...localized.openGraph } };
}

export default async function LandingPage({ params }: Props) {
  const intl = getIntl(editionPageLocale((await params).edition));
  const sellers = await shopSellers();
  if (!sellers.ok) throw new TicketingFailure(sellers.error);
  const sandbox = usesSandbox();

  return (
    <main id="main" className="page">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'landing.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'landing.intro' })}</p>
      {sellers.data.length === 0 ? (
        <p>{intl.formatMessage({ id: 'landing.empty' })}</p>
      ) : (
        <ul className={styles.shops}>
          {sellers.data.map((seller) => {
            const href = `/${seller.slug ?? seller._id}`;
            return (
              <li key={seller._id} className={styles.shop}>
                {seller.image ? <ServerImage src={seller.image} alt="" width={72} height={72} unoptimized className={styles.logo} /> : null}
                <div>
                  <h2 className={styles.name}>
                    <Link href={href}>{seller.name}</Link>
                  </h2>
                  {seller.description ? <p className={styles.description}>{seller.description}</p> : null}
                  <span className={styles.visit} aria-hidden="true">
                    {intl.formatMessage({ id: 'landing.openShop' })} →
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {sandbox ? (
        <aside className={styles.sandbox} aria-labelledby="sandbox-heading">
          <h2 id="sandbox-heading">{intl.formatMessage({ id: 'landing.sandbox.title' })}</h2>
          <p>{intl.formatMessage({ id: 'landing.sandbox.text' })}</p>
          <ul>
            {DEMO_LOGINS.map((login) => (
              <li key={login.email}>
                <code>{login.email}</code> ({login.shop}, {login.about}) – {intl.formatMessage({ id: 'landing.sandbox.password' }, { password: DEMO_PASSWORD })}
              </li>
            ))}
          </ul>
          <p>
            <Link href="/sandbox/mail">{intl.formatMessage({ id: 'landing.sandbox.mail' })}</Link>
          </p>
        </aside>
      ) : null}
    </main>
  );
}
