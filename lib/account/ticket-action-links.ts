import 'server-only';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { canSellTickets, canTransferTickets, canUpgradeTickets, isResellableNow, isTransferableNow, walletButtons } from '../domain/ticket-actions.ts';
import { walletReadyTickets } from '../domain/hard-tickets.ts';
import { effectiveTransferSettings, transferDeadline, transferRefusal } from '../domain/transfer-rules.ts';
import { seatingPlaceOf } from '../domain/seating-info.ts';
import { hasResaleSite } from '../domain/resale-marketplace.ts';
import { accountPageHref } from '../domain/account-menu.ts';
import { dateTimeLabel, seatLabel, ticketWithSeat } from '../i18n/account-format.ts';
import type { WalletPassRequest } from '../operations/ticket-documents.ts';
import { ACCOUNT_FLOWS } from './flows.ts';
import { shopSlugOf } from './season-card.ts';
import { defined, isRevealed, offersPdf, type TicketsContext } from './ticket-view.ts';
import type { TicketActionLink, TicketHrefAction, TicketSellAction, TicketTransferAction, TicketWalletAction, TransferTicketOption } from './ticket-views.ts';

const refsOf = (tickets: readonly Ticket[]) => tickets.flatMap((ticket) => (ticket.secret ? [{ id: ticket._id, secret: ticket.secret }] : []));

type TransferEvent = Pick<Event, 'name' | 'start' | 'end' | 'timezone' | 'transferSettings' | 'tickets'>;

/**
 * The actions of a set of tickets (an event's, or a package's without `event`): each by its rule
 * (lib/domain/ticket-actions) and the seller's feature, and only when its flow exists (flows.ts).
 */
export function actionLinks(
  context: TicketsContext,
  tickets: readonly Ticket[],
  event: (Pick<Event, '_id' | 'eventType'> & TransferEvent) | undefined,
  eventOf: (ticket: Ticket) => Event | undefined,
): TicketActionLink[] {
  const features = context.seller.features ?? {};
  const links: TicketActionLink[] = [];
  const offer = (kind: TicketHrefAction['kind'], allowed: boolean, href: () => string | undefined) => {
    if (!allowed) return;
    const target = href();
    if (target) links.push({ kind, href: target });
  };
  if (event) {
    // A season's cards are sold and transferred by event: their modals start with the season's events.
    const season = event.eventType === 'group';
    const sell = features.resell !== false && canSellTickets(tickets, event, context.now) ? sellAction(context, tickets, event) : undefined;
    if (sell) links.push(season ? { ...sell, season: true } : sell);
    const transfer = features.ticketTransfers !== false && canTransferTickets(tickets) ? transferAction(context, tickets, event) : undefined;
    if (transfer) links.push(season ? { ...transfer, season: { eventId: event._id } } : transfer);
    offer('upgrade', features.upgrades !== false && canUpgradeTickets(tickets), () => ACCOUNT_FLOWS.upgradeTickets?.({ eventId: event._id }));
  }
  // A hard ticket counts as wallet-enabled only where the seller lets it into that wallet (spec 02 §9).
  const walletTickets = walletReadyTickets(tickets, context.seller.walletSettings);
  const wallet = walletButtons({ tickets: walletTickets, userAgent: context.userAgent });
  // Each pass and the PDF hold only the tickets enabled for them, which the API checks one by one.
  const appleRefs = refsOf(walletTickets.filter((ticket) => ticket.appleWalletEnabled === true));
  const googleRefs = refsOf(walletTickets.filter((ticket) => ticket.googleWalletEnabled === true));
  const pdfRefs = refsOf(tickets.filter((ticket) => offersPdf(ticket, isRevealed(context, ticket, eventOf(ticket)))));
  const walletPass = (kind: TicketWalletAction['kind'], allowed: boolean, pass: () => WalletPassRequest | undefined) => {
    const request = allowed ? pass() : undefined;
    if (request) links.push({ kind, pass: request });
  };
  walletPass('appleWallet', features.wallet !== false && wallet.apple && appleRefs.length > 0, () => ACCOUNT_FLOWS.appleWalletTickets?.(appleRefs, context.locale));
  walletPass('googleWallet', features.wallet !== false && wallet.google && googleRefs.length > 0, () => ACCOUNT_FLOWS.googleWalletTickets?.(googleRefs, context.locale));
  offer('downloadAll', pdfRefs.length > 0, () => ACCOUNT_FLOWS.ticketsPdf?.(pdfRefs, context.locale));
  return links;
}

/** Tickets by id, name, seat and a readable label, for the modals and their selection rule; none of their secrets. */
function ticketOptions(context: TicketsContext, tickets: readonly Ticket[]): TransferTicketOption[] {
  const fallback = context.intl.formatMessage({ id: 'account.transfers.ticket' });
  return tickets.map((ticket) => {
    const name = ticket.ticketName ?? ticket.categoryName ?? fallback;
    const seat = seatLabel(context.intl, ticket.seatingInfo);
    return defined<TransferTicketOption>({ id: ticket._id, label: ticketWithSeat(name, seat), name, seatingInfo: seatingPlaceOf(ticket.seatingInfo) });
  });
}

/**
 * The Transfer modal's data: the tickets flagged transferable, each checked by the transfer rule
 * (spec 02 §9: deadline, retransfer, hard tickets, locks) so that a refused one is shown with its
 * reason; until when the others can go, whether the recipient may pass them on, and the phone
 * field where the seller delivers by SMS. No Transfer button when the rule refuses every ticket.
 */
function transferAction(context: TicketsContext, tickets: readonly Ticket[], event: TransferEvent): TicketTransferAction | undefined {
  const shop = ACCOUNT_FLOWS.transferTickets?.({ slug: shopSlugOf(context.seller) });
  if (!shop) return undefined;
  const candidates = tickets.filter(isTransferableNow);
  const eventEnd = event.end ?? event.start;
  const settingsOf = (ticket: Ticket) =>
    effectiveTransferSettings(event.tickets?.find((type) => type._id === ticket.ticketTypeId)?.transferSettings, event.transferSettings, context.seller.transferSettings);
  const refusals = candidates.map((ticket) => transferRefusal({ ticket, settings: settingsOf(ticket), eventEnd, now: context.now }));
  const open = candidates.filter((_, index) => refusals[index] === undefined);
  if (open.length === 0) return undefined;
  const deadline = Math.min(...open.map((ticket) => transferDeadline(eventEnd, settingsOf(ticket)).getTime()));
  const retransfer = open.some((ticket) => settingsOf(ticket).retransferMode === 'notAllowed') ? 'notAllowed' : 'allowed';
  const options = ticketOptions(context, candidates).map((option, index) => (refusals[index] ? { ...option, refusal: refusals[index] } : option));
  return defined<TicketTransferAction>({
    kind: 'transfer',
    eventName: event.name,
    tickets: options,
    shop,
    deadlineLabel: dateTimeLabel(context.intl, new Date(deadline).toISOString(), event.timezone),
    retransfer,
    phone: context.seller.deliverySettings?.sms?.enabled === true ? defined({ sellerCountry: context.seller.locationCountry }) : undefined,
  });
}

/** The Resell modal's data: the resellable tickets; the status route handler adds prices, fees and payout methods. */
function sellAction(context: TicketsContext, tickets: readonly Ticket[], event: Pick<Event, '_id' | 'name'>): TicketSellAction | undefined {
  const shop = ACCOUNT_FLOWS.sellTickets?.({ slug: shopSlugOf(context.seller) });
  if (!shop) return undefined;
  return {
    kind: 'sell',
    eventId: event._id,
    eventName: event.name,
    tickets: ticketOptions(context, tickets.filter(isResellableNow)),
    shop,
    paymentMethodsHref: accountPageHref(context.seller, 'payment-methods'),
    ...(hasResaleSite(context.seller.features?.resaleMarketplace, context.seller.resaleSite) ? { resaleSite: { name: context.seller.resaleSite.name } } : {}),
  };
}
