import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { EventHeader } from '@/components/checkout/EventHeader';
import { StepsIndicator } from '@/components/checkout/StepsIndicator';
import { LazyCheckoutStepTwo as CheckoutStepTwo } from '@/components/checkout/step2/LazyCheckoutStepTwo';
import { LiveTicketPicker } from '@/components/checkout/step1/LiveTicketPicker';
import { BackGuard } from '@/components/checkout/step1/BackGuard';
import { AdoptCheckout } from '@/components/checkout/step1/AdoptCheckout';
import { CheckoutActionNotice } from '@/components/checkout/step1/CheckoutActionNotice';
import { ResaleTicketsSection } from '@/components/checkout/step1/ResaleTicketsSection';
import { EmbeddingParentsProvider } from '@/components/ticket-actions/TicketActionsContext';
import { configuredEmbeddingParents } from '@/lib/embedding/server';
import { stepOneData } from '@/components/checkout/step1/view-model';
import { hardTicketChoiceView } from '@/components/checkout/step1/hard-ticket-view';
import { checkoutHref } from '@/components/checkout/step1/checkout-urls';
import { shopEvent, shopProducts, shopSeller } from '@/lib/shop/queries';
import { editionPageLocale, getIntl } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageNonce } from '@/lib/security/page-nonce';
import { MembersOnly } from '@/components/shop/MembersOnly';
import { eventDateLabel } from '@/lib/i18n/format';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { StructuredData } from '@/components/shop/StructuredData';
import { eventLocationText, eventMetaDescription, eventPath, localizedPageMetadata } from '@/lib/shop/metadata';
import { eventStructuredData } from '@/lib/shop/event-structured-data';
import { serverEnv } from '@/lib/env/server';
import { hasSeatMapHost } from '@/lib/seat-map/server';
import { availabilityState, showsAvailability } from '@/lib/domain/availability-indicator';
import { showsNetPrices } from '@/lib/domain/pricing';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import { isPersonalCheckoutUrl, parseCheckoutSearch, type SearchParams } from '../search-params';
import styles from './CheckoutPage.module.css';

/**
 * The event's checkout page (spec 02 §2): step 1 (the event page search engines index) and step 2.
 * Two routes wear it (ADR 0038): `checkout/[eventId]` is step 1 without a query, served from the
 * cache to everyone; the proxy sends any URL with a query (a step, a checkout to adopt, display
 * flags) to `checkout/[eventId]/by-query`, rendered per request.
 */
export interface CheckoutPageProps {
  edition: string;
  slug: string;
  eventId: string;
  /** The URL's query; empty for the cached step 1. */
  query: SearchParams;
}

/** The seller and its event, or a 404 for an unknown event or one of another seller. */
async function load(edition: string, slug: string, eventId: string): Promise<{ seller: Seller; event: Event; locale: Locale }> {
  const sellerResult = await shopSeller(slug);
  if (!sellerResult.ok) throw new TicketingFailure(sellerResult.error);
  const seller = sellerResult.data;
  if (!seller) notFound();
  const locale = editionPageLocale(edition, seller.localeSettings);
  const eventResult = await shopEvent(eventId, locale);
  if (!eventResult.ok) throw new TicketingFailure(eventResult.error);
  const event = eventResult.data;
  if (!event || (event.sellerId !== undefined && event.sellerId !== seller._id)) notFound();
  return { seller, event, locale };
}

export async function checkoutPageMetadata({ edition, slug, eventId, query }: CheckoutPageProps): Promise<Metadata> {
  const { seller, event, locale } = await load(edition, slug, eventId);
  const intl = getIntl(locale);
  const title = intl.formatMessage({ id: 'checkout.metaTitle' }, { event: event.name, seller: seller.name });
  const description = eventMetaDescription(intl, event, seller);
  const image = event.headerImage ?? event.image ?? seller.image;
  const personal = isPersonalCheckoutUrl(parseCheckoutSearch(query));
  const localized = localizedPageMetadata(eventPath(seller, event._id), seller.localeSettings, locale);
  return {
    title,
    description,
    alternates: localized.alternates,
    // Step 1 without a checkout is the event page search engines index; anything personal is not.
    ...(personal ? { robots: { index: false, follow: false } } : {}),
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: seller.name,
      ...localized.openGraph,
      ...(image ? { images: [{ url: image, alt: event.name }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}

export async function CheckoutPage({ edition, slug, eventId, query }: CheckoutPageProps) {
  const { seller, event, locale } = await load(edition, slug, eventId);
  const intl = getIntl(locale);
  const search = parseCheckoutSearch(query);
  const shopSlug = seller.slug ?? seller._id;
  const checkoutPath = `/${shopSlug}/checkout/${encodeURIComponent(event._id)}`;
  const steps = (current: 1 | 2) => (search.noSteps ? null : <StepsIndicator current={current} label={intl.formatMessage({ id: 'checkout.steps.label' })} />);

  if (search.step === 2) {
    // Step 2 works on one checkout; without its id and secret there is nothing to show but step 1.
    if (!search.checkoutId || !search.secret) redirect(checkoutHref(checkoutPath, search.carry));
    return (
      <MembersOnly seller={seller} edition={edition}>
      <div className={`page ${styles.page}`}>
        {steps(2)}
        <EventHeader name={event.name} dateLabel={eventDateLabel(intl, event)} start={event.start} location={eventLocationText(event) || undefined} />
        <EmbeddingParentsProvider parents={configuredEmbeddingParents()}>
          <CheckoutStepTwo event={event} checkoutId={search.checkoutId} secret={search.secret} />
        </EmbeddingParentsProvider>
      </div>
      </MembersOnly>
    );
  }

  const productsResult = await shopProducts(seller._id, event.productIds ?? []);
  // Upselling is optional: a failed product read leaves the tickets on sale rather than failing the page.
  const products = productsResult.ok ? productsResult.data : [];
  const netTaxName = showsNetPrices(seller.taxSetting) ? (seller.taxSetting?.localTaxName ?? intl.formatMessage({ id: 'eventCard.taxNameFallback' })) : undefined;
  const data = stepOneData({ intl, event, products, netTaxName });
  const state = availabilityState(event);
  const structuredData = eventStructuredData({ event, seller, locale, siteUrl: serverEnv().SITE_URL, fallbackDescription: eventMetaDescription(intl, event, seller) });
  const nonce = pageNonce();

  return (
    <MembersOnly seller={seller} edition={edition}>
    <div className={`page ${styles.page}`}>
      <StructuredData data={structuredData} nonce={nonce} />
      {steps(1)}
      <EventHeader
        name={event.name}
        image={event.headerImage ?? event.image}
        dateLabel={eventDateLabel(intl, event)}
        start={event.start}
        location={eventLocationText(event) || undefined}
        description={event.description}
        availability={showsAvailability(state, event.styleOptions?.showAvailabilityIndicator) ? state : undefined}
      />
      <CheckoutActionNotice eventId={event._id} />
      <LiveTicketPicker data={data} checkoutPath={checkoutPath} carry={search.carry} hardTicket={hardTicketChoiceView(intl, event)} seatMap={hasSeatMapHost()} />
      {seller.features?.resell !== false && event.eventType !== 'group' ? <ResaleTicketsSection eventId={event._id} /> : null}
      {search.checkoutId && search.secret ? <AdoptCheckout checkoutId={search.checkoutId} secret={search.secret} /> : null}
      <BackGuard />
    </div>
    </MembersOnly>
  );
}
