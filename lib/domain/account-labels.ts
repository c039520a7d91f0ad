import type { PurchaseIntent } from '../ticketing/schemas/purchase-intent.ts';
import type { PaymentPlanStatus, PaymentScheduleStatus } from '../ticketing/schemas/payment-plan.ts';
import type { SubscriptionStatus } from '../ticketing/schemas/subscription.ts';
import type { CustomerPaymentMethodStatus } from '../ticketing/schemas/customer-payment-method.ts';
import type { TicketTransferStatus } from '../ticketing/schemas/ticket-transfer.ts';
import type { ResellOfferStatus } from '../ticketing/schemas/resell-offer.ts';

/**
 * Status labels of the account lists and their colours (spec 01 §4). `label` is the message key
 * suffix the UI translates; `tone` is the colour.
 */

export type LabelTone = 'green' | 'blue' | 'red' | 'neutral';

export interface StatusLabel<L extends string = string> {
  label: L;
  tone: LabelTone;
}

export type PurchaseIntentLabel = 'canceled' | 'rejected' | 'completed' | 'awaiting' | 'approved';

/**
 * The purchase intent table: canceled red, rejected red, complete green 'Completed', awaiting
 * blue, otherwise 'Approved' blue. A rejected intent is canceled upstream too; 'Rejected' says
 * why, so the approval status is read first (both are red).
 */
export function purchaseIntentLabel(intent: Pick<PurchaseIntent, 'status' | 'approvalStatus'>): StatusLabel<PurchaseIntentLabel> {
  if (intent.approvalStatus === 'rejected') return { label: 'rejected', tone: 'red' };
  if (intent.status === 'canceled') return { label: 'canceled', tone: 'red' };
  if (intent.status === 'complete') return { label: 'completed', tone: 'green' };
  if (intent.approvalStatus === 'awaiting') return { label: 'awaiting', tone: 'blue' };
  return { label: 'approved', tone: 'blue' };
}

const PAYMENT_PLAN_TONES: Record<PaymentPlanStatus, LabelTone> = {
  active: 'green',
  draft: 'blue',
  completed: 'green',
  canceled: 'red',
  incomplete: 'red',
};

/** Payment plan labels: active green, draft blue, completed green, canceled red, incomplete red. */
export function paymentPlanLabel(status: PaymentPlanStatus): StatusLabel<PaymentPlanStatus> {
  return { label: status, tone: PAYMENT_PLAN_TONES[status] };
}

/** Ticket transfer: created (blue, Created) to transferred (green, Transferred) or rejected (neutral, Rejected). */
export function transferLabel(status: TicketTransferStatus): StatusLabel<TicketTransferStatus> {
  return { label: status, tone: status === 'transferred' ? 'green' : status === 'rejected' ? 'neutral' : 'blue' };
}

/** Resell offer: active green, sold blue; canceled (not listed by the account tabs) neutral. */
export function resellOfferLabel(status: ResellOfferStatus): StatusLabel<ResellOfferStatus> {
  const tone: LabelTone = status === 'active' ? 'green' : status === 'sold' ? 'blue' : 'neutral';
  return { label: status, tone };
}

/**
 * Subscription status labels. The spec names no colours for them; these follow the payment plan
 * table: active green, draft blue, incomplete red, pending cancellation neutral (it still runs).
 */
export function subscriptionLabel(status: SubscriptionStatus): StatusLabel<SubscriptionStatus> {
  const tone: LabelTone = status === 'active' ? 'green' : status === 'draft' ? 'blue' : status === 'incomplete' ? 'red' : 'neutral';
  return { label: status, tone };
}

/** Saved payment method status: active green, expired red, deleted neutral. */
export function paymentMethodLabel(status: CustomerPaymentMethodStatus): StatusLabel<CustomerPaymentMethodStatus> {
  const tone: LabelTone = status === 'active' ? 'green' : status === 'expired' ? 'red' : 'neutral';
  return { label: status, tone };
}

/** Payment schedule status on the payment plan page: succeeded green, failed red, canceled and refunded neutral, the rest blue. */
export function paymentScheduleLabel(status: PaymentScheduleStatus): StatusLabel<PaymentScheduleStatus> {
  const tone: LabelTone = status === 'succeeded' ? 'green' : status === 'failed' ? 'red' : status === 'canceled' || status === 'refunded' ? 'neutral' : 'blue';
  return { label: status, tone };
}
