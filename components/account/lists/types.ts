import type { LabelTone } from '@/lib/domain/account-labels';

/**
 * Plain, already formatted items of the paged account lists. Server components build the first
 * page and the list route handlers the following ones with the same functions
 * (components/account/server/lists.ts), so client islands only render strings (ADR 0006).
 */

export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface TransferListItem {
  id: string;
  status: 'created' | 'transferred' | 'rejected';
  tone: LabelTone;
  /** The other party: the sender on the Received tab, the recipient on the Sent tab. */
  email: string;
  eventName?: string | undefined;
  eventDateLabel?: string | undefined;
  createdAt?: string | undefined;
  dateLabel?: string | undefined;
  ticketCount: number;
  /** A received transfer opens its page (once that page exists: components/account/flows.ts). */
  href?: string | undefined;
  /** A sent transfer not yet accepted opens the group modal with these details. */
  group?: { tickets: { id: string; label: string }[] } | undefined;
}

export interface ResellOfferListItem {
  id: string;
  status: 'active' | 'sold' | 'canceled';
  tone: LabelTone;
  eventName?: string | undefined;
  eventDateLabel?: string | undefined;
  createdAt?: string | undefined;
  dateLabel?: string | undefined;
  ticketCount: number;
  tickets: { id: string; label: string; priceLabel?: string | undefined }[];
  /** Sum of the listed prices and of the resale fees, in the offer's currency. */
  totalLabel?: string | undefined;
  feeLabel?: string | undefined;
}

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
