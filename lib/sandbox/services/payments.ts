import type { SandboxContext } from '../context.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { PaymentGateway } from '../../ticketing/schemas/payment-gateway.ts';
import type { SalesChannel } from '../../ticketing/schemas/common.ts';
import type { PaymentRequest } from '../../ticketing/schemas/payment-request.ts';
import { testCardOutcome, validateCardInput } from '../../domain/test-cards.ts';
import { coded, type SandboxHttpError } from '../http/errors.ts';
import { checkoutById, checkoutExpired, requireOpen } from './checkouts.ts';
import { newId, newSecret, secretsMatch } from './ids.ts';
import { cancelPaymentRequest, openPaymentRequests } from './payment-requests.ts';
import { completeCheckout } from './checkout-completion.ts';
import { checkTicketActions } from './action-completions.ts';
import { linesOf } from './cart-pricing.ts';
import { amountToPay } from './payment-plans.ts';
import { chargeSavedCard, checkStorePaymentMethod, holdCardForRedirect, saveCardOfPayment, settleHeldCard, storesPaymentMethod } from './saved-cards.ts';

/**
 * Paying a checkout (spec 02 §3 payment request, §4, §7 Payments) with the sandbox's test gateway.
 *
 * - The amount of a payment request is the checkout's realPrice as the sandbox computed it; no
 *   caller ever names an amount.
 * - One open request per checkout and amount: asking again while one is NEW answers that one (a
 *   double click pays once); a request for an amount the cart no longer has is canceled and a new
 *   one opened.
 * - Every gateway type is simulated with the test cards (lib/domain/test-cards.ts): the processor
 *   answers a session (sandbox, adyen-like) or a client secret (stripe-like), verify takes card
 *   data or the redirect result of the sandbox bank's authorization page.
 * - A declined card leaves the request NEW (Try again pays with another card); an authorization
 *   declined on the bank's page cancels it (the next attempt opens a new one).
 * - Verify refuses to complete when the checkout expired or its amount changed since the request
 *   was opened (409), so a cart edited in another tab is never paid at the old price.
 * - Saved cards (saved-cards.ts): verify may name one of the customer's saved cards with its CVC
 *   instead of a card number, and a processor session may ask to save the card that pays.
 */

export const SANDBOX_GATEWAY_PAGE = '/sandbox/gateway/authorize';
export const DECLINED_MESSAGE = 'Your card was declined.';
export const CVC_INCORRECT_MESSAGE = "Your card's security code is incorrect.";

export interface TransactionRef {
  tid: string;
  secret: string;
}

export type VerifyAnswer =
  | { status: 'succeeded'; transaction: TransactionRef }
  | { status: 'new'; declined: true; message: string; code?: 'cvcIncorrect' }
  | { status: 'new'; action: { type: 'redirect'; url: string } }
  | { status: 'canceled'; message: string };

/** A checkout with nothing in it (an item may hold only a coupon) cannot become an order. */
const isEmpty = (checkout: Checkout) => (checkout.items ?? []).flatMap(linesOf).length === 0;

const isEntitled = (gateway: PaymentGateway, sellerId: string) =>
  gateway.sellerId === sellerId || gateway.entitlements?.type === 'all' || (gateway.entitlements?.sellerIds ?? []).includes(sellerId);

/**
 * The seller's active gateways without their secrets, optionally of one sales channel. The test
 * gateway comes first: in the sandbox it is the one that pays without a provider's script.
 */
export function sellerGateways(ctx: SandboxContext, sellerId: string, channel?: SalesChannel): PaymentGateway[] {
  return ctx.store
    .list('paymentGateways')
    .docs.filter((gateway) => gateway.active !== false && isEntitled(gateway, sellerId) && (!channel || (gateway.channels ?? []).includes(channel)))
    .sort((a, b) => Number(b.type === 'sandbox') - Number(a.type === 'sandbox'))
    .map(({ secret: _secret, ...gateway }) => gateway);
}

/** A gateway a checkout can be paid with: the seller's, active, online, and not a payout-only method. */
function paymentGateway(ctx: SandboxContext, sellerId: string, gatewayId: string): PaymentGateway {
  const gateway = sellerGateways(ctx, sellerId, 'online').find((candidate) => candidate._id === gatewayId);
  if (!gateway || gateway.type === 'additionalMethod') throw coded(400, 'gatewayNotFound', 'Payment gateway not found', undefined, { paymentGatewayId: ['gatewayNotFound'] });
  return gateway;
}

export function paymentRequestBySecret(ctx: SandboxContext, id: string, secret: string | undefined): PaymentRequest {
  const request = ctx.store.get('paymentRequests', id);
  // A wrong secret is answered like an unknown id, so the answer never confirms that an id exists.
  if (!request || !secretsMatch(request.secret, secret)) throw coded(404, 'paymentRequestNotFound', 'Payment request not found');
  return request;
}

export function openPaymentRequest(ctx: SandboxContext, checkout: Checkout, input: { paymentGatewayId: string; customerId?: string | null | undefined }): PaymentRequest {
  requireOpen(checkout);
  const sellerId = checkout.sellerId ?? '';
  paymentGateway(ctx, sellerId, input.paymentGatewayId);
  if (isEmpty(checkout)) throw coded(409, 'emptyCart', 'The cart is empty');
  const amount = checkout.realPrice ?? 0;
  if (amount <= 0) throw coded(409, 'freeOrder', 'Nothing to pay: complete the free order instead');
  if (!checkout.email) throw coded(409, 'checkoutDetailsRequired', 'Checkout details are missing');
  // A ticket action's checkout that could not complete is refused before the buyer pays.
  checkTicketActions(ctx, checkout);

  for (const open of openPaymentRequests(ctx, checkout._id)) {
    if (open.amount === amount && open.currency === checkout.currency) return open;
    cancelPaymentRequest(ctx, open);
  }
  const request: PaymentRequest = {
    _id: newId('pay'),
    secret: newSecret(),
    sellerId,
    status: 'new',
    origin: 'online',
    amount,
    originalAmount: amount,
    ...(checkout.currency ? { currency: checkout.currency } : {}),
    checkoutId: checkout._id,
    customer: { customerId: input.customerId ?? null, email: checkout.email ?? null, country: checkout.address?.country ?? null },
    processors: [],
    expiresAt: checkout.expiresAt ?? null,
  };
  return ctx.store.put('paymentRequests', request, { sellerId, customerId: input.customerId ?? undefined, createdAt: ctx.now().toISOString() });
}

function requireNew(request: PaymentRequest): void {
  if (request.status !== 'new') throw coded(409, 'paymentRequestClosed', `Payment request is ${request.status ?? 'closed'}`);
}

/** The processor session of a gateway: one per request and gateway, answered again on a repeated call. */
export function processorSession(ctx: SandboxContext, request: PaymentRequest, input: { paymentGatewayId: string; returnUrl: string; storePaymentMethod?: boolean | undefined }) {
  requireNew(request);
  const gateway = paymentGateway(ctx, request.sellerId ?? '', input.paymentGatewayId);
  checkStorePaymentMethod(ctx, request, input.storePaymentMethod);
  // The buyer's latest choice counts: Try again may tick or untick the save-card checkbox.
  const store = input.storePaymentMethod === true ? { storePaymentMethod: true } : {};
  let processor = request.processors?.find((candidate) => candidate.gatewayId === gateway._id);
  if (!processor) {
    processor = { gatewayType: gateway.type, gatewayId: gateway._id, reference: newId('ref'), redirectUrl: input.returnUrl, ...store };
    ctx.store.put('paymentRequests', { ...request, processors: [...(request.processors ?? []), processor] });
  } else if (processor.redirectUrl !== input.returnUrl || Boolean(processor.storePaymentMethod) !== Boolean(input.storePaymentMethod)) {
    const { storePaymentMethod: _previous, ...rest } = processor;
    processor = { ...rest, redirectUrl: input.returnUrl, ...store };
    const updated = processor;
    ctx.store.put('paymentRequests', { ...request, processors: (request.processors ?? []).map((entry) => (entry.gatewayId === gateway._id ? updated : entry)) });
  }
  const reference = processor.reference ?? '';
  const data = gateway.type === 'stripe' ? { clientSecret: `${reference}_secret` } : { sessionData: `sess_${reference}` };
  return { reference, data };
}

function succeed(ctx: SandboxContext, request: PaymentRequest, checkout: Checkout, payingCustomerId: string | null | undefined): VerifyAnswer {
  const transaction = completeCheckout(ctx, checkout, { payingCustomerId });
  ctx.store.put('paymentRequests', {
    ...request,
    status: 'succeeded',
    transactionId: transaction.tid,
    applications: [{ amount: request.amount ?? 0, method: 'card' }],
    customer: { ...request.customer, customerId: transaction.customerId ?? null },
  });
  return { status: 'succeeded', transaction: { tid: transaction.tid, secret: transaction.secret ?? '' } };
}

function transactionRef(ctx: SandboxContext, request: PaymentRequest): TransactionRef {
  const transaction = request.transactionId ? ctx.store.get('transactions', request.transactionId) : undefined;
  return { tid: transaction?.tid ?? '', secret: transaction?.secret ?? '' };
}

export interface VerifyInput {
  paymentGatewayId: string;
  data: { cardNumber?: string | undefined; expiry?: string | undefined; cvc?: string | undefined; redirectResult?: string | undefined; customerPaymentMethodId?: string | undefined };
  customerId?: string | null | undefined;
}

/**
 * Verifies a payment. A refusal that also changes state (the request canceled because the checkout
 * expired or its amount changed) comes back as `refused`, for the caller to answer after committing.
 */
export function verifyPayment(ctx: SandboxContext, request: PaymentRequest, input: VerifyInput): VerifyAnswer | { refused: SandboxHttpError } {
  // A repeated verify (a reload after success) answers the same order again.
  if (request.status === 'succeeded') return { status: 'succeeded', transaction: transactionRef(ctx, request) };
  if (request.status === 'canceled') return { status: 'canceled', message: 'paymentNotAuthorized' };
  const gateway = paymentGateway(ctx, request.sellerId ?? '', input.paymentGatewayId);
  const checkout = checkoutById(ctx, request.checkoutId ?? '');
  if (checkout.status !== 'open') {
    cancelPaymentRequest(ctx, request);
    return { refused: checkout.status === 'expired' ? checkoutExpired() : coded(409, 'checkoutClosed', `Checkout is ${checkout.status ?? 'closed'}`) };
  }
  // Paid by instalments, the request carries what the option charges at checkout (payment-plans.ts).
  if (amountToPay(ctx, checkout, request) !== request.amount) {
    cancelPaymentRequest(ctx, request);
    return { refused: coded(409, 'amountChanged', 'The amount to pay changed; start the payment again') };
  }
  const payingCustomerId = input.customerId ?? request.customer?.customerId;

  if (input.data.redirectResult !== undefined) {
    const authorization = ctx.store.get('gatewayAuthorizations', input.data.redirectResult);
    if (!authorization || authorization.paymentRequestId !== request._id || authorization.used) {
      throw coded(400, 'invalidRedirectResult', 'Invalid redirect result', undefined, { 'data.redirectResult': ['invalidRedirectResult'] });
    }
    ctx.store.put('gatewayAuthorizations', { ...authorization, used: true });
    settleHeldCard(ctx, request, gateway, authorization.approved);
    if (!authorization.approved) {
      cancelPaymentRequest(ctx, request);
      return { status: 'canceled', message: 'paymentNotAuthorized' };
    }
    return succeed(ctx, request, checkout, payingCustomerId);
  }

  if (input.data.customerPaymentMethodId !== undefined) {
    const charge = chargeSavedCard(ctx, request, { paymentGatewayId: gateway._id, customerPaymentMethodId: input.data.customerPaymentMethodId, cvc: input.data.cvc });
    if (charge.outcome === 'cvcIncorrect') return { status: 'new', declined: true, message: CVC_INCORRECT_MESSAGE, code: 'cvcIncorrect' };
    if (charge.outcome === 'declined') return { status: 'new', declined: true, message: DECLINED_MESSAGE };
    // A saved card needs no bank page here: it was authenticated when it was saved.
    return succeed(ctx, request, checkout, payingCustomerId);
  }

  const errors = validateCardInput(input.data, ctx.now());
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, code]) => [`data.${field}`, [code]]));
    throw coded(400, 'invalidInput', 'Invalid card details', undefined, fields);
  }
  switch (testCardOutcome(input.data.cardNumber ?? '')) {
    case 'declined':
      return { status: 'new', declined: true, message: DECLINED_MESSAGE };
    case 'redirect': {
      if (storesPaymentMethod(request, gateway._id)) holdCardForRedirect(ctx, request, typedCard(input.data));
      const returnUrl = request.processors?.find((processor) => processor.gatewayId === input.paymentGatewayId)?.redirectUrl ?? '/';
      const query = new URLSearchParams({ request: request._id, secret: request.secret ?? '', returnUrl });
      return { status: 'new', action: { type: 'redirect', url: `${SANDBOX_GATEWAY_PAGE}?${query.toString()}` } };
    }
    case 'succeeded': {
      const answer = succeed(ctx, request, checkout, payingCustomerId);
      if (storesPaymentMethod(request, gateway._id)) saveCardOfPayment(ctx, request, gateway, typedCard(input.data));
      return answer;
    }
  }
}

/** The card data of a verify that passed validateCardInput. */
const typedCard = (data: VerifyInput['data']) => ({ cardNumber: data.cardNumber ?? '', expiry: data.expiry ?? '', cvc: data.cvc ?? '' });

/** The sandbox bank's decision on its authorization page, as the token verify redeems. */
export function authorizeRedirect(ctx: SandboxContext, request: PaymentRequest, approve: boolean): { redirectResult: string } {
  requireNew(request);
  const token = newSecret();
  ctx.store.put('gatewayAuthorizations', { _id: token, paymentRequestId: request._id, approved: approve, used: false, createdAt: ctx.now().toISOString() }, { sellerId: request.sellerId });
  return { redirectResult: token };
}

/** A free order (realPrice 0, e.g. a 100 % coupon) completes without a payment. */
export function completeFreeOrder(ctx: SandboxContext, checkout: Checkout, customerId: string | null | undefined): TransactionRef {
  requireOpen(checkout);
  if (isEmpty(checkout)) throw coded(409, 'emptyCart', 'The cart is empty');
  if ((checkout.realPrice ?? 0) !== 0) throw coded(409, 'paymentRequired', 'The order is not free');
  if (!checkout.email) throw coded(409, 'checkoutDetailsRequired', 'Checkout details are missing');
  const transaction = completeCheckout(ctx, checkout, { payingCustomerId: customerId });
  return { tid: transaction.tid, secret: transaction.secret ?? '' };
}
