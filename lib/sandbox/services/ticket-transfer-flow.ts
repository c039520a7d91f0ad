import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { TicketTransfer } from '../../ticketing/schemas/ticket-transfer.ts';
import { badRequest, coded, conflict, notFound } from '../http/errors.ts';
import { sendMail } from '../mail.ts';
import { newId, newSecret, secretsMatch } from './ids.ts';
import { involvingTickets } from './ticket-transfers.ts';
import { transferMail } from './transfer-mails.ts';
import { TICKET_ALREADY_SCANNED, wasScanned } from './ticket-scans.ts';
import { acceptSeasonChildTransfer, seasonTransferScope } from './season-transfers.ts';
import { randomBarcode } from './ticket-issue.ts';
import { effectiveTransferSettings, transferRefusal as transferRefusalRule, type TransferRefusal } from '../../domain/transfer-rules.ts';

/**
 * Creating, rejecting and accepting ticket transfers (spec 02 §4 lifecycle, §5 Transfer rules, §7).
 * A created transfer reserves its tickets: no second transfer of them until it is rejected or
 * accepted. Accepting retires the sender's tickets (invalid, with a 'transferred' history entry, so
 * they count as transferred) and issues the recipient a new ticket for each.
 */

const sameEmail = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

const REFUSAL_MESSAGES: Record<TransferRefusal, string> = {
  ticketStatusNotValid: 'Ticket is not transferable',
  paymentPlanUnpaid: 'The payment plan of this ticket is not paid yet',
  ticketLocked: 'Ticket is locked',
  transferNotAllowed: 'Ticket is not transferable',
  hardTicketNotAllowed: 'Hard tickets cannot be transferred',
  retransferNotAllowed: 'A ticket received by transfer cannot be transferred again',
  deadline: 'The transfer deadline has passed',
};

/** Why the ticket cannot be transferred now (lib/domain/transfer-rules.ts, and the ticket's own flag), or undefined when it can. */
export function transferRefusal(ctx: SandboxContext, ticket: Ticket): string | undefined {
  if (ticket.transferable === false) return 'Ticket is not transferable';
  if (wasScanned(ticket)) return TICKET_ALREADY_SCANNED;
  const event = ctx.store.get('events', ticket.eventId);
  const seller = ctx.store.get('sellers', ticket.sellerId ?? event?.sellerId ?? '');
  const ticketType = event?.tickets?.find((type) => type._id === ticket.ticketTypeId);
  const settings = effectiveTransferSettings(ticketType?.transferSettings, event?.transferSettings, seller?.transferSettings);
  const refusal = transferRefusalRule({ ticket, settings, eventEnd: event ? (event.end ?? event.start) : ctx.now(), now: ctx.now() });
  return refusal ? REFUSAL_MESSAGES[refusal] : undefined;
}

export interface CreateTransferInput {
  tickets: { id: string; secret: string }[];
  recipient: { email: string; phone?: string | undefined };
  /** A season card's single event (services/season-transfers.ts); without it a card goes whole. */
  childEventId?: string | undefined;
  groupEventId?: string | undefined;
}

/** The caller's own tickets by id and secret: a ticket of someone else is as unknown as a missing one. */
function ownedTickets(ctx: SandboxContext, sender: Customer, refs: CreateTransferInput['tickets']): Ticket[] {
  return refs.map((ref) => {
    const ticket = ctx.store.get('tickets', ref.id);
    if (!ticket || ticket.customerId !== sender._id || ticket.sellerId !== sender.sellerId || !secretsMatch(ticket.secret ?? undefined, ref.secret)) throw notFound('Ticket');
    return ticket;
  });
}

export function createTransfer(ctx: SandboxContext, sender: Customer, input: CreateTransferInput): TicketTransfer {
  return ctx.store.transaction(() => {
    const email = input.recipient.email.trim();
    const tickets = ownedTickets(ctx, sender, input.tickets);
    const first = tickets[0];
    if (!first) throw badRequest('Invalid request', { tickets: ['at least one ticket'] });
    if (new Set(tickets.map((ticket) => ticket._id)).size !== tickets.length) throw badRequest('Invalid request', { tickets: ['a ticket is named twice'] });
    if (tickets.some((ticket) => ticket.eventId !== first.eventId)) throw badRequest('Invalid request', { tickets: ['all tickets must be for one event'] });
    if (sameEmail(email, sender.primaryEmail) || tickets.some((ticket) => sameEmail(email, ticket.email))) {
      throw coded(400, 'forbiddenSameCustomer', 'The recipient must be someone else', undefined, { 'recipient.email': ['forbiddenSameCustomer'] });
    }
    for (const ticket of tickets) {
      const refusal = transferRefusal(ctx, ticket);
      if (refusal) throw badRequest(refusal, { tickets: [`${ticket._id}: ${refusal}`] });
    }
    // A season card's events go one by one: the season rules say which pending transfers conflict.
    const season = seasonTransferScope(ctx, tickets, input);
    const pending = season ? [] : involvingTickets(ctx, first.sellerId ?? '', tickets.map((ticket) => ticket._id)).filter((transfer) => transfer.status === 'created');
    if (pending.length > 0) throw conflict('A ticket already has a pending transfer');

    const seller = ctx.store.get('sellers', first.sellerId ?? '');
    const event = ctx.store.get('events', season?.childEventId ?? first.eventId);
    const recipient = ctx.store.list('customers', { sellerId: first.sellerId ?? '' }).docs.find((customer) => sameEmail(customer.primaryEmail, email));
    const createdAt = ctx.now().toISOString();
    const id = newId('trf');
    const transfer: TicketTransfer = {
      _id: id,
      secret: newSecret(),
      status: 'created',
      sellerId: first.sellerId ?? '',
      eventId: season?.childEventId ?? first.eventId,
      ...season,
      origin: 'customer',
      sender: { email: sender.primaryEmail ?? null, customerId: sender._id },
      recipient: { email, ...(input.recipient.phone ? { phone: input.recipient.phone } : {}), customerId: recipient?._id ?? null },
      tickets: tickets.map((ticket) => ({ id: ticket._id, secret: ticket.secret ?? '' })),
      requiresAcceptance: true,
      createdAt,
      updatedAt: createdAt,
    };
    ctx.store.put('ticketTransfers', transfer, { sellerId: transfer.sellerId, customerId: sender._id, eventId: transfer.eventId, createdAt });
    sendMail(
      ctx,
      transferMail({
        language: seller?.localeSettings?.defaultLocale,
        sellerId: transfer.sellerId ?? '',
        shopName: seller?.name ?? 'the shop',
        recipient: email,
        sender: [sender.prename, sender.lastname].filter(Boolean).join(' ') || sender.primaryEmail || 'Someone',
        eventName: event?.name ?? 'an event',
        ticketCount: tickets.length,
        link: `/ticket-transfer/${encodeURIComponent(id)}/${encodeURIComponent(transfer.secret ?? '')}`,
      }),
    );
    return transfer;
  });
}

function pendingBySecret(ctx: SandboxContext, id: string, secret: string): TicketTransfer {
  const transfer = ctx.store.get('ticketTransfers', id);
  // A wrong secret is answered like an unknown id, so the answer never confirms that an id exists.
  if (!transfer || !secretsMatch(transfer.secret ?? undefined, secret)) throw notFound('Ticket transfer');
  if (transfer.status !== 'created') throw coded(409, 'transferClosed', `The transfer is already ${transfer.status}`);
  return transfer;
}

/** The sender withdraws or the recipient refuses: the transfer stays listed as rejected, its tickets are free again. */
export function rejectTransfer(ctx: SandboxContext, id: string, secret: string): TicketTransfer {
  return ctx.store.transaction(() => {
    const transfer = pendingBySecret(ctx, id, secret);
    const rejected: TicketTransfer = { ...transfer, status: 'rejected', updatedAt: ctx.now().toISOString() };
    return ctx.store.update('ticketTransfers', id, () => rejected) ?? rejected;
  });
}

export interface AcceptTransferInput {
  secret: string;
  prename: string;
  lastname: string;
}

/** The recipient takes the tickets: each sender ticket becomes invalid and a new one is issued in the recipient's name. */
export function acceptTransfer(ctx: SandboxContext, id: string, input: AcceptTransferInput): TicketTransfer {
  return ctx.store.transaction(() => {
    const transfer = pendingBySecret(ctx, id, input.secret);
    const date = ctx.now().toISOString();
    const email = transfer.recipient?.email ?? null;
    const recipientId = transfer.recipient?.customerId ?? null;
    const originals = (transfer.tickets ?? []).map((ref) => ctx.store.get('tickets', ref.id));
    // The sender may have lost a ticket since (a return, a resale): the transfer cannot complete then.
    if (originals.some((ticket) => !ticket || transferRefusal(ctx, ticket))) throw coded(409, 'ticketsChanged', 'A ticket of this transfer is no longer transferable');
    for (const original of originals) {
      if (!original) continue;
      if (transfer.childEventId) {
        acceptSeasonChildTransfer(ctx, transfer, original, input, date);
        continue;
      }
      ctx.store.update('tickets', original._id, (current) => ({
        ...current,
        status: 'invalid',
        pdfEnabled: false,
        appleWalletEnabled: false,
        googleWalletEnabled: false,
        transferable: false,
        resellable: false,
        upgradeable: false,
        history: [...(current.history ?? []), { type: 'transferred', date, data: { transferId: transfer._id, recipientEmail: email } }],
      }));
      const successor: Ticket = {
        ...original,
        _id: newId('tkt'),
        secret: newSecret(),
        customerId: recipientId,
        email,
        firstname: input.prename,
        lastname: input.lastname,
        transactionId: null,
        purchaseIntentId: null,
        origin: 'transfer',
        originTicketId: original._id,
        status: 'valid',
        // The sender's barcode dies with their ticket; the recipient's entry needs its own.
        barcode: randomBarcode(),
        personalized: false,
        requiresPersonalization: false,
        extraFields: {},
        history: [{ type: 'createdFromTransfer', date, data: { transferId: transfer._id, originTicketId: original._id } }],
        pdfEnabled: original.deliveryType !== 'hard',
        transferable: true,
        resellable: false,
        upgradeable: false,
        returnable: false,
        cancellable: false,
      };
      ctx.store.put('tickets', successor, { sellerId: successor.sellerId, customerId: recipientId ?? undefined, eventId: successor.eventId, createdAt: date });
    }
    const accepted: TicketTransfer = { ...transfer, status: 'transferred', updatedAt: date };
    return ctx.store.update('ticketTransfers', id, () => accepted) ?? accepted;
  });
}
