import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventCard } from '@/components/shop/EventCard';
import { SellerCustomHtml } from '@/components/shop/SellerCustomContent';
import { shopEvents, shopSeller } from '@/lib/shop/queries';
import { requestLocale, getIntl } from '@/lib/i18n/server';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { shopMetadata } from '@/lib/shop/metadata';
import { eventDateLabel, startingPriceLabel } from '@/lib/i18n/format';
import styles from './shop.module.css';

type Props = { params: Promise<{ seller: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { seller: slug } = await params;
  const result = await shopSeller(slug);
  if (!result.ok || !result.data) return {};
  const locale = await requestLocale(result.data.localeSettings);
  return shopMetadata(result.data, getIntl(locale));
}

export default async function ShopPage({ params }: Props) {
  const { seller: slug } = await params;
  const sellerResult = await shopSeller(slug);
  if (!sellerResult.ok) throw new TicketingFailure(sellerResult.error);
  const seller = sellerResult.data;
  if (!seller) notFound();

  const locale = await requestLocale(seller.localeSettings);
  const intl = getIntl(locale);
  const eventsResult = await shopEvents(seller, locale);
  if (!eventsResult.ok) throw new TicketingFailure(eventsResult.error);
  const shopHref = `/${seller.slug ?? seller._id}`;
  const netTaxName =
    seller.taxSetting?.taxCalculationMethod === 'Exclusive' ? (seller.taxSetting.localTaxName ?? intl.formatMessage({ id: 'eventCard.taxNameFallback' })) : undefined;

  return (
    <div className="page">
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
    </div>
  );
}
