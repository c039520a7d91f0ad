import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listParam, pagingQuerySchema } from '../http/query.ts';
import { looseEnum } from '../../ticketing/schemas/common.ts';
import { TICKET_TRANSFER_STATUSES, type TicketTransfer } from '../../ticketing/schemas/ticket-transfer.ts';
import { requireCustomer } from '../services/customers.ts';
import { secretsMatch } from '../services/checkouts.ts';
import { newestFirst, pageFrom } from '../services/lists.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { involvingTickets, receivedBy, recipientView, sentBy } from '../services/ticket-transfers.ts';
import { acceptTransfer, createTransfer, rejectTransfer } from '../services/ticket-transfer-flow.ts';
import { isValidE164 } from '../../domain/phone.ts';

/**
 * Ticket transfer lists (spec 02 §5, §7). One path answers two queries:
 * - the customer's own transfers (Bearer token; isSender=true and/or isRecipient=true), and
 * - the public by-tickets query (sellerId plus tickets as JSON [{id, secret}], at most 10 per call,
 *   spec 01 §9 "lookups chunked by 10"), where each ticket's secret is the caller's proof of holding it.
 */

export const MAX_TICKETS_PER_TRANSFER_LOOKUP = 10;

const ticketRefsSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON array of {id, secret}' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.object({ id: z.string().min(1), secret: z.string().min(1) }))
      .min(1, 'expected at least one ticket')
      .max(MAX_TICKETS_PER_TRANSFER_LOOKUP, `at most ${MAX_TICKETS_PER_TRANSFER_LOOKUP} tickets per call`),
  );

const transferQuerySchema = pagingQuerySchema.extend({
  status: listParam.pipe(z.array(looseEnum(TICKET_TRANSFER_STATUSES))).optional(),
  origin: z.string().min(1).optional(),
  isSender: z.stringbool().optional(),
  isRecipient: z.stringbool().optional(),
  sellerId: z.string().min(1).optional(),
  tickets: ticketRefsSchema.optional(),
});
type TransferQuery = z.infer<typeof transferQuerySchema>;

function matchesFilters(transfer: TicketTransfer, query: TransferQuery): boolean {
  return (!query.status || query.status.includes(transfer.status)) && (!query.origin || transfer.origin === query.origin);
}

/** The by-tickets query: every ticket must exist at the seller and its secret must match. */
function transfersForTickets(ctx: SandboxContext, query: TransferQuery & { tickets: { id: string; secret: string }[] }): TicketTransfer[] {
  if (!query.sellerId) throw badRequest('Invalid request', { sellerId: ['required with tickets'] });
  for (const ref of query.tickets) {
    const ticket = ctx.store.get('tickets', ref.id);
    // A wrong secret is answered like an unknown ticket, so the answer never confirms that an id exists.
    if (!ticket || ticket.sellerId !== query.sellerId || !secretsMatch(ticket.secret, ref.secret)) throw notFound('Ticket');
  }
  return involvingTickets(ctx, query.sellerId, query.tickets.map((ref) => ref.id));
}

const ticketRefSchema = z.object({ id: z.string().min(1).max(200), secret: z.string().min(1).max(200) });

/** Spec 02 §5 create payload; childEventId (and groupEventId) for a season card's single event (services/season-transfers.ts). */
const createTransferSchema = z.object({
  tickets: z.array(ticketRefSchema).min(1).max(100),
  // The phone travels as E.164 (spec 02 §5: country plus number merged); anything else is refused.
  recipient: z.object({ email: z.email().max(320), phone: z.string().trim().max(16).refine(isValidE164, 'expected an E.164 phone number').nullish() }),
  childEventId: z.string().min(1).max(200).optional(),
  groupEventId: z.string().min(1).max(200).optional(),
  customerId: z.string().min(1).optional(),
  requiresAcceptance: z.boolean().default(true),
});

const rejectSchema = z.object({ secret: z.string().min(1).max(200) });
const acceptSchema = z.object({
  secret: z.string().min(1).max(200),
  prename: z.string().trim().min(1).max(100),
  lastname: z.string().trim().min(1).max(100),
  // Deprecated in the spec; a transfer is accepted whole.
  ticketIds: z.array(z.string().min(1)).min(1).optional(),
});

export const ticketTransferRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/ticket-transfers',
    handle: ({ request, url, ctx }) => {
      const query = parseOr400(transferQuerySchema, queryObject(url));
      let transfers: TicketTransfer[];
      if (query.tickets) {
        if (query.isSender || query.isRecipient) throw badRequest('Ask either for tickets or for isSender/isRecipient, not both');
        transfers = transfersForTickets(ctx, { ...query, tickets: query.tickets });
      } else {
        if (!query.isSender && !query.isRecipient) {
          throw badRequest('Invalid request', { isSender: ['isSender=true, isRecipient=true or tickets is required'] });
        }
        const customer = requireCustomer(ctx, request);
        const byId = new Map<string, TicketTransfer>();
        if (query.isSender) for (const transfer of sentBy(ctx, customer)) byId.set(transfer._id, transfer);
        // A transfer to oneself is the sender's; the recipient view would only hide what the sender may see.
        if (query.isRecipient) for (const transfer of receivedBy(ctx, customer)) if (!byId.has(transfer._id)) byId.set(transfer._id, recipientView(transfer));
        transfers = [...byId.values()];
      }
      return json(pageFrom(transfers.filter((transfer) => matchesFilters(transfer, query)).sort(newestFirst), query));
    },
  },
  {
    method: 'GET',
    path: '/api/ticket-transfers/:id/:secret',
    // Whoever holds the link: the recipient's view (the sender already has the full transfer from the Sent list).
    handle: ({ params, ctx }) => json(recipientView(documentBySecret(ctx, 'ticketTransfers', params.id ?? '', params.secret, 'Ticket transfer'))),
  },
  {
    method: 'POST',
    path: '/api/ticket-transfers',
    handle: async ({ request, ctx }) => {
      const sender = requireCustomer(ctx, request);
      const body = await readJson(request, z.preprocess(trimEmail, createTransferSchema));
      return json(createTransfer(ctx, sender, { tickets: body.tickets, recipient: { email: body.recipient.email, phone: body.recipient.phone ?? undefined }, childEventId: body.childEventId, groupEventId: body.groupEventId }), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/ticket-transfers/:id/reject',
    handle: async ({ request, params, ctx }) => {
      const { secret } = await readJson(request, rejectSchema);
      return json(recipientView(rejectTransfer(ctx, params.id ?? '', secret)));
    },
  },
  {
    method: 'POST',
    path: '/api/ticket-transfers/:id/accept',
    handle: async ({ request, params, ctx }) => {
      const body = await readJson(request, acceptSchema);
      return json(recipientView(acceptTransfer(ctx, params.id ?? '', body)));
    },
  },
];

/** The recipient e-mail is trimmed before it is checked (spec 02 §5). */
function trimEmail(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('recipient' in raw)) return raw;
  const recipient = raw.recipient;
  if (typeof recipient !== 'object' || recipient === null || !('email' in recipient) || typeof recipient.email !== 'string') return raw;
  return { ...raw, recipient: { ...recipient, email: recipient.email.trim() } };
}
