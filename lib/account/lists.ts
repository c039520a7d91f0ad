import 'server-only';
import type { IntlShape } from 'react-intl';
import { ok, type Result } from '../ticketing/errors.ts';
import { getTicket } from '../ticketing/tickets.ts';
import { listMyTicketTransfers } from '../ticketing/transfers.ts';
import { listMyResellOffers } from '../ticketing/resale.ts';
import { listMyPurchaseIntents } from '../ticketing/purchase-intents.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { TicketTransfer } from '../ticketing/schemas/ticket-transfer.ts';
import type { PurchaseIntentStatus } from '../ticketing/schemas/purchase-intent.ts';
import { purchaseIntentLabel, resellOfferLabel, transferLabel } from '../domain/account-labels.ts';
import type { ListPage } from '../domain/infinite-paging.ts';
import { sumMoney } from '../domain/money.ts';
import { eventDateLabel, moneyLabel } from '../i18n/format.ts';
import { dateTimeLabel, dayLabel, seatLabel, ticketWithSeat } from '../i18n/account-format.ts';
import type { TransferListItem } from '../operations/transfers.ts';
import type { ResellOfferListItem } from '../operations/resale.ts';
import type { PurchaseIntentListItem } from '../operations/purchase-intents.ts';
import { ACCOUNT_FLOWS } from './flows.ts';
import type { AccountAccess } from './access.ts';
import { eventsById } from './events.ts';

/**
 * One page of each paged account list, shaped into plain items with their labels formatted on the
 * server. The screens call these for the first page, the list operations' handlers for the next ones.
 */

export interface ListContext {
  access: AccountAccess;
  seller: Pick<Seller, '_id' | 'timezone'>;
  locale: string;
  intl: IntlShape;
}

export interface Paging {
  skip: number;
  top: number;
}

const sellerZone = (context: ListContext) => context.seller.timezone ?? 'UTC';

function eventLabels(context: ListContext, event: Event | undefined) {
  return { eventName: event?.name, eventDateLabel: event ? eventDateLabel(context.intl, event) : undefined };
}

function created(context: ListContext, createdAt: string | undefined) {
  return { createdAt, dateLabel: createdAt ? dayLabel(context.intl, createdAt, sellerZone(context)) : undefined };
}

export type TransferDirection = 'received' | 'sent';

/** The group modal's ticket lines of a pending sent transfer: the sender still holds these tickets. */
async function transferTicketLines(context: ListContext, transfer: TicketTransfer): Promise<{ id: string; label: string }[]> {
  return Promise.all(
    (transfer.tickets ?? []).map(async (ref) => {
      const fallback = { id: ref.id, label: context.intl.formatMessage({ id: 'account.transfers.ticket' }) };
      if (!ref.secret) return fallback;
      const ticket = await getTicket(context.access.client, ref.id, ref.secret);
      if (!ticket.ok) return fallback;
      const name = ticket.data.ticketName ?? ticket.data.categoryName ?? fallback.label;
      const seat = seatLabel(context.intl, ticket.data.seatingInfo);
      return { id: ref.id, label: ticketWithSeat(name, seat) };
    }),
  );
}

export async function loadTransferPage(context: ListContext, query: Paging & { direction: TransferDirection }): Promise<Result<ListPage<TransferListItem>>> {
  // Person-to-person transfers only (spec 02 §7 "origin customer"): a resale's marketplace transfer
  // would show each party the other's e-mail; the Sold tab and the buyer's order show that sale.
  const result = await listMyTicketTransfers(context.access.client, { direction: query.direction, origin: 'customer', skip: query.skip, top: query.top }, context.access.token);
  if (!result.ok) return result;
  const events = await eventsById(context.access.client, context.seller._id, result.data.docs.map((transfer) => transfer.eventId), context.locale);
  const items = await Promise.all(
    result.data.docs.map(async (transfer): Promise<TransferListItem> => {
      const received = query.direction === 'received';
      const party = received ? transfer.sender : transfer.recipient;
      const pageLink = ACCOUNT_FLOWS.ticketTransferPage;
      return {
        id: transfer._id,
        status: transfer.status,
        tone: transferLabel(transfer.status).tone,
        email: party?.email ?? party?.phone ?? '',
        // The Transfer modal offers it again with the e-mail among the last recipients.
        phone: received ? undefined : (transfer.recipient?.phone ?? undefined),
        ...eventLabels(context, transfer.eventId ? events.get(transfer.eventId) : undefined),
        ...created(context, transfer.createdAt),
        ticketCount: transfer.tickets?.length ?? 0,
        href: received && pageLink && transfer.secret ? pageLink({ id: transfer._id, secret: transfer.secret }) : undefined,
        // Only created transfers on the Sent tab are clickable (spec 01 §4).
        group: !received && transfer.status === 'created' ? { tickets: await transferTicketLines(context, transfer) } : undefined,
      };
    }),
  );
  return ok({ items, total: result.data.total });
}

export type ResellOfferTab = 'active' | 'sold';

export async function loadResellOfferPage(context: ListContext, query: Paging & { status: ResellOfferTab }): Promise<Result<ListPage<ResellOfferListItem>>> {
  const result = await listMyResellOffers(context.access.client, { status: [query.status], skip: query.skip, top: query.top }, context.access.token);
  if (!result.ok) return result;
  const events = await eventsById(context.access.client, context.seller._id, result.data.docs.map((offer) => offer.eventId), context.locale);
  const items = result.data.docs.map((offer): ResellOfferListItem => {
    const event = offer.eventId ? events.get(offer.eventId) : undefined;
    const currency = offer.currency ?? event?.currency;
    const offerItems = offer.items ?? [];
    const prices = offerItems.map((item) => item.price).filter((price): price is number => price !== undefined);
    const fees = offerItems.map((item) => item.resellFee).filter((fee): fee is number => fee !== undefined);
    return {
      id: offer._id,
      status: offer.status,
      tone: resellOfferLabel(offer.status).tone,
      ...eventLabels(context, event),
      ...created(context, offer.createdAt),
      ticketCount: offerItems.length,
      tickets: offerItems.map((item) => ({
        id: item.ticketId,
        label: seatLabel(context.intl, item.seatingInfo ?? item.ticket?.seatingInfo) ?? item.ticket?.ticketName ?? context.intl.formatMessage({ id: 'account.transfers.ticket' }),
        priceLabel: item.price !== undefined ? moneyLabel(context.intl, item.price, currency) : undefined,
      })),
      totalLabel: prices.length > 0 ? moneyLabel(context.intl, sumMoney(prices), currency) : undefined,
      feeLabel: fees.length > 0 ? moneyLabel(context.intl, sumMoney(fees), currency) : undefined,
    };
  });
  return ok({ items, total: result.data.total });
}

export type PurchaseIntentTab = 'open' | 'closed';

/** The Open tab asks for status new, the Closed tab for complete and canceled. */
export const PURCHASE_INTENT_TAB_STATUSES: Record<PurchaseIntentTab, readonly PurchaseIntentStatus[]> = {
  open: ['new'],
  closed: ['complete', 'canceled'],
};

export async function loadPurchaseIntentPage(context: ListContext, query: Paging & { status: PurchaseIntentTab }): Promise<Result<ListPage<PurchaseIntentListItem>>> {
  const result = await listMyPurchaseIntents(context.access.client, { status: PURCHASE_INTENT_TAB_STATUSES[query.status], skip: query.skip, top: query.top }, context.access.token);
  if (!result.ok) return result;
  const events = await eventsById(context.access.client, context.seller._id, result.data.docs.map((intent) => intent.eventId), context.locale);
  const pageLink = ACCOUNT_FLOWS.purchaseIntentPage;
  const items = result.data.docs.map((intent): PurchaseIntentListItem => {
    const event = intent.eventId ? events.get(intent.eventId) : undefined;
    const open = intent.status === 'new';
    const { label, tone } = purchaseIntentLabel(intent);
    return {
      id: intent._id,
      label,
      tone,
      ...eventLabels(context, event),
      ...created(context, intent.createdAt),
      expiresAt: open ? (intent.expiresAt ?? undefined) : undefined,
      expiresLabel: open && intent.expiresAt ? dateTimeLabel(context.intl, intent.expiresAt, event?.timezone ?? sellerZone(context)) : undefined,
      ticketCount: (intent.tickets ?? []).reduce((total, item) => total + item.amount, 0),
      productCount: (intent.products ?? []).reduce((total, item) => total + item.amount, 0),
      reference: intent.reference ?? undefined,
      priceLabel: intent.realPrice !== undefined ? moneyLabel(context.intl, intent.realPrice, intent.currency ?? event?.currency) : undefined,
      rejectionReason: label === 'rejected' ? (intent.rejectionReason ?? undefined) : undefined,
      href: pageLink && intent.secret ? pageLink({ id: intent._id, secret: intent.secret }) : undefined,
    };
  });
  return ok({ items, total: result.data.total });
}
