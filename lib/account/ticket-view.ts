import 'server-only';
import type { IntlShape } from 'react-intl';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { TicketActionOffer } from '../ticket-actions/policy.ts';
import { actionTicket } from '../ticket-actions/action-ticket.ts';
import { isHeldByPaymentPlan } from '../domain/payment-plan-hold.ts';
import { BARCODE_REVEAL_HOURS, barcodeRevealAt, isBarcodeRevealed, isPdfEnabled, showsBarcode } from '../domain/barcode.ts';
import { accountPageHref } from '../domain/account-menu.ts';
import { eventDateLabel } from '../i18n/format.ts';
import { dateTimeLabel } from '../i18n/account-format.ts';
import { ACCOUNT_FLOWS } from './flows.ts';
import type { AccountAccess } from './access.ts';
import { seasonCardView } from './season-card.ts';
import type { TicketView } from './ticket-views.ts';

/** Who looks at the tickets, in which language and when: what every view of the tickets screen is built with. */
export interface TicketsContext {
  access: AccountAccess;
  seller: Seller;
  locale: string;
  intl: IntlShape;
  /** Wallet buttons depend on the browser (spec 02 §9). */
  userAgent: string;
  now: Date;
}

/** The object without its undefined fields: they would travel as "$undefined" in the page's payload. */
export function defined<T extends object>(value: T): T {
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

/** Whether the ticket has an e-ticket PDF: a valid virtual ticket, PDF not disabled, barcode revealed (spec 02 §9). */
export function offersPdf(ticket: Ticket, revealed: boolean): boolean {
  return showsBarcode(ticket) && isPdfEnabled({ pdfEnabled: ticket.pdfEnabled, revealed });
}

/** Whether the ticket's barcode is revealed now (by its slot, relevancy date or event start). */
export function isRevealed(context: TicketsContext, ticket: Ticket, event: Pick<Event, 'start'> | undefined): boolean {
  const revealFrom = ticket.relevancyDate ?? ticket.slotStartTime ?? event?.start;
  return revealFrom !== undefined && isBarcodeRevealed({ ticket, eventStart: revealFrom, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now: context.now });
}

/**
 * A ticket for the viewer. `ownEvent` is set for package tickets, whose events differ; an event's
 * own viewer knows its event and date already.
 */
export function ticketView(context: TicketsContext, ticket: Ticket, event: Event, ownEvent: boolean, offers: TicketActionOffer[]): TicketView {
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
