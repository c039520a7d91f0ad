import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Customer } from '../ticketing/schemas/customer.ts';
import type { Checkout } from '../ticketing/schemas/checkout.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import type { Transaction } from '../ticketing/schemas/transaction.ts';
import type { TicketTransfer } from '../ticketing/schemas/ticket-transfer.ts';
import type { ResellOffer } from '../ticketing/schemas/resell-offer.ts';
import type { PurchaseIntent } from '../ticketing/schemas/purchase-intent.ts';
import type { PaymentPlan } from '../ticketing/schemas/payment-plan.ts';
import type { PaymentStrategy } from '../ticketing/schemas/payment-strategy.ts';
import type { Subscription, SubscriptionPlan } from '../ticketing/schemas/subscription.ts';
import type { Voucher } from '../ticketing/schemas/voucher.ts';
import type { MembershipProgram } from '../ticketing/schemas/membership.ts';
import type { CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import type { PaymentRequest } from '../ticketing/schemas/payment-request.ts';
import type { PaymentGateway } from '../ticketing/schemas/payment-gateway.ts';
import type { DataField, ExtraFields } from '../ticketing/schemas/data-field.ts';
import type { StoredPackageConfig } from './services/packages.ts';
import type { Product } from '../ticketing/schemas/product.ts';
import type { Bundle } from '../ticketing/schemas/bundle.ts';
import type { RebookingStrategy } from '../ticketing/schemas/rebooking-strategy.ts';
import type { Coupon } from '../ticketing/schemas/coupon.ts';
import type { FeeScheme } from '../ticketing/schemas/fee-scheme.ts';
import type { WalletPass } from '../ticketing/ticket-documents.ts';
import type { StoredPaymentMethodSetup } from './services/payment-method-setup.ts';
import type { StoredIntentCheckout } from './services/purchase-intents.ts';
import type { StoredTestCard } from './services/saved-cards.ts';
import type { ResalePayout, ResaleSiteClick } from '../ticketing/schemas/resale-market.ts';
import type { SalesChannelInfo } from '../ticketing/schemas/event-info.ts';
import type { StoredExternalListing } from './services/resale-site.ts';

/** Per-locale texts of an event; the public API answers in the requested locale. */
export interface EventTranslation {
  name?: string;
  description?: string;
  locationName?: string;
}

export type StoredEvent = Event & { sellerId: string; translations?: Partial<Record<'en' | 'de', EventTranslation>> };
export type StoredSeller = Seller;
/** Transactions are addressed by `tid`; the store keys every document by `_id`, which repeats it. */
export type StoredTransaction = Transaction & { _id: string };
/** A paid re-personalization's checkout and the tickets it pays for (issue 11). */
export interface StoredRepersonalization {
  _id: string;
  checkoutId: string;
  ticketIds: string[];
  successUrl: string;
  status: 'open' | 'completed';
  /** New holder details per ticket, sent while the fee is unpaid; applied when it is paid. */
  details?: Record<string, { firstname: string | null; lastname: string | null; extraFields: ExtraFields }> | undefined;
}
/**
 * A refund made through the seller's test gateway (issue 11: a return refunds through it): the
 * order's payment when the sandbox took one, else the gateway the seller takes payments with.
 */
export interface StoredRefund {
  _id: string;
  reference: string;
  transactionId: string;
  ticketIds: string[];
  amount: number;
  currency: string;
  gatewayId: string | null;
  paymentRequestId: string | null;
  status: 'succeeded';
  createdAt: string;
}
export type StoredVoucher = Voucher & { _id: string };
/**
 * A rebooking (issue 11): the old tickets given up, the open checkout that spends their credit on
 * the target event, and what it carried over. Completed when that checkout is (ADR 0019).
 */
export interface StoredRebooking {
  _id: string;
  checkoutId: string;
  /** The order the old tickets were bought in. */
  transactionId: string;
  /** The old tickets: the named ones and the tickets they triggered. */
  ticketIds: string[];
  sourceEventId: string;
  targetEventId: string;
  credit: number;
  fee: number;
  currency: string;
  status: 'open' | 'completed';
  createdAt: string;
  /** The order the checkout became. */
  completedTransactionId?: string;
}

/**
 * An upgrade (issue 11): the old tickets given up, the open checkout that spends their credit on
 * the target event, and what it carried over. Completed when that checkout is (ADR 0021).
 */
export interface StoredUpgrade {
  _id: string;
  checkoutId: string;
  /** The old tickets, each proved by its own secret. */
  ticketIds: string[];
  /** Season cards that give up one concert only (card id → that concert); any other ticket goes whole. */
  seasonEventIds?: Record<string, string>;
  targetEventId: string;
  credit: number;
  currency: string;
  /** The channel the upgrade was sold through (the storefront sends its web channel). */
  salesChannelId?: string;
  status: 'open' | 'completed';
  createdAt: string;
  /** The order the checkout became. */
  completedTransactionId?: string;
}

/**
 * The account a buyer asked for in checkout step 2, created when the checkout is paid. Kept apart
 * from the checkout (keyed by its id) so that no API answer ever carries the password hash.
 */
export interface PendingAccount {
  _id: string;
  passwordHash: string;
}

/** The sandbox bank's answer on its authorization page, redeemed once by verify as `redirectResult`. */
export interface GatewayAuthorization {
  _id: string;
  paymentRequestId: string;
  approved: boolean;
  used: boolean;
  createdAt: string;
}

/** Every collection of the sandbox's document store and the type of its documents. */
export interface SandboxCollections {
  sellers: StoredSeller;
  events: StoredEvent;
  customers: Customer;
  checkouts: Checkout;
  checkoutAccounts: PendingAccount;
  tickets: Ticket;
  transactions: StoredTransaction;
  ticketTransfers: TicketTransfer;
  resellOffers: ResellOffer;
  purchaseIntents: PurchaseIntent;
  paymentPlans: PaymentPlan;
  paymentStrategies: PaymentStrategy;
  subscriptions: Subscription;
  subscriptionPlans: SubscriptionPlan;
  vouchers: StoredVoucher;
  membershipPrograms: MembershipProgram;
  customerPaymentMethods: CustomerPaymentMethod;
  paymentRequests: PaymentRequest;
  paymentGateways: PaymentGateway;
  dataFields: DataField;
  packageConfigs: StoredPackageConfig;
  products: Product;
  bundles: Bundle;
  rebookingStrategies: RebookingStrategy;
  coupons: Coupon;
  feeSchemes: FeeScheme;
  gatewayAuthorizations: GatewayAuthorization;
  walletPasses: WalletPass;
  repersonalizations: StoredRepersonalization;
  refunds: StoredRefund;
  rebookings: StoredRebooking;
  upgrades: StoredUpgrade;
  paymentMethodSetups: StoredPaymentMethodSetup;
  intentCheckouts: StoredIntentCheckout;
  savedTestCards: StoredTestCard;
  resalePayouts: ResalePayout;
  resaleSiteClicks: ResaleSiteClick;
  externalListings: StoredExternalListing;
  salesChannels: Omit<SalesChannelInfo, 'paymentGatewayIds'>;
}
