import type { CSSProperties } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ToastProvider } from '@/components/ui/Toasts';
import { ShopProvider, type ShopInfo } from '@/components/shop/ShopContext';
import { OrderPersonalization } from '@/components/checkout/personalization/OrderPersonalization';
import { TicketCard } from '@/components/tickets/TicketCard';
import { BARCODE_REVEAL_HOURS, barcodeRevealAt, isBarcodeRevealed, showsBarcode } from '@/lib/domain/barcode';
import { needsPersonalization } from '@/lib/domain/personalization-status';
import { moneyLabel } from '@/lib/i18n/format';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { messagesFor } from '@/lib/i18n/messages';
import { shopSeller } from '@/lib/shop/queries';
import { readableTextOn, usableAccent } from '@/lib/theme/contrast';
import { TicketingFailure, type Result } from '@/lib/ticketing/errors';
import { getPublicEvent } from '@/lib/ticketing/events';
import { ticketing } from '@/lib/ticketing/server';
import { getTransaction, getTransactionTickets } from '@/lib/ticketing/transactions';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { TicketActionButtons } from '@/components/ticket-actions/TicketActionButtons';
import { TicketActionsProvider } from '@/components/ticket-actions/TicketActionsContext';
import { configuredEmbeddingParents } from '@/lib/embedding/server';
import { actionTicket } from '@/lib/ticket-actions/action-ticket';
import { offerLoaders, ticketActionOffers } from '@/lib/ticket-actions/offers';
import styles from './order.module.css';

type Props = { params: Promise<{ tid: string; secret: string }> };

/** A wrong secret (403) or an unknown order (404) is a 404 page: the link does not lead anywhere. */
function orNotFound<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  if (result.error.kind === 'http' && (result.error.status === 403 || result.error.status === 404)) notFound();
  throw new TicketingFailure(result.error);
}

async function loadOrder(tid: string, secret: string) {
  const client = ticketing();
  const [transactionResult, ticketsResult] = await Promise.all([getTransaction(client, tid, secret), getTransactionTickets(client, tid, secret)]);
  const transaction = orNotFound(transactionResult);
  const tickets = orNotFound(ticketsResult).docs;
  const sellerId = transaction.sellerId ?? tickets[0]?.sellerId;
  const sellerResult = sellerId ? await shopSeller(sellerId) : undefined;
  const seller: Seller | undefined = sellerResult?.ok ? (sellerResult.data ?? undefined) : undefined;
  return { transaction, tickets, seller };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tid, secret } = await params;
  const { seller } = await loadOrder(tid, secret);
  const intl = getIntl(await requestLocale(seller?.localeSettings));
  return {
    title: intl.formatMessage({ id: 'order.metaTitle' }, { number: tid, seller: seller?.name ?? '' }),
    // An order page is personal: reachable only by its secret link, never indexed or followed.
    robots: { index: false, follow: false, nocache: true },
  };
}

export default async function OrderPage({ params }: Props) {
  const { tid, secret } = await params;
  const { transaction, tickets, seller } = await loadOrder(tid, secret);
  const locale = await requestLocale(seller?.localeSettings);
  const intl = getIntl(locale);
  const client = ticketing();

  const eventIds = [...new Set([...tickets.map((ticket) => ticket.eventId), ...(transaction.eventId ? [transaction.eventId] : [])])];
  // A ticket whose event cannot be read still shows, under its own name.
  const eventResults = await Promise.all(eventIds.map((id) => getPublicEvent(client, id, locale)));
  const events = new Map<string, Event>();
  for (const result of eventResults) if (result.ok) events.set(result.data._id, result.data);

  const shopSlug = seller ? (seller.slug ?? seller._id) : undefined;
  const timezone = seller?.timezone ?? 'UTC';
  const currency = transaction.currency ?? seller?.currency ?? 'EUR';
  const now = new Date();
  const shop: ShopInfo = {
    slug: shopSlug ?? '',
    sellerId: seller?._id ?? transaction.sellerId ?? '',
    name: seller?.name ?? '',
    currency,
    timezone,
    locale,
    netPrices: seller?.taxSetting?.taxCalculationMethod === 'Exclusive',
    taxName: seller?.taxSetting?.localTaxName ?? intl.formatMessage({ id: 'eventCard.taxNameFallback' }),
    locationCountry: seller?.locationCountry,
    capturePhone: seller?.features?.capturePhone ?? false,
    loggedIn: false,
  };
  const accent = usableAccent(seller?.accentColor);

  const dateTime = (iso: string, timeZone: string) => intl.formatDate(iso, { timeZone, dateStyle: 'full', timeStyle: 'short' });
  const startOf = (ticket: Ticket) => ticket.slotStartTime ?? events.get(ticket.eventId)?.start;
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
      offers: await ticketActionOffers({ ticket, event: events.get(ticket.eventId), seller, now, load }),
    })),
  );
  const offersOf = new Map(withOffers.map((entry) => [entry.ticket._id, entry]));
  const toPersonalize = tickets.filter(needsPersonalization);
  const personalizationZone = events.get(toPersonalize[0]?.eventId ?? '')?.timezone ?? timezone;

  return (
    <IntlClientProvider locale={locale} messages={messagesFor(locale)}>
      <ShopProvider shop={shop}>
        <QueryProvider>
          <ToastProvider>
          <TicketActionsProvider place={{ kind: 'order', shop: { seller: shopSlug ?? '' }, transaction: { tid, secret } }} parents={configuredEmbeddingParents()}>
            <div lang={locale} className={styles.shell} style={{ '--accent': accent, '--on-accent': readableTextOn(accent) } as CSSProperties}>
              <header className={styles.header}>
                {shopSlug ? (
                  <Link href={`/${encodeURIComponent(shopSlug)}`} className={styles.shopLink}>
                    {seller?.name}
                  </Link>
                ) : null}
              </header>
              <main id="main" tabIndex={-1} className={`page ${styles.page}`}>
                <h1 className={styles.title}>{intl.formatMessage({ id: 'order.title' })}</h1>
                <dl className={styles.summary}>
                  <div>
                    <dt>{intl.formatMessage({ id: 'order.number' })}</dt>
                    <dd className={styles.number}>{transaction.tid}</dd>
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

                {toPersonalize.length > 0 ? (
                  <section className={styles.section} aria-labelledby="order-personalization">
                    <h2 id="order-personalization" className={styles.sectionTitle}>
                      {intl.formatMessage({ id: 'order.personalization.title' })}
                    </h2>
                    <p className={styles.lead}>{intl.formatMessage({ id: 'order.personalization.lead' }, { count: toPersonalize.length })}</p>
                    <OrderPersonalization tickets={tickets} timeZone={personalizationZone} slotLabels={slotLabels} />
                  </section>
                ) : null}

                <section className={styles.section} aria-labelledby="order-tickets">
                  <h2 id="order-tickets" className={styles.sectionTitle}>
                    {intl.formatMessage({ id: 'order.tickets.title' }, { count: tickets.length })}
                  </h2>
                  {tickets.length === 0 ? (
                    <p className={styles.lead}>{intl.formatMessage({ id: 'order.tickets.empty' })}</p>
                  ) : (
                    <ul className={styles.tickets}>
                      {tickets.map((ticket) => {
                        const event = events.get(ticket.eventId);
                        const zone = event?.timezone ?? timezone;
                        const start = startOf(ticket);
                        const revealFrom = ticket.relevancyDate ?? start;
                        const revealAt = revealFrom ? barcodeRevealAt(revealFrom, BARCODE_REVEAL_HOURS) : null;
                        const actions = offersOf.get(ticket._id);
                        const revealed = revealFrom ? isBarcodeRevealed({ ticket, eventStart: revealFrom, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now }) : ticket.barcodeRevealed === true;
                        return (
                          <li key={ticket._id}>
                            <TicketCard
                              ticket={ticket}
                              event={{ name: event?.name ?? ticket.name ?? ticket.ticketName ?? '', image: event?.image }}
                              dateLabel={start ? dateTime(start, zone) : ''}
                              barcodeRevealed={revealed}
                              revealLabel={showsBarcode(ticket) && !revealed && revealAt ? dateTime(revealAt.toISOString(), zone) : undefined}
                            />
                            {actions && actions.offers.length > 0 ? <TicketActionButtons ticket={actions.ticket} offers={actions.offers} siblings={withOffers} /> : null}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
                {shopSlug ? (
                  <p>
                    <Link href={`/${encodeURIComponent(shopSlug)}`} className={styles.back}>
                      {intl.formatMessage({ id: 'order.backToShop' })}
                    </Link>
                  </p>
                ) : null}
              </main>
            </div>
          </TicketActionsProvider>
          </ToastProvider>
        </QueryProvider>
      </ShopProvider>
    </IntlClientProvider>
  );
}
