import type { SandboxContext } from '../context.ts';
import type { CartLine, Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { PurchaseIntent, PurchaseIntentItem } from '../../ticketing/schemas/purchase-intent.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { Voucher } from '../../ticketing/schemas/voucher.ts';
import { canCancelPurchaseIntent, completeMultipleSelectionRefusal, onlineCompletionRefusal, purchaseIntentCheckoutType, purchaseIntentDeposit } from '../../domain/purchase-intent-rules.ts';
import { sumMoney } from '../../domain/money.ts';
import { isValidE164 } from '../../domain/phone.ts';
import { coded, notFound } from '../http/errors.ts';
import { documentBySecret } from './by-secret.ts';
import { CHECKOUT_LIFETIME_MS, newId, newSecret } from './checkouts.ts';
import { applyInternalCredit, linesOf } from './cart-pricing.ts';
import { releaseTickets } from './cart-tickets.ts';

/**
 * Purchase intents (reservations) in the sandbox (spec 02 §3, §4, §7; spec 01 §4; ADR 0030):
 * read by id and secret, their reserved tickets, a checkout that completes one or several of
 * them, and cancellation by their cancellation strategy.
 *
 * The checkout carries one item per intent with the intent's lines at the intent's prices and fees
 * (a reservation's price was agreed when it was made; the shop's current fees are not added), the
 * deposit the buyer already paid as an internal credit, and the intent's contact details for step
 * 2. The intent's reserved tickets stay the intent's until the checkout is paid (then they become
 * the order's, services/purchase-intent-completion.ts), so an abandoned or expired checkout leaves
 * the reservation as it was and the buyer may start again.
 */

/** Which intents a checkout completes, and the item that carries each of them. */
export interface StoredIntentCheckout {
  /** The checkout's id. */
  _id: string;
  /** Each intent's item and its lines as they were put in: a line removed or reduced since breaks the intent. */
  intents: { intentId: string; itemId: string; lines: { lineId: string; amount: number }[] }[];
  status: 'open' | 'completed';
  createdAt: string;
}

export interface IntentRef {
  purchaseIntentId: string;
  secret: string | undefined;
}

export const intentNotCompletable = (purchaseIntentId: string, reason: string) =>
  coded(409, 'purchaseIntentNotCompletable', 'This purchase intent cannot be completed online', { reason, purchaseIntentId });

export function intentBySecret(ctx: SandboxContext, id: string, secret: string | undefined): PurchaseIntent {
  return documentBySecret(ctx, 'purchaseIntents', id, secret, 'Purchase intent');
}

/** The tickets an intent reserved (or, once completed, issued), in the order they were created. */
export function ticketsOfIntent(ctx: SandboxContext, intentId: string): Ticket[] {
  return ctx.db
    .prepare(`SELECT body FROM documents WHERE collection = 'tickets' AND json_extract(body, '$.purchaseIntentId') = ?`)
    .all(intentId)
    .map((row) => JSON.parse(String(row.body)) as Ticket)
    .sort((a, b) => a._id.localeCompare(b._id, 'en', { numeric: true }));
}

/** A reserved line as a cart line: a fresh id, its type defaulting by where it stands. */
function cartLine(line: PurchaseIntentItem, type: CartLine['type'], purchaseIntentId: string): CartLine {
  const { _id: _lineId, ...rest } = line;
  return { ...rest, _id: newId('line'), type: line.type ?? type, purchaseIntentId };
}

/** The checkout item of one intent: its lines, coupons and fees, at the price the intent states. */
function itemOf(intent: PurchaseIntent, sellerId: string): CheckoutItem {
  const tickets = (intent.tickets ?? []).map((line) => cartLine(line, 'ticket', intent._id));
  const products = (intent.products ?? []).map((line) => cartLine(line, 'product', intent._id));
  const additionalItems = (intent.additionalItems ?? []).map((line) => cartLine(line, 'additionalFee', intent._id));
  const fees = intent.outerFeeComponents ?? { var: [], fix: [] };
  const linesTotal = sumMoney([...tickets, ...products, ...additionalItems].map((line) => (line.price ?? 0) * line.amount));
  const feesTotal = sumMoney([...(fees.var ?? []), ...(fees.fix ?? [])].map((fee) => fee.total));
  return {
    _id: newId('item'),
    eventId: intent.eventId ?? '',
    shopId: intent.shopId ?? sellerId,
    ...(intent.channelId ? { channelId: intent.channelId } : {}),
    ...(intent.seatingReservationToken ? { seatingReservationToken: intent.seatingReservationToken } : {}),
    tickets,
    products,
    ...(additionalItems.length > 0 ? { additionalItems } : {}),
    ...(intent.appliedCoupons && intent.appliedCoupons.length > 0 ? { appliedCoupons: intent.appliedCoupons } : {}),
    appliedDiscountInfo: null,
    outerFeeComponents: fees,
    realPrice: intent.realPrice ?? sumMoney([linesTotal, feesTotal]),
  };
}

/** The deposit already paid, credited like a rebooking's or an upgrade's credit. */
function depositVoucher(intent: PurchaseIntent, sellerId: string, validUntil: string): Voucher | undefined {
  const deposit = purchaseIntentDeposit(intent);
  if (deposit <= 0) return undefined;
  return {
    _id: newId('vch'),
    code: `DEP-${intent._id}`,
    type: 'DEPOSIT_CREDIT',
    internalBalance: deposit,
    amount: deposit,
    redeemedAmount: 0,
    sellerId,
    customerId: null,
    transactionId: null,
    validUntil,
  };
}

/** The event triggers a subscription when one of its reserved lines is a subscription plan's. */
const triggersSubscription = (intent: PurchaseIntent) => [...(intent.tickets ?? []), ...(intent.products ?? [])].some((line) => Boolean(line.planId));

/**
 * A checkout completing the named intents (one or several), refused with nothing stored when an
 * intent is unknown (404), not completable online (409 purchaseIntentNotCompletable with the
 * reason), of another seller (409 sellerMismatch) or of an event another named intent has
 * (409 onePerEvent).
 */
export function openIntentCheckout(ctx: SandboxContext, refs: readonly IntentRef[]): Checkout {
  const unique = [...new Map(refs.map((ref) => [ref.purchaseIntentId, ref])).values()];
  const intents = unique.map((ref) => intentBySecret(ctx, ref.purchaseIntentId, ref.secret));
  const first = intents[0];
  if (!first) throw coded(400, 'noneSelected', 'Select at least one purchase intent');
  const sellerId = first.sellerId ?? '';
  const seller = ctx.store.get('sellers', sellerId);
  if (!seller) throw notFound('Seller');
  const now = ctx.now();
  for (const intent of intents) {
    if ((intent.sellerId ?? '') !== sellerId) throw coded(409, 'sellerMismatch', 'The purchase intents belong to different sellers');
    const refusal = onlineCompletionRefusal(intent, { moto: seller.features?.moto === true, now });
    if (refusal) throw intentNotCompletable(intent._id, refusal);
    if (!intent.eventId || !ctx.store.get('events', intent.eventId)) throw notFound('Event');
  }
  if (completeMultipleSelectionRefusal(intents.map((intent) => ({ id: intent._id, eventId: intent.eventId }))) === 'onePerEvent') {
    throw coded(409, 'onePerEvent', 'Only one purchase intent per event can be completed at a time');
  }

  // The checkout holds no longer than the earliest reservation it completes.
  const expiries = [now.getTime() + CHECKOUT_LIFETIME_MS, ...intents.flatMap((intent) => (intent.expiresAt ? [Date.parse(intent.expiresAt)] : []))];
  const expiresAt = new Date(Math.min(...expiries)).toISOString();
  const items = intents.map((intent) => itemOf(intent, sellerId));
  const vouchers = intents.flatMap((intent) => depositVoucher(intent, sellerId, expiresAt) ?? []);
  const contact = first;
  const checkout: Checkout = applyInternalCredit(
    {
      _id: newId('chk'),
      secret: newSecret(),
      sellerId,
      status: 'open',
      type: purchaseIntentCheckoutType({ triggersSubscription: intents.some(triggersSubscription) }),
      expiresAt,
      currency: first.currency ?? seller.currency ?? 'EUR',
      realPrice: 0,
      items,
      ...(vouchers.length > 0 ? { redeemedVouchers: { vouchers } } : {}),
      email: contact.email ?? null,
      // Step 2 starts from these; a number it would refuse is left for the buyer to type.
      phone: isValidE164(contact.phone) ? contact.phone : null,
      firstname: contact.firstname ?? null,
      lastname: contact.lastname ?? null,
      company: contact.company ?? null,
      ...(contact.street || contact.city || contact.country
        ? { address: { street: contact.street ?? null, postal: contact.postal ?? null, city: contact.city ?? null, state: contact.state ?? null, country: contact.country ?? null } }
        : {}),
    },
    sumMoney(items.map((item) => item.realPrice ?? 0)),
  );
  const createdAt = now.toISOString();
  ctx.store.put('checkouts', checkout, { sellerId, createdAt });
  ctx.store.put(
    'intentCheckouts',
    {
      _id: checkout._id,
      intents: intents.map((intent, index) => ({
        intentId: intent._id,
        itemId: items[index]?._id ?? '',
        lines: linesOf(items[index] ?? { _id: '', eventId: '' }).map((line) => ({ lineId: line._id, amount: line.amount })),
      })),
      status: 'open',
      createdAt,
    },
    { sellerId, createdAt },
  );
  return checkout;
}

/**
 * Cancels an intent whose strategy allows it (spec 02 §3 cancellationStrategy): status canceled,
 * a `canceled` history entry, and its reserved tickets released. Refused with 409
 * purchaseIntentNotCancellable (reason notAllowed or closed) and nothing changed otherwise.
 */
export function cancelIntent(ctx: SandboxContext, id: string, secret: string | undefined): PurchaseIntent {
  const intent = intentBySecret(ctx, id, secret);
  if (!canCancelPurchaseIntent(intent)) {
    const reason = intent.status === 'new' ? 'notAllowed' : 'closed';
    throw coded(409, 'purchaseIntentNotCancellable', 'This purchase intent cannot be canceled', { reason });
  }
  releaseTickets(ctx, ticketsOfIntent(ctx, intent._id), 'invalidated');
  const date = ctx.now().toISOString();
  return ctx.store.put('purchaseIntents', { ...intent, status: 'canceled', history: [...(intent.history ?? []), { type: 'canceled', date, data: { by: 'customer' } }] });
}
