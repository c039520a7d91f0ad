import type { ComponentType, LazyExoticComponent } from 'react';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import type { StartedPayment, TransactionRef } from '@/lib/operations/payments';

export type { StartedPayment, TransactionRef, VerifyAnswer } from '@/lib/operations/payments';

/**
 * What starting a payment led to: a payment request to complete with the gateway, an order that
 * needed no payment (free), or nothing because the buyer must fix something first (the details
 * form or the personalization list says what).
 */
export type PaymentStart = { kind: 'payment'; payment: StartedPayment } | { kind: 'completed'; transaction: TransactionRef } | { kind: 'stopped' };

export type PaymentOutcome =
  | { status: 'succeeded'; transaction?: TransactionRef | undefined }
  | { status: 'failed'; message?: string | undefined };

export interface PaymentFormProps {
  gateway: PaymentGateway;
  /** The amount to pay, from the server (the cart's realPrice); shown on the pay button. */
  amount: number;
  currency: string;
  locale: string;
  /** Where a redirecting payment method returns to (this checkout step). */
  returnUrl: string;
  /** A payment is in flight: the pay button stays disabled. */
  busy: boolean;
  /**
   * Runs what comes before paying (details, personalization, POST …/cart/payment). With
   * showProcessing the 'One moment please' modal opens as the payment request is created; with
   * storePaymentMethod the gateway saves the card that pays (the save-card checkbox).
   */
  start: (options: { showProcessing: boolean; storePaymentMethod?: boolean | undefined }) => Promise<PaymentStart>;
  /** The payment is with the server for verification: 'One moment please'. */
  onProcessing: () => void;
  onOutcome: (outcome: PaymentOutcome) => void;
  /**
   * Adding a payment method instead of paying (spec 02 §2: the pay button says 'Add'; no save-card
   * checkbox): the form hands its result to `submit` instead of verifying a payment.
   */
  setup?: SetupMode | undefined;
}

/** How a form in setup mode completes: `submit` verifies the setup request and reports the outcome. */
export interface SetupMode {
  submit: (payment: StartedPayment, gatewayId: string, data: Record<string, unknown>, onOutcome: (outcome: PaymentOutcome) => void) => Promise<void>;
}

/**
 * A kind of payment gateway (like saleor's payment gateway registry): which gateways it serves,
 * whether its form collects the payment on the page (inline) or hands over to the provider's
 * drop-in or a redirect, and its form, loaded only when chosen.
 */
export interface GatewayKind {
  type: string;
  isEnabled: (gateway: PaymentGateway) => boolean;
  submitMode: 'inline' | 'redirect';
  Component: LazyExoticComponent<ComponentType<PaymentFormProps>>;
}
