import type { PurchaseIntent } from '../ticketing/schemas/purchase-intent.ts';
import { roundMoney } from './money.ts';

/**
 * Purchase intent rules (spec 01 §4, §5 "Complete multiple intents"; spec 02 §3 PurchaseIntent and
 * its strategy). Used by the account screen, the intent page and the sandbox alike; ADR 0030
 * records the readings where the spec is silent (approval, expiry, deposit, cancellation).
 */

type Intent = Pick<PurchaseIntent, 'status' | 'ticketsCreated' | 'products' | 'outcome' | 'restrictedCompletion'>;

/** The Open tab: status new. Everything else is Closed. */
export function isOpenPurchaseIntent(intent: Pick<PurchaseIntent, 'status'>): boolean {
  return intent.status === 'new';
}

/** How many tickets the intent reserves (its ticket lines' amounts). */
export function purchaseIntentTicketCount(intent: Pick<PurchaseIntent, 'tickets'>): number {
  return (intent.tickets ?? []).reduce((total, line) => total + line.amount, 0);
}

const hasCheckoutOutcome = (intent: Pick<PurchaseIntent, 'outcome'>) => Boolean(intent.outcome?.checkoutId);

/**
 * Items can be updated only when status is new, the seating reservation (if any) is claimed, and
 * no checkout outcome exists.
 */
export function canUpdatePurchaseIntentItems(intent: Pick<PurchaseIntent, 'status' | 'seatingReservationToken' | 'seatingReservationClaimed' | 'outcome'>): boolean {
  const reservationClaimed = !intent.seatingReservationToken || intent.seatingReservationClaimed === true;
  return intent.status === 'new' && reservationClaimed && !hasCheckoutOutcome(intent);
}

/** It can be updated and its email resent only when new. */
export function canUpdatePurchaseIntent(intent: Pick<PurchaseIntent, 'status'>): boolean {
  return intent.status === 'new';
}

/** The same rule as updating: "updated and its email resent only when new". */
export const canResendPurchaseIntentEmail = canUpdatePurchaseIntent;

/** It can be split when items are updatable and it has at least 2 tickets. */
export function canSplitPurchaseIntent(
  intent: Pick<PurchaseIntent, 'status' | 'seatingReservationToken' | 'seatingReservationClaimed' | 'outcome' | 'tickets'>,
): boolean {
  return canUpdatePurchaseIntentItems(intent) && purchaseIntentTicketCount(intent) >= 2;
}

/**
 * Completable: has tickets created or products, is new, and (the seller has the Moto feature or no
 * checkout outcome exists).
 */
export function canCompletePurchaseIntent(intent: Intent, seller: { moto: boolean }): boolean {
  const hasItems = intent.ticketsCreated === true || (intent.products ?? []).length > 0;
  return hasItems && intent.status === 'new' && (seller.moto || !hasCheckoutOutcome(intent));
}

/** Completing online additionally needs restrictedCompletion absent or including online. */
export function canCompletePurchaseIntentOnline(intent: Intent, seller: { moto: boolean }): boolean {
  const restriction = intent.restrictedCompletion;
  return canCompletePurchaseIntent(intent, seller) && (!restriction || restriction.length === 0 || restriction.includes('online'));
}

export type PurchaseIntentCheckoutType = 'subscription' | 'transaction';

/** The checkout type is subscription if the event triggers a subscription, otherwise transaction. */
export function purchaseIntentCheckoutType(event: { triggersSubscription: boolean }): PurchaseIntentCheckoutType {
  return event.triggersSubscription ? 'subscription' : 'transaction';
}

/**
 * Why the buyer cannot complete an intent online now, first reason first; undefined when they can.
 * Besides the spec's rule (closed, nothing to complete, in a checkout, point of sale only) an
 * intent still awaiting the seller's approval, rejected, or past its expiry is not completed
 * either: the reservation is not (or no longer) granted (ADR 0030).
 */
export type CompletionRefusal = 'closed' | 'rejected' | 'awaitingApproval' | 'expired' | 'nothingToComplete' | 'inCheckout' | 'posOnly';

export type CompletableIntent = Intent & Pick<PurchaseIntent, 'approvalStatus' | 'expiresAt'>;

export function onlineCompletionRefusal(intent: CompletableIntent, context: { moto: boolean; now: Date }): CompletionRefusal | undefined {
  if (intent.approvalStatus === 'rejected') return 'rejected';
  if (intent.status !== 'new') return 'closed';
  if (intent.approvalStatus === 'awaiting') return 'awaitingApproval';
  if (intent.expiresAt && Date.parse(intent.expiresAt) <= context.now.getTime()) return 'expired';
  if (!canCompletePurchaseIntent({ ...intent, outcome: null }, context)) return 'nothingToComplete';
  if (!canCompletePurchaseIntent(intent, context)) return 'inCheckout';
  if (!canCompletePurchaseIntentOnline(intent, context)) return 'posOnly';
  return undefined;
}

export type CompleteMultipleButton = 'hidden' | 'disabled' | 'enabled';

/**
 * The Complete multiple button: only for a seller with the feature and at least one open intent;
 * disabled when none of the open intents can be completed online.
 */
export function completeMultipleButton(input: { feature: boolean; moto: boolean; now: Date; openIntents: readonly CompletableIntent[] }): CompleteMultipleButton {
  const open = input.openIntents.filter(isOpenPurchaseIntent);
  if (!input.feature || open.length === 0) return 'hidden';
  return open.some((intent) => onlineCompletionRefusal(intent, input) === undefined) ? 'enabled' : 'disabled';
}

type Selectable = { id: string; eventId?: string | null | undefined };

/** Complete multiple intents: at least one intent must be selected; only one per event. */
export type SelectionRefusal = 'noneSelected' | 'onePerEvent';

export function completeMultipleSelectionRefusal(selected: readonly Selectable[]): SelectionRefusal | undefined {
  if (selected.length === 0) return 'noneSelected';
  const events = selected.map((intent) => intent.eventId ?? intent.id);
  return new Set(events).size === events.length ? undefined : 'onePerEvent';
}

/** Whether a selectable intent may join the selection: no other selected intent is of its event. */
export function canJoinSelection(intent: Selectable, selected: readonly Selectable[]): boolean {
  return completeMultipleSelectionRefusal([...selected.filter((other) => other.id !== intent.id), intent]) === undefined;
}

/**
 * The deposit of an intent (spec 02 §3 deposit: method and value): an amount as the intent states
 * it, or the strategy's rule applied to its price (percent as a share 0..1, fixed as an amount),
 * never more than the price. The buyer paid it when the reservation was made (ADR 0030).
 */
export function purchaseIntentDeposit(intent: Pick<PurchaseIntent, 'deposit' | 'realPrice'>): number {
  const price = Math.max(0, intent.realPrice ?? 0);
  const deposit = intent.deposit;
  if (deposit === null || deposit === undefined) return 0;
  if (typeof deposit === 'number') return roundMoney(Math.min(Math.max(0, deposit), price));
  const value = Math.max(0, deposit.value ?? 0);
  if (deposit.method === 'percent') return roundMoney(price * Math.min(value, 1));
  if (deposit.method === 'fixed') return roundMoney(Math.min(value, price));
  return 0;
}

/** The buyer may cancel an intent that is new and whose cancellation strategy is cancellationAllowed. */
export function canCancelPurchaseIntent(intent: Pick<PurchaseIntent, 'status' | 'cancellationStrategy'>): boolean {
  return intent.status === 'new' && intent.cancellationStrategy === 'cancellationAllowed';
}
