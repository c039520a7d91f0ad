import 'server-only';
import type { IntlShape } from 'react-intl';
import { ok, type Result } from '@/lib/ticketing/errors';
import { getMyTickets } from '@/lib/ticketing/tickets';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { isHiddenFromTicketsPage, isShownInTicketsPage, packagesOf, pendingPersonalizationCount, splitUpcomingPast, ticketsByEvent } from '@/lib/domain/account-tickets';
import { canSellTickets, canTransferTickets, canUpgradeTickets, isResellableNow, isTransferableNow, walletButtons } from '@/lib/domain/ticket-actions';
import { isHeldByPaymentPlan } from '@/lib/domain/payment-plan-hold';
import { walletReadyTickets } from '@/lib/domain/hard-tickets';
import { effectiveTransferSettings, transferDeadline, transferRefusal } from '@/lib/domain/transfer-rules';
import { seatingPlaceOf } from '@/lib/domain/seating-info';
import { BARCODE_REVEAL_HOURS, barcodeRevealAt, isBarcodeRevealed, isPdfEnabled, showsBarcode } from '@/lib/domain/barcode';
import { eventDateLabel } from '@/lib/i18n/format';
import { dateTimeLabel, seatLabel, ticketWithSeat } from '@/lib/i18n/account-format';
import { shopSlug } from './screen';
import { ACCOUNT_FLOWS } from '@/lib/account/flows';
import type { TicketActionLink, TicketEventView, TicketHrefAction, TicketPackageView, TicketSellAction, TicketTransferAction, TicketView, TicketWalletAction, TransferTicketOption } from '../tickets/types';
import type { WalletPassRequest } from '@/lib/operations/ticket-documents';
import { accountPageHref } from '@/lib/domain/account-menu';
import type { AccountAccess } from '@/lib/account/access';
import { offerLoaders, ticketActionOffers, type OfferLoaders } from '@/lib/ticket-actions/offers';
import type { TicketActionOffer } from '@/lib/ticket-actions/policy';
import { actionTicket } from '@/lib/ticket-actions/action-ticket';
import { hasResaleSite } from '@/lib/domain/resale-marketplace';
import { seasonCardView } from './season-card';

export interface TicketsScreenData {
  packages: TicketPackageView[];
  upcoming: TicketEventView[];
  past: TicketEventView[];
}

interface TicketsContext {
  access: AccountAccess;
  seller: Seller;
  locale: string;
  intl: IntlShape;
  userAgent: string;
  now: Date;
}

/** The object without its undefined fields: they would travel as "$undefined" in the page's payload. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * What the shared ticket card reads of a ticket; the viewer of 200+ tickets sends no more. A ticket
 * with actions also carries what their modals call with: its secret (the holder's capability, as
 * in its PDF link), order and type.
 */
function cardTicket(ticket: Ticket, revealed: boolean, withActions: boolean): Ticket {
  const transfers = (ticket.history ?? []).filter((entry) => entry.type === 'transferred');
  return defined<Ticket>({
    ...(withActions ? actionTicket(ticket) : {}),
    _id: ticket._id,
    eventId: ticket.eventId,
    status: ticket.status,
    ticketName: ticket.ticketName,
    // The card falls back to the name only without a ticket type name.
    name: ticket.ticketName ? undefined : ticket.name,
    categoryName: ticket.categoryName,
    slotStartTime: ticket.slotStartTime ?? undefined,
    firstname: ticket.firstname ?? undefined,
    lastname: ticket.lastname ?? undefined,
    personalized: ticket.personalized,
    requiresPersonalization: ticket.requiresPersonalization,
    seatingInfo: ticket.seatingInfo ? defined(ticket.seatingInfo) : undefined,
    deliveryType: ticket.deliveryType,
    // Only whether it was transferred matters to the card (spec 02 §4).
    history: transfers.length > 0 ? [{ type: 'transferred' }] : undefined,
    // A code not yet revealed never reaches the browser; the card then draws a blurred stand-in.
    barcode: ticket.barcode ? (revealed ? ticket.barcode : 'hidden') : undefined,
  });
}

/**
 * A ticket for the viewer. `ownEvent` is set for package tickets, whose events differ; an event's
 * own viewer knows its event and date already.
 */
function ticketView(context: TicketsContext, ticket: Ticket, event: Event, ownEvent: boolean, offers: TicketActionOffer[]): TicketView {
  const startsAt = ticket.slotStartTime ?? undefined;
  const revealFrom = ticket.relevancyDate ?? startsAt ?? event.start;
  const revealed = isBarcodeRevealed({ ticket, eventStart: revealFrom, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now: context.now });
  const revealAt = barcodeRevealAt(revealFrom, BARCODE_REVEAL_HOURS);
  const pdf = ticket.secret && offersPdf(ticket, revealed) ? ACCOUNT_FLOWS.ticketPdf?.({ id: ticket._id, secret: ticket.secret }, context.locale) : undefined;
  return defined<TicketView>({
    ticket: cardTicket(ticket, revealed, offers.length > 0),
    event: ownEvent ? defined({ name: event.name, image: event.image }) : undefined,
    dateLabel: startsAt ? dateTimeLabel(context.intl, startsAt, event.timezone) : ownEvent ? eventDateLabel(context.intl, event) : undefined,
    barcodeRevealed: revealed,
    revealLabel: showsBarcode(ticket) && ticket.barcode && !revealed && revealAt ? dateTimeLabel(context.intl, revealAt.toISOString(), event.timezone) : undefined,
    pdfHref: pdf,
    offers: offers.length > 0 ? offers : undefined,
    // Until its plan is paid the ticket cannot be transferred or resold: the viewer says so (issue 12).
    paymentPlanHref: isHeldByPaymentPlan(ticket) ? accountPageHref(context.seller, 'payment-plans') : undefined,
    season: seasonCardView(context.seller, ticket, event, context.now),
  });
}

/** Whether the ticket has an e-ticket PDF: a valid virtual ticket, PDF not disabled, barcode revealed (spec 02 §9). */
function offersPdf(ticket: Ticket, revealed: boolean): boolean {
  return showsBarcode(ticket) && isPdfEnabled({ pdfEnabled: ticket.pdfEnabled, revealed });
}

/** Whether the ticket's barcode is revealed now (by its slot, relevancy date or event start). */
function isRevealed(context: TicketsContext, ticket: Ticket, event: Pick<Event, 'start'> | undefined): boolean {
  const revealFrom = ticket.relevancyDate ?? ticket.slotStartTime ?? event?.start;
  return revealFrom !== undefined && isBarcodeRevealed({ ticket, eventStart: revealFrom, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now: context.now });
}

const refsOf = (tickets: readonly Ticket[]) => tickets.flatMap((ticket) => (ticket.secret ? [{ id: ticket._id, secret: ticket.secret }] : []));

/**
 * The actions of a set of tickets: each by its rule (lib/domain/ticket-actions) and the seller's
 * feature, and only when its flow exists (components/account/flows.ts).
 */
function actionLinks(context: TicketsContext, tickets: readonly Ticket[], event: (Pick<Event, '_id' | 'eventType'> & TransferEvent) | undefined, eventOf: (ticket: Ticket) => Event | undefined): TicketActionLink[] {
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

type TransferEvent = Pick<Event, 'name' | 'start' | 'end' | 'timezone' | 'transferSettings' | 'tickets'>;

/**
 * The Transfer modal's data: the tickets flagged transferable, each checked by the transfer rule
 * (spec 02 §9: deadline, retransfer, hard tickets, locks) so that a refused one is shown with its
 * reason; until when the others can go, whether the recipient may pass them on, and the phone
 * field where the seller delivers by SMS. No Transfer button when the rule refuses every ticket.
 */
function transferAction(context: TicketsContext, tickets: readonly Ticket[], event: TransferEvent): TicketTransferAction | undefined {
  const shop = ACCOUNT_FLOWS.transferTickets?.({ slug: shopSlug(context.seller) });
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
  const shop = ACCOUNT_FLOWS.sellTickets?.({ slug: shopSlug(context.seller) });
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

/** The tickets screen: packages, then upcoming and past events, without hidden events and reserved tickets. */
export async function loadTicketsScreen(context: TicketsContext): Promise<Result<TicketsScreenData>> {
  const result = await getMyTickets(context.access.client, { locale: context.locale }, context.access.token);
  if (!result.ok) return result;
  const events = new Map(result.data.events.map((event) => [event._id, event]));
  const eventOfTicket = (ticket: Ticket) => events.get(ticket.eventId);
  const shown = result.data.tickets.filter((ticket) => {
    const event = events.get(ticket.eventId);
    return event !== undefined && !isHiddenFromTicketsPage(event) && isShownInTicketsPage(ticket);
  });

  const load = offerLoaders();
  const offersOf = new Map(await Promise.all(shown.map(async (ticket) => [ticket._id, await ticketOffers(context, load, ticket, events.get(ticket.eventId))] as const)));
  const view = (ticket: Ticket, event: Event, ownEvent: boolean) => ticketView(context, ticket, event, ownEvent, offersOf.get(ticket._id) ?? []);

  const byEvent = ticketsByEvent(shown);
  const withTickets = [...byEvent.keys()].map((id) => events.get(id)).filter((event): event is Event => event !== undefined);
  const { upcoming, past } = splitUpcomingPast(withTickets, context.now);
  const eventView = (event: Event): TicketEventView => {
    const tickets = byEvent.get(event._id) ?? [];
    return {
      eventId: event._id,
      name: event.name,
      image: event.image,
      start: event.start,
      dateLabel: eventDateLabel(context.intl, event),
      season: event.eventType === 'group',
      tickets: tickets.map((ticket) => view(ticket, event, false)),
      actions: actionLinks(context, tickets, event, eventOfTicket),
    };
  };

  const packages = packagesOf(shown).map((pkg): TicketPackageView => {
    const eventNames = [...new Set(pkg.tickets.map((ticket) => events.get(ticket.eventId)?.name).filter((name): name is string => Boolean(name)))];
    return {
      packageId: pkg.packageId,
      name: pkg.name ?? context.intl.formatMessage({ id: 'account.tickets.package.fallbackName' }),
      eventNames,
      tickets: pkg.tickets.flatMap((ticket) => {
        const event = events.get(ticket.eventId);
        return event ? [view(ticket, event, true)] : [];
      }),
      pendingPersonalization: pendingPersonalizationCount(pkg.tickets),
      actions: actionLinks(context, pkg.tickets, undefined, eventOfTicket),
    };
  });

  return ok({ packages, upcoming: upcoming.map(eventView), past: past.map(eventView) });
}

/** The ticket actions a ticket offers, each by its rule (lib/ticket-actions/offers.ts). */
function ticketOffers(context: TicketsContext, load: OfferLoaders, ticket: Ticket, event: Event | undefined): Promise<TicketActionOffer[]> {
  return ticketActionOffers({ ticket, event, seller: context.seller, now: context.now, load });
}
