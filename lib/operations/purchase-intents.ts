import type { LabelTone } from '../domain/account-labels.ts';
import type { ListPage } from '../domain/infinite-paging.ts';
import { json, operation } from './define.ts';

/** Reservations the seller made for the customer (spec 01 §4 purchase intents; spec 02 §7). */

const inputs = () => import('./purchase-intents.inputs.ts');

/** An intent as the Purchase intents screen lists it, its labels formatted on the server (ADR 0006). */
export interface PurchaseIntentListItem {
  id: string;
  label: 'canceled' | 'rejected' | 'completed' | 'awaiting' | 'approved';
  tone: LabelTone;
  eventName?: string | undefined;
  eventDateLabel?: string | undefined;
  createdAt?: string | undefined;
  dateLabel?: string | undefined;
  /** Open intents only. */
  expiresAt?: string | undefined;
  expiresLabel?: string | undefined;
  ticketCount: number;
  productCount: number;
  reference?: string | undefined;
  priceLabel?: string | undefined;
  rejectionReason?: string | undefined;
  href?: string | undefined;
}

/** One page of the Open or Closed tab, newest first. */
export const listPurchaseIntents = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/purchase-intents',
  input: () => inputs().then((m) => m.purchaseIntentsInput),
  answer: json<ListPage<PurchaseIntentListItem>>(),
});

/** Where the buyer goes next: step 2 of the checkout that completes the intents (the shop's cart now). */
export interface IntentCheckoutAnswer {
  url: string;
}

/**
 * Complete multiple: one checkout for the session customer's chosen open intents (one per event),
 * made the shop's cart; the answer is its step 2.
 */
export const completePurchaseIntents = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/purchase-intents/checkout',
  input: () => inputs().then((m) => m.completeMultipleInput),
  answer: json<IntentCheckoutAnswer>(),
  errors: ['purchaseIntentNotFound', 'purchaseIntentNotCompletable', 'onePerEvent'],
});

/** Completes one intent online from its page, by its id and secret; the answer is step 2 of its checkout. */
export const completePurchaseIntent = operation({
  method: 'POST',
  path: '/api/purchase-intents/[id]/[secret]/checkout',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<IntentCheckoutAnswer>(),
  errors: ['purchaseIntentNotFound', 'purchaseIntentNotCompletable'],
});

/** Cancels one intent from its page when its cancellation strategy allows it. */
export const cancelPurchaseIntent = operation({
  method: 'POST',
  path: '/api/purchase-intents/[id]/[secret]/cancel',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<{ id: string; status: string }>(),
  errors: ['purchaseIntentNotFound', 'purchaseIntentNotCancellable'],
});

/** An open intent as the Complete multiple modal offers it, its labels formatted on the server (ADR 0006). */
export interface CompleteMultipleChoice {
  id: string;
  /** Only one intent per event can be picked. */
  eventId: string;
  eventName?: string | undefined;
  eventDateLabel?: string | undefined;
  ticketCount: number;
  productCount: number;
  priceLabel?: string | undefined;
  reference?: string | undefined;
  expiresAt?: string | undefined;
  expiresLabel?: string | undefined;
  /** Why it cannot be completed online now (lib/domain/purchase-intent-rules.ts); absent when it can. */
  refusal?: 'closed' | 'rejected' | 'awaitingApproval' | 'expired' | 'nothingToComplete' | 'inCheckout' | 'posOnly' | undefined;
}

/** The Complete multiple button (enabled or disabled; a hidden one is not rendered) and its modal's intents. */
export interface CompleteMultipleView {
  state: 'enabled' | 'disabled';
  choices: CompleteMultipleChoice[];
}
