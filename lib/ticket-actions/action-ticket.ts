import type { Ticket } from '../ticketing/schemas/ticket.ts';

/**
 * What an action modal reads of a ticket: who it is for and what the modal's calls need (id and
 * secret, order, type, price). Never the barcode: a page hands this to the browser for tickets
 * whose code is not revealed yet.
 */
export function actionTicket(ticket: Ticket): Ticket {
  const fields: Ticket = {
    _id: ticket._id,
    eventId: ticket.eventId,
    status: ticket.status,
    secret: ticket.secret,
    transactionId: ticket.transactionId ?? undefined,
    ticketTypeId: ticket.ticketTypeId,
    ticketName: ticket.ticketName,
    name: ticket.name ?? undefined,
    categoryName: ticket.categoryName,
    seatingInfo: ticket.seatingInfo ?? undefined,
    firstname: ticket.firstname ?? undefined,
    lastname: ticket.lastname ?? undefined,
    type: ticket.type,
    realPrice: ticket.realPrice,
    currency: ticket.currency,
    triggeredBy: ticket.triggeredBy ?? undefined,
    requiresPersonalization: ticket.requiresPersonalization,
    requiresExtraFields: ticket.requiresExtraFields,
    personalized: ticket.personalized,
    // The holder's own answers, which the re-personalization form starts from.
    extraFields: ticket.extraFields,
    relevancyDate: ticket.relevancyDate ?? undefined,
    slotStartTime: ticket.slotStartTime ?? undefined,
  };
  // Undefined fields would travel as "$undefined" in the page's payload.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Ticket;
}
