import type { PurchaseIntent } from '../ticketing/schemas/purchase-intent.ts';

/** Purchase intent rules of the account list (spec 01 §4, §2 Purchase intents). */

type Intent = Pick<PurchaseIntent, 'status' | 'ticketsCreated' | 'products' | 'outcome' | 'restrictedCompletion'>;

/** The Open tab: status new. Everything else is Closed. */
export function isOpenPurchaseIntent(intent: Pick<PurchaseIntent, 'status'>): boolean {
  return intent.status === 'new';
}

/**
 * Completable: has tickets created or products, is new, and (the seller has the Moto feature or no
 * checkout outcome exists).
 */
export function canCompletePurchaseIntent(intent: Intent, seller: { moto: boolean }): boolean {
  const hasItems = intent.ticketsCreated === true || (intent.products ?? []).length > 0;
  const noOutcome = !intent.outcome?.checkoutId;
  return hasItems && intent.status === 'new' && (seller.moto || noOutcome);
}

/** Completing online additionally needs restrictedCompletion absent or including online. */
export function canCompletePurchaseIntentOnline(intent: Intent, seller: { moto: boolean }): boolean {
  const restriction = intent.restrictedCompletion;
  return canCompletePurchaseIntent(intent, seller) && (!restriction || restriction.length === 0 || restriction.includes('online'));
}

export type CompleteMultipleButton = 'hidden' | 'disabled' | 'enabled';

/**
 * The Complete multiple button: only for a seller with the feature and at least one open intent;
 * disabled when none of the open intents can be completed online.
 */
export function completeMultipleButton(input: { feature: boolean; moto: boolean; openIntents: readonly Intent[] }): CompleteMultipleButton {
  if (!input.feature || input.openIntents.length === 0) return 'hidden';
  return input.openIntents.some((intent) => canCompletePurchaseIntentOnline(intent, { moto: input.moto })) ? 'enabled' : 'disabled';
}
