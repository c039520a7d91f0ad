import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import type { StoredUpgrade } from '../collections.ts';
import { json, queryObject, readJson } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { documentBySecret } from '../services/by-secret.ts';
import { loadCheckout, newId } from '../services/checkouts.ts';
import { creditActionLock, withoutEndedActionLocks } from '../services/action-records.ts';
import { openCreditCheckout } from '../services/credit-checkout.ts';
import { upgradeOfCheckout, upgradeRefused } from '../services/upgrade-completion.ts';
import { upgradeCandidateIds, upgradeCredit, upgradeDecision, upgradeTargets, upgradeTicketRefusal, upgradeValue, type UpgradeInput } from '../../domain/upgrade.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { CreatedCheckout } from '../../ticketing/schemas/checkout.ts';
import type { TicketUpgradeInfo, UpgradeCheckoutInfo } from '../../ticketing/schemas/upgrade-info.ts';

/**
 * Upgrade (spec 02 §7 Upgrade; rule in lib/domain/upgrade.ts; ADR 0021):
 *
 * - POST /api/public/tickets/upgrade: the holder gives up tickets (each proved by its own secret)
 *   for a new open checkout of the target event carrying an UPGRADE_CREDIT voucher worth what the
 *   tickets were paid, and a lock on the tickets while it is open. The buyer adds the target's
 *   tickets in step 1 and pays as usual; the completion gives up the old tickets
 *   (services/upgrade-completion.ts). A ticket the rule refuses answers 409 `upgradeNotAllowed`
 *   with the reason and the ticket, and nothing changes.
 * - GET /api/public/tickets/upgrades/info?checkoutId&secret: what an upgrade's checkout carried
 *   over; ?ticketId&secret: whether one ticket may be upgraded now, and to which events.
 */

const createSchema = z.object({
  targetEventId: z.string().trim().min(1),
  tickets: z
    .array(z.object({ _id: z.string().min(1), secret: z.string().min(1) }))
    .min(1)
    .max(50),
  salesChannelId: z.string().trim().min(1).max(100).optional(),
});
type CreateInput = z.infer<typeof createSchema>;

/** A missing secret is a wrong one (404, like an unknown checkout or ticket), not a malformed request. */
const optional = z.string().optional().catch(undefined);
const infoQuerySchema = z.object({ checkoutId: optional, ticketId: optional, secret: optional });

/** What the rule needs around a ticket: its event, its seller and a way to read the targets. */
function ruleInput(ctx: SandboxContext, ticket: Ticket): UpgradeInput & { ticket: Ticket } {
  const event = ctx.store.get('events', ticket.eventId);
  if (!event) throw notFound('Ticket');
  return {
    ticket: withoutEndedActionLocks(ctx, ticket),
    event,
    seller: ctx.store.get('sellers', event.sellerId),
    eventById: (id) => ctx.store.get('events', id),
    now: ctx.now(),
  };
}

function createUpgrade(ctx: SandboxContext, input: CreateInput): CreatedCheckout {
  const unique = [...new Map(input.tickets.map((ref) => [ref._id, ref])).values()];
  const decided = unique.map((ref) => {
    const rule = ruleInput(ctx, documentBySecret(ctx, 'tickets', ref._id, ref.secret, 'Ticket'));
    const decision = upgradeDecision(rule, input.targetEventId);
    if (decision.refusal || !decision.kind) throw upgradeRefused(decision.refusal ?? 'targetNotMapped', ref._id);
    const kind = decision.kind;
    const value = upgradeValue(rule.ticket, kind, rule.event.childEventIds?.length ?? 1);
    return { ticket: rule.ticket, kind, sourceEventId: decision.sourceEventId, value };
  });
  const targetEvent = ctx.store.get('events', input.targetEventId);
  const first = decided[0];
  if (!targetEvent || !first) throw notFound('Event');

  const sellerId = targetEvent.sellerId;
  const orders = new Set(decided.map(({ ticket }) => ticket.transactionId ?? null));
  const credit = upgradeCredit(decided.map(({ value }) => ({ realPrice: value })));
  const currency = ctx.store.get('sellers', sellerId)?.currency ?? first.ticket.currency ?? 'EUR';
  const checkout = openCreditCheckout(ctx, {
    targetEvent,
    voucherType: 'UPGRADE_CREDIT',
    codePrefix: 'UPG',
    credit,
    currency,
    // The credit came from one order only when every ticket did.
    transactionId: orders.size === 1 ? (first.ticket.transactionId ?? null) : null,
    customerId: first.ticket.customerId ?? null,
    channelId: input.salesChannelId,
  });

  const createdAt = ctx.now().toISOString();
  const seasonEventIds = Object.fromEntries(decided.flatMap(({ ticket, kind, sourceEventId }) => (kind === 'seasonEvent' && sourceEventId ? [[ticket._id, sourceEventId]] : [])));
  const upgrade: StoredUpgrade = {
    _id: newId('upg'),
    checkoutId: checkout._id,
    ticketIds: decided.map(({ ticket }) => ticket._id),
    ...(Object.keys(seasonEventIds).length > 0 ? { seasonEventIds } : {}),
    targetEventId: targetEvent._id,
    credit,
    currency,
    ...(input.salesChannelId ? { salesChannelId: input.salesChannelId } : {}),
    status: 'open',
    createdAt,
  };
  ctx.store.put('upgrades', upgrade, { sellerId, customerId: first.ticket.customerId ?? undefined, eventId: targetEvent._id, createdAt });
  // Locked while the checkout is open: the modal's "cannot restart while an upgrade is active".
  const lock = creditActionLock('upgrades', upgrade, 'Upgrade in progress', checkout.expiresAt ?? undefined);
  for (const { ticket } of decided) ctx.store.put('tickets', { ...ticket, locks: [...(ticket.locks ?? []), lock] });

  return { _id: checkout._id, secret: checkout.secret ?? '', items: [{ eventId: targetEvent._id, shopId: sellerId }] };
}

function checkoutInfo(ctx: SandboxContext, checkoutId: string, secret: string | undefined): UpgradeCheckoutInfo {
  const upgrade = upgradeOfCheckout(ctx, loadCheckout(ctx, checkoutId, secret));
  if (!upgrade) throw notFound('Upgrade');
  return { upgrade: true, credit: upgrade.credit, currency: upgrade.currency, ticketIds: upgrade.ticketIds, targetEventId: upgrade.targetEventId };
}

function ticketInfo(ctx: SandboxContext, ticketId: string, secret: string | undefined): TicketUpgradeInfo {
  const rule = ruleInput(ctx, documentBySecret(ctx, 'tickets', ticketId, secret, 'Ticket'));
  const refusal = upgradeTicketRefusal(rule);
  const targets = upgradeTargets(rule);
  // With no target left, the first mapped target's refusal says why (none mapped: targetNotMapped).
  const reason = refusal ?? (targets.length > 0 ? undefined : (upgradeCandidateIds(rule.event).map((id) => upgradeDecision(rule, id).refusal)[0] ?? 'targetNotMapped'));
  return { upgrade: false, eligible: reason === undefined, ...(reason ? { reason } : {}), targets };
}

export const ticketUpgradeRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/tickets/upgrades/info',
    handle: ({ url, ctx }) => {
      const query = infoQuerySchema.parse(queryObject(url));
      if (query.checkoutId) return json(checkoutInfo(ctx, query.checkoutId, query.secret));
      if (query.ticketId) return json(ticketInfo(ctx, query.ticketId, query.secret));
      throw notFound('Upgrade');
    },
  },
  {
    method: 'POST',
    path: '/api/public/tickets/upgrade',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, createSchema);
      return json(
        ctx.store.transaction(() => createUpgrade(ctx, input)),
        201,
      );
    },
  },
];
