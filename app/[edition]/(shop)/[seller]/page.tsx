import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventCard } from '@/components/shop/EventCard';
import { PackagesSection } from '@/components/shop/packages/PackagesSection';
import { SellerCustomHtml } from '@/components/shop/SellerCustomContent';
import { StructuredData } from '@/components/shop/StructuredData';
import { shopEvents, shopSeller } from '@/lib/shop/queries';
import { editionPageLocale, getIntl } from '@/lib/i18n/server';
import { pageNonce } from '@/lib/security/page-nonce';
import { noPrerenderedPaths } from '@/lib/shop/cached-pages';
import { MembersOnly } from '@/components/shop/MembersOnly';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { eventMetaDescription, shopMetadata, shopPath } from '@/lib/shop/metadata';
import { eventStructuredData } from '@/lib/shop/event-structured-data';
import { serverEnv } from '@/lib/env/server';
import { eventDateLabel, startingPriceLabel } from '@/lib/i18n/format';
import styles from './shop.module.css';

type Props = { params: Promise<{ edition: string; seller: string }> };

/** Served from the cache, one copy per edition (ADR 0038). */
export const revalidate = 600; // CACHED_PAGE_REVALIDATE: Next reads this as a literal
export const generateStaticParams = noPrerenderedPaths;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { edition, seller: slug } = await params;
  const result = await shopSeller(slug);
  if (!result.ok || !result.data) return {};
  const locale = editionPageLocale(edition, result.data.localeSettings);
  return shopMetadata(result.data, getIntl(locale), locale);
}

export default async function ShopPage({ params }: Props) {
  const { edition, seller: slug } = await params;
  const sellerResult = await shopSeller(slug);
  if (!sellerResult.ok) throw new TicketingFailure(sellerResult.error);
  const seller = sellerResult.data;
  if (!seller) notFound();

  const locale = editionPageLocale(edition, seller.localeSettings);
  const intl = getIntl(locale);
  const eventsResult = await shopEvents(seller, locale);
  if (!eventsResult.ok) throw new TicketingFailure(eventsResult.error);
  const shopHref = shopPath(seller);
  const siteUrl = serverEnv().SITE_URL;
  const structuredData = eventsResult.data.map((event) =>
    eventStructuredData({ event, seller, locale, siteUrl, fallbackDescription: eventMetaDescription(intl, event, seller) }),
  );
  const nonce = pageNonce();
  const netTaxName =
    seller.taxSetting?.taxCalculationMethod === 'Exclusive' ? (seller.taxSetting.localTaxName ?? intl.formatMessage({ id: 'eventCard.taxNameFallback' })) : undefined;

  return (
    <MembersOnly seller={seller} edition={edition}>
    <div className="page">
      {structuredData.length > 0 ? <StructuredData data={structuredData} nonce={nonce} /> : null}
      <header className={styles.hero}>
        <h1 className={styles.title}>{seller.name}</h1>
        {seller.description ? <p className={styles.lead}>{seller.description}</p> : null}
      </header>
      <SellerCustomHtml html={seller.shopSettings?.customHTML} />
      <section aria-labelledby="events-heading" id="events">
        <h2 id="events-heading" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'shop.events.title' })}
        </h2>
        {eventsResult.data.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'shop.events.empty' })}</p>
        ) : (
          <ul className={styles.grid}>
            {eventsResult.data.map((event, index) => (
              <li key={event._id}>
                <EventCard
                  event={event}
                  href={`${shopHref}/checkout/${encodeURIComponent(event._id)}`}
                  dateLabel={eventDateLabel(intl, event)}
                  priceLabel={startingPriceLabel(intl, event, netTaxName)}
                  priority={index < 3}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <PackagesSection seller={seller} locale={locale} intl={intl} />
    </div>
    </MembersOnly>
  );
}
