import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopSeller } from '@/lib/shop/queries';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { TicketingFailure } from '@/lib/ticketing/errors';
import styles from './LegalPage.module.css';

export type LegalKind = 'imprint' | 'dataPrivacy' | 'terms';

const TITLE_IDS: Record<LegalKind, string> = { imprint: 'footer.imprint', dataPrivacy: 'footer.dataPrivacy', terms: 'footer.terms' };

async function load(slug: string) {
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  if (!result.data) notFound();
  const intl = getIntl(await requestLocale(result.data.localeSettings));
  return { seller: result.data, intl };
}

export async function legalMetadata(slug: string, kind: LegalKind): Promise<Metadata> {
  const { seller, intl } = await load(slug);
  // Legal pages are linked with rel=nofollow and kept out of the index: the events are what matters.
  return { title: `${intl.formatMessage({ id: TITLE_IDS[kind] })} – ${seller.name}`, robots: { index: false, follow: true } };
}

/** The seller's imprint, privacy policy or terms, as plain text from its shop settings. */
export async function LegalPage({ slug, kind }: { slug: string; kind: LegalKind }) {
  const { seller, intl } = await load(slug);
  const body = seller.shopSettings?.footer?.[kind];
  return (
    <article className={`page ${styles.legal}`}>
      <h1>{intl.formatMessage({ id: TITLE_IDS[kind] })}</h1>
      {body ? body.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p>{intl.formatMessage({ id: 'legal.notPublished' }, { name: seller.name })}</p>}
    </article>
  );
}
