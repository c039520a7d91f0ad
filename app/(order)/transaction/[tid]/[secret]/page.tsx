import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ToastProvider } from '@/components/ui/Toasts';
import { ShopProvider, type ShopInfo } from '@/components/shop/ShopContext';
import { ShopFrame, shopFrameData } from '@/components/shop/ShopFrame';
import { KnownAccount } from '@/components/shop/account-header';
import { OrderPersonalization } from '@/components/checkout/personalization/OrderPersonalization';
import { TicketCard } from '@/components/tickets/TicketCard';
import { OrderSummary } from '@/components/order/OrderSummary';
import { orderSections, orderSummaryView } from '@/components/order/order-summary';
import { OrderDocuments } from '@/components/order/OrderDocuments';
import { orderDocuments } from '@/components/order/order-documents';
import accountStyles from '@/components/account/ui/account.module.css';
import { BARCODE_REVEAL_HOURS, barcodeRevealAt, isBarcodeRevealed, showsBarcode } from '@/lib/domain/barcode';
import { orderNumber } from '@/lib/domain/order-number';
import { needsPersonalization } from '@/lib/domain/personalization-status';
import { moneyLabel } from '@/lib/i18n/format';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { clientMessagesFor } from '@/lib/i18n/client-messages';
import { getPublicEvent } from '@/lib/ticketing/events';
import { ticketing } from '@/lib/ticketing/server';
import { loadOrder } from '@/components/order/server/load-order';
import { OrderPaymentPlan } from '@/components/payments/instalments/OrderPaymentPlan';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { TicketActionButtons } from '@/components/ticket-actions/TicketActionButtons';
import { TicketActionsProvider } from '@/components/ticket-actions/TicketActionsContext';
import type { ActionPlace } from '@/components/ticket-actions/types';
import { configuredEmbeddingParents } from '@/lib/embedding/server';
import { actionTicket } from '@/lib/ticket-actions/action-ticket';
import { offerLoaders, ticketActionOffers } from '@/lib/ticket-actions/offers';
import { OfflineTickets } from '@/components/offline/OfflineTickets';
import { ticketsManifestHref } from '@/lib/operations/offline';
import { orderAccess } from '@/components/order/secure-access/order-access';
import { SecureTicketsPanel } from '@/components/order/secure-access/SecureTicketsPanel';
import { SecureTicketNotice } from '@/components/order/secure-access/SecureTicketNotice';
import { accessShowsBarcode } from '@/lib/domain/secure-ticket-access';
import styles from './order.module.css';

type Props = { params: Promise<{ tid: string; secret: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tid, secret } = await params;
  const { transaction, seller } = await loadOrder(tid, secret);
  const locale = await requestLocale(seller?.localeSettings);
  const intl = getIntl(locale);
  return {
    title: intl.formatMessage({ id: 'order.metaTitle' }, { number: orderNumber(transaction.tid), seller: seller?.name ?? '' }),
    // The order's tickets can be installed and kept for offline use, like the account's (ADR 0025).
    ...(seller ? { manifest: ticketsManifestHref(seller.slug ?? seller._id, locale) } : {}),
    // An order page is personal: reachable only by its secret link, never indexed or followed.
    robots: { index: false, follow: false, nocache: true },
  };
}

export default async function OrderPage({ params }: Props) {
  const { tid, secret } = await params;
  const { transaction, tickets: loaded, seller, paymentPlan } = await loadOrder(tid, secret);
  const locale = await requestLocale(seller?.localeSettings);
  const intl = getIntl(locale);
  const client = ticketing();

  const eventIds = [...new Set([...loaded.map((ticket) => ticket.eventId), ...(transaction.eventId ? [transaction.eventId] : [])])];
  // A ticket whose event cannot be read still shows, under its own name.
  const eventResults = await Promise.all(eventIds.map((id) => getPublicEvent(client, id, locale)));
  const events = new Map<string, Event>();
  for (const result of eventResults) if (result.ok) events.set(result.data._id, result.data);
  // Secure ticket access: barcodes only for the customer who claimed the ticket (spec 02 §6).
  const secureAccess = await orderAccess({ tickets: loaded, seller, events });
  const tickets = secureAccess.tickets;

  const shopSlug = seller ? (seller.slug ?? seller._id) : undefined;
  const timezone = seller?.timezone ?? 'UTC';
  const currency = transaction.currency ?? seller?.currency ?? 'EUR';
  const taxName = seller?.taxSetting?.localTaxName ?? intl.formatMessage({ id: 'eventCard.taxNameFallback' });
  const now = new Date();

  const dateTime = (iso: string, timeZone: string) => intl.formatDate(iso, { timeZone, dateStyle: 'full', timeStyle: 'short' });
  const startOf = (ticket: Ticket) => ticket.slotStartTime ?? events.get(ticket.eventId)?.start;
  const revealFromOf = (ticket: Ticket) => ticket.relevancyDate ?? startOf(ticket);
  const isRevealed = (ticket: Ticket) => {
    const revealFrom = revealFromOf(ticket);
    return revealFrom ? isBarcodeRevealed({ ticket, eventStart: revealFrom, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now }) : ticket.barcodeRevealed === true;
  };
  const slotLabels: Record<string, string> = {};
  for (const ticket of tickets) {
    const event = events.get(ticket.eventId);
    if (ticket.slotStartTime) slotLabels[ticket._id] = dateTime(ticket.slotStartTime, event?.timezone ?? timezone);
  }
  // The holder of the order link may act on its tickets like the account's owner (issue 11).
  const load = offerLoaders();
  const withOffers = await Promise.all(
    tickets.map(async (ticket) => ({
      ticket: actionTicket(ticket),
      // A ticket the viewer may not see (another's, or not claimed yet) offers nothing to act on.
      offers: accessShowsBarcode(secureAccess.accessOf(ticket)) ? await ticketActionOffers({ ticket, event: events.get(ticket.eventId), seller, now, load }) : [],
    })),
  );
  const offersOf = new Map(withOffers.map((entry) => [entry.ticket._id, entry]));
  const toPersonalize = tickets.filter(needsPersonalization);
  const personalizationZone = events.get(toPersonalize[0]?.eventId ?? '')?.timezone ?? timezone;
  const documents = orderDocuments({ tickets: secureAccess.visible, revealed: isRevealed, walletFeature: seller?.features?.wallet, walletSettings: seller?.walletSettings, userAgent: (await headers()).get('user-agent') ?? '', locale });
  const summary = orderSummaryView(transaction, { intl, currency, taxName });
  const sections = orderSections({ ticketCount: tickets.length, view: summary });

  const content = (
    <div className={`page ${styles.page}`}>
      <OfflineTickets />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'order.title' })}</h1>
      <dl className={styles.summary}>
        <div>
          <dt>{intl.formatMessage({ id: 'order.number' })}</dt>
          <dd className={styles.number}>{orderNumber(transaction.tid)}</dd>
        </div>
        {transaction.createdAt ? (
          <div>
            <dt>{intl.formatMessage({ id: 'order.date' })}</dt>
            <dd>
              <time dateTime={transaction.createdAt}>{dateTime(transaction.createdAt, timezone)}</time>
            </dd>
          </div>
        ) : null}
        {transaction.realPrice !== undefined ? (
          <div>
            <dt>{intl.formatMessage({ id: 'order.total' })}</dt>
            <dd>{moneyLabel(intl, transaction.realPrice, currency)}</dd>
          </div>
        ) : null}
      </dl>
      {paymentPlan ? <OrderPaymentPlan plan={paymentPlan} sellerId={transaction.sellerId ?? ''} currency={currency} intl={intl} /> : null}

      {toPersonalize.length > 0 ? (
        <section className={styles.section} aria-labelledby="order-personalization">
          <h2 id="order-personalization" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'order.personalization.title' })}
          </h2>
          <p className={styles.lead}>{intl.formatMessage({ id: 'order.personalization.lead' }, { count: toPersonalize.length })}</p>
          <OrderPersonalization tickets={tickets} timeZone={personalizationZone} slotLabels={slotLabels} />
        </section>
      ) : null}

      {sections.tickets ? (
        <section className={styles.section} aria-labelledby="order-tickets">
          <h2 id="order-tickets" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'order.tickets.title' }, { count: tickets.length })}
          </h2>
          {secureAccess.panel && shopSlug ? <SecureTicketsPanel order={{ tid, secret }} shopSlug={shopSlug} shopHref={`/${encodeURIComponent(shopSlug)}`} {...secureAccess.panel} /> : null}
          {tickets.length === 0 ? (
            <p className={styles.lead}>{intl.formatMessage({ id: 'order.tickets.empty' })}</p>
          ) : (
            <>
              <OrderDocuments
                documents={documents}
                label={intl.formatMessage({ id: 'order.documents.label' })}
                downloadAllLabel={intl.formatMessage({ id: 'order.documents.downloadAll' })}
              />
              <ul className={styles.tickets}>
                {tickets.map((ticket) => {
                  const event = events.get(ticket.eventId);
                  const zone = event?.timezone ?? timezone;
                  const start = startOf(ticket);
                  const revealFrom = revealFromOf(ticket);
                  const revealAt = revealFrom ? barcodeRevealAt(revealFrom, BARCODE_REVEAL_HOURS) : null;
                  const actions = offersOf.get(ticket._id);
                  const revealed = isRevealed(ticket);
                  const pdf = documents.ticketPdf[ticket._id];
                  const access = secureAccess.accessOf(ticket);
                  return (
                    <li key={ticket._id}>
                      <TicketCard
                        ticket={ticket}
                        event={{ name: event?.name ?? ticket.name ?? ticket.ticketName ?? '', image: event?.image }}
                        dateLabel={start ? dateTime(start, zone) : ''}
                        barcodeRevealed={revealed}
                        revealLabel={showsBarcode(ticket) && !revealed && revealAt ? dateTime(revealAt.toISOString(), zone) : undefined}
                        actions={
                          pdf || !accessShowsBarcode(access) ? (
                            <>
                              <SecureTicketNotice access={access} />
                              {pdf ? (
                                <a className={accountStyles.button} href={pdf} download>
                                  {intl.formatMessage({ id: 'account.viewer.downloadPdf' })}
                                </a>
                              ) : null}
                            </>
                          ) : undefined
                        }
                      />
                      {actions && actions.offers.length > 0 ? <TicketActionButtons ticket={actions.ticket} offers={actions.offers} siblings={withOffers} /> : null}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      ) : null}

      {sections.summary ? <OrderSummary view={summary} title={intl.formatMessage({ id: 'order.summary.title' })} headingId="order-summary" /> : null}

      {shopSlug ? (
        <p>
          <Link href={`/${encodeURIComponent(shopSlug)}`} className={styles.back}>
            {intl.formatMessage({ id: 'order.backToShop' })}
          </Link>
        </p>
      ) : null}
    </div>
  );

  const place: ActionPlace = { kind: 'order', shop: { seller: shopSlug ?? '' }, transaction: { tid, secret } };
  const withActions = (children: ReactNode) => (
    <TicketActionsProvider place={place} parents={configuredEmbeddingParents()}>
      {children}
    </TicketActionsProvider>
  );

  return (
    <IntlClientProvider locale={locale} messages={clientMessagesFor(locale)}>
      {seller ? await framed(seller, currency, locale, withActions(content)) : unframed({ transactionSellerId: transaction.sellerId, currency, taxName, locale, timezone, children: withActions(content) })}
    </IntlClientProvider>
  );
}

/**
 * The order in its shop's frame (issue 15): logo, nav, language switch, account and cart pills,
 * footer, the seller's colours. The order keeps its own currency for the ticket actions' prices.
 */
async function framed(seller: Seller, currency: string, locale: string, children: ReactNode) {
  const frame = await shopFrameData(seller, await requestLocale(seller.localeSettings), { knowsVisitor: true });
  return (
    <ShopFrame frame={{ ...frame, shop: { ...frame.shop, currency } }} lang={locale}>
      {children}
    </ShopFrame>
  );
}

/** An order whose seller cannot be read still shows, without a shop to frame it. */
function unframed(input: { transactionSellerId: string | undefined; currency: string; taxName: string; locale: string; timezone: string; children: ReactNode }) {
  const shop: ShopInfo = {
    slug: '',
    sellerId: input.transactionSellerId ?? '',
    name: '',
    currency: input.currency,
    timezone: input.timezone,
    locale: input.locale,
    netPrices: false,
    taxName: input.taxName,
    capturePhone: false,
  };
  return (
    <ShopProvider shop={shop}>
      <QueryProvider>
        {/* No shop, no login to it: a visitor. */}
        <KnownAccount account={{}}>
          <ToastProvider>
            <div lang={input.locale}>
              <main id="main" tabIndex={-1}>
                {input.children}
              </main>
            </div>
          </ToastProvider>
        </KnownAccount>
      </QueryProvider>
    </ShopProvider>
  );
}
