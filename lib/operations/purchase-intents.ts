import type { LabelTone } from '../domain/account-labels.ts';
import type { ListPage } from '../domain/infinite-paging.ts';
import { json, operation } from './define.ts';

/** Reservations the seller made for the customer (spec 01 §4 purchase intents). */

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
  input: () => import('./purchase-intents.inputs.ts').then((m) => m.purchaseIntentsInput),
  answer: json<ListPage<PurchaseIntentListItem>>(),
});
