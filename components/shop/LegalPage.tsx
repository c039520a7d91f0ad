import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopSeller } from '@/lib/shop/queries';
import { editionPageLocale, getIntl } from '@/lib/i18n/server';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { localizedPageMetadata, shopPath } from '@/lib/shop/metadata';
import { isLegalPagePublished, LEGAL_PAGES, type LegalKind } from '@/lib/shop/legal-pages';
import styles from './LegalPage.module.css';

export type { LegalKind };

async function load(edition: string, slug: string) {
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  if (!result.data) notFound();
  const locale = editionPageLocale(edition, result.data.localeSettings);
  return { seller: result.data, locale, intl: getIntl(locale) };
}

export async function legalMetadata(edition: string, slug: string, kind: LegalKind): Promise<Metadata> {
  const { seller, locale, intl } = await load(edition, slug);
  const page = LEGAL_PAGES[kind];
  const title = `${intl.formatMessage({ id: page.titleId })} – ${seller.name}`;
  const description = intl.formatMessage({ id: page.descriptionId }, { name: seller.name });
  const localized = localizedPageMetadata(`${shopPath(seller)}/${page.segment}`, seller.localeSettings, locale);
  return {
    title,
    description,
    alternates: localized.alternates,
    // A page the seller has not written only says so: nothing for an index.
    ...(isLegalPagePublished(seller.shopSettings?.footer, kind) ? {} : { robots: { index: false, follow: true } }),
    openGraph: { type: 'website', title, description, siteName: seller.name, ...localized.openGraph },
  };
}

/** The seller's imprint, privacy policy or terms, as plain text from its shop settings. */
export async function LegalPage({ edition, slug, kind }: { edition: string; slug: string; kind: LegalKind }) {
  const { seller, intl } = await load(edition, slug);
  const body = seller.shopSettings?.footer?.[kind];
  return (
    <article className={`page ${styles.legal}`}>
      <h1>{intl.formatMessage({ id: LEGAL_PAGES[kind].titleId })}</h1>
      {body ? body.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p>{intl.formatMessage({ id: 'legal.notPublished' }, { name: seller.name })}</p>}
    </article>
  );
}
