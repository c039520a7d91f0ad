import type { CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import type { PaymentRequestStatus } from '../ticketing/schemas/payment-request.ts';
import type { PaymentMethodUse } from '../domain/payment-method-deletion.ts';
import type { StartedPayment } from './payments.ts';
import { json, operation } from './define.ts';

/**
 * The Payment methods account screen (spec 01 §2, §4, §5, §8): the list, adding a method (a setup
 * payment request completed by a card gateway's form, or a custom SEPA / ACH method), primary and
 * delete. Every operation acts for the session's customer only (ADR 0011); the setup request's
 * secret goes to the browser because its gateway form completes the request there.
 */

const inputs = () => import('./payment-methods.inputs.ts');

/** A gateway that takes bank details for a custom method (spec 01 §3; spec 02 §6 payouts). */
export interface CustomGatewayOption {
  id: string;
  name: string;
  description?: string | undefined;
  requiredInformation: 'SEPA' | 'ACH';
}

/** What the screen shows and what it needs to add a method. */
export interface PaymentMethodsView {
  /** Primary first, then newest first; deleted methods are not listed. */
  methods: CustomerPaymentMethod[];
  /** Methods a subscription, payment plan or active resell offer uses, and what uses them. */
  inUse: Record<string, PaymentMethodUse['kind']>;
  customGateways: CustomGatewayOption[];
}

export type SetupVerification = { status: 'submitted' } | { status: 'requiresAction'; redirectUrl: string };

export const listPaymentMethods = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/payment-methods',
  answer: json<PaymentMethodsView>(),
});

/** Opens a setup payment request for the session's customer (spec 01 §7 create payment request). */
export const startPaymentMethodSetup = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods/setup',
  input: () => inputs().then((m) => m.startSetupInput),
  answer: json<{ paymentRequest: StartedPayment['paymentRequest'] }>(),
  status: 201,
  errors: ['missingRequestCredentials'],
});

/** The processor session of a gateway for the setup request (a client secret or a drop-in session). */
export const getPaymentMethodSetupProcessor = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods/setup/[id]/processor',
  input: () => inputs().then((m) => m.setupProcessorInput),
  answer: json<StartedPayment['processor']>(),
  errors: ['paymentRequestNotFound', 'paymentRequestClosed', 'gatewayNotFound'],
});

/**
 * Hands what the gateway's form produced to the API. `submitted`: the outcome is read by polling
 * the request (spec 01 §4); `requiresAction`: the bank's page comes first.
 */
export const verifyPaymentMethodSetup = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods/setup/[id]/verify',
  input: () => inputs().then((m) => m.verifySetupInput),
  answer: json<SetupVerification>(),
  errors: ['paymentRequestNotFound', 'gatewayNotFound', 'invalidRedirectResult'],
});

/** The setup request's status, polled after the form succeeded. */
export const getPaymentMethodSetup = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/payment-methods/setup/[id]',
  input: () => inputs().then((m) => m.setupStatusInput),
  answer: json<{ status: PaymentRequestStatus | undefined }>(),
  errors: ['paymentRequestNotFound'],
});

/** A custom (SEPA / ACH) method from bank details; field errors come back as `data.<field>` codes. */
export const addCustomPaymentMethod = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods',
  input: () => inputs().then((m) => m.addCustomMethodInput),
  answer: json<{ method: CustomerPaymentMethod }>(),
  status: 201,
  errors: ['gatewayNotFound'],
});

export const setPrimaryPaymentMethod = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods/[id]/primary',
  input: () => inputs().then((m) => m.methodActionInput),
  answer: json<{ method: CustomerPaymentMethod }>(),
  errors: ['paymentMethodNotFound', 'paymentMethodNotActive'],
});

export const deletePaymentMethod = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/payment-methods/[id]/delete',
  input: () => inputs().then((m) => m.methodActionInput),
  answer: json<{ id: string }>(),
  errors: ['paymentMethodNotFound', 'paymentMethodInUse'],
});
