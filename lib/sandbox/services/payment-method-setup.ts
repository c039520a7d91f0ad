import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { PaymentRequest } from '../../ticketing/schemas/payment-request.ts';
import { cardDigits, parseExpiry, testCardOutcome, validateCardInput } from '../../domain/test-cards.ts';
import { cardBrand, type SavedCardBrand } from '../../domain/card-brand.ts';
import { coded } from '../http/errors.ts';
import { newId, newSecret } from './ids.ts';
import { cancelPaymentRequest } from './payment-requests.ts';
import { DECLINED_MESSAGE, SANDBOX_GATEWAY_PAGE, sellerGateways, type VerifyInput } from './payments.ts';
import { saveNewMethod } from './payment-methods.ts';
import { vaultEntry, type StoredTestCard } from './saved-cards.ts';

/**
 * Setup payment requests (spec 01 §4 add payment method flow, spec 02 §3-4, §7
 * POST /api/payments/requests/setup): a request of origin `setup` with no amount, for the
 * customer of the bearer token, that a card gateway's form completes. ADR 0027.
 *
 * - Verify with a card of the test gateway decides at once: 4242… (or any valid number of a saved
 *   card brand) SUCCEEDS and saves the card as a customer payment method; the declined card
 *   4000 0000 0000 0002 CANCELS the request (a setup is not retried on the same request: the
 *   storefront starts a new one); 4000 0000 0000 3220 needs the sandbox bank's page first, whose
 *   Authorize saves the card and Decline cancels. A card of another brand cannot be saved (spec
 *   02 §9): canceled.
 * - A setup request is open for an hour; verifying it later cancels it.
 * - The storefront polls GET /api/payments/requests/{id} for the outcome (spec 01 §4).
 */

export const SETUP_REQUEST_LIFETIME_MS = 60 * 60_000;

/** The card a redirecting setup waits to save until the bank's page answered. */
export interface StoredPaymentMethodSetup {
  _id: string;
  gatewayId: string;
  card: { type: SavedCardBrand; last4: string; month: number; year: number };
  /** The card's number and hashed CVC while the bank page decides, so a saved card asks for its own CVC later. */
  vault?: Omit<StoredTestCard, '_id'> | undefined;
}

export type SetupVerifyAnswer =
  | { status: 'succeeded'; paymentMethodId?: string | undefined }
  | { status: 'canceled'; message: string; declined?: true }
  | { status: 'new'; action: { type: 'redirect'; url: string } };

export interface SetupRequestInput {
  customerId?: string | undefined;
  paymentStrategyId?: string | undefined;
  paymentOptionId?: string | undefined;
}

/** The create answer carries _id, secret, sellerId and paymentOptionSelection (spec 01 §7). */
export function openSetupRequest(ctx: SandboxContext, customer: Customer, input: SetupRequestInput) {
  // The body may name the customer (spec 01 §7), but only as the token's own.
  if (input.customerId !== undefined && input.customerId !== customer._id) throw coded(403, 'forbidden', 'A setup request is for the logged-in customer only');
  const sellerId = customer.sellerId ?? '';
  const seller = ctx.store.get('sellers', sellerId);
  const now = ctx.now();
  const paymentOptionSelection = { paymentStrategyId: input.paymentStrategyId ?? null, paymentOptionId: input.paymentOptionId ?? null };
  const request: PaymentRequest = {
    _id: newId('pay'),
    secret: newSecret(),
    sellerId,
    status: 'new',
    origin: 'setup',
    amount: 0,
    originalAmount: 0,
    ...(seller?.currency ? { currency: seller.currency } : {}),
    customer: { customerId: customer._id, email: customer.primaryEmail ?? null, country: customer.location?.country ?? null },
    processors: [],
    paymentOptionSelection,
    expiresAt: new Date(now.getTime() + SETUP_REQUEST_LIFETIME_MS).toISOString(),
  };
  ctx.store.put('paymentRequests', request, { sellerId, customerId: customer._id, createdAt: now.toISOString() });
  return { _id: request._id, secret: request.secret, sellerId, paymentOptionSelection };
}

function ownerOf(ctx: SandboxContext, request: PaymentRequest): Customer {
  const customer = ctx.store.get('customers', request.customer?.customerId ?? '');
  if (!customer) throw coded(409, 'paymentRequestClosed', 'The customer of this setup request no longer exists');
  return customer;
}

/** Saves the card and closes the request as succeeded. */
function saveCard(ctx: SandboxContext, request: PaymentRequest, gatewayId: string, card: StoredPaymentMethodSetup['card'], vault: StoredPaymentMethodSetup['vault']): SetupVerifyAnswer {
  const gateway = sellerGateways(ctx, request.sellerId ?? '').find((candidate) => candidate._id === gatewayId);
  const method = saveNewMethod(ctx, ownerOf(ctx, request), {
    status: 'active',
    active: true,
    ...(gateway ? { gatewayType: gateway.type } : {}),
    gatewayId,
    channels: ['onSession', 'offSession'],
    data: { paymentMethodId: `pm_sandbox_${card.type}_${card.last4}` },
    paymentDetails: { type: card.type, last4: card.last4, expiration: { month: card.month, year: card.year } },
  });
  // Paying with the saved card later checks its CVC against this entry, as for a card saved at checkout.
  if (vault) ctx.store.put('savedTestCards', { ...vault, _id: method._id }, { sellerId: request.sellerId, customerId: method.customerId ?? undefined });
  ctx.store.put('paymentRequests', { ...request, status: 'succeeded' });
  ctx.store.delete('paymentMethodSetups', request._id);
  return { status: 'succeeded', paymentMethodId: method._id };
}

function cancel(ctx: SandboxContext, request: PaymentRequest, message: string, declined = false): SetupVerifyAnswer {
  cancelPaymentRequest(ctx, request);
  ctx.store.delete('paymentMethodSetups', request._id);
  return declined ? { status: 'canceled', message, declined: true } : { status: 'canceled', message };
}

/** Verify of a setup request (spec 02 §4: NEW to SUCCEEDED or CANCELED). */
export function verifySetupRequest(ctx: SandboxContext, request: PaymentRequest, input: VerifyInput): SetupVerifyAnswer {
  // A repeated verify (a reload after the outcome) answers the outcome again.
  if (request.status === 'succeeded') return { status: 'succeeded' };
  if (request.status === 'canceled') return { status: 'canceled', message: 'paymentNotAuthorized' };
  if (request.expiresAt && Date.parse(request.expiresAt) <= ctx.now().getTime()) return cancel(ctx, request, 'paymentRequestExpired');
  const gateway = sellerGateways(ctx, request.sellerId ?? '', 'online').find((candidate) => candidate._id === input.paymentGatewayId && candidate.type !== 'additionalMethod');
  if (!gateway) throw coded(400, 'gatewayNotFound', 'Payment gateway not found', undefined, { paymentGatewayId: ['gatewayNotFound'] });

  if (input.data.redirectResult !== undefined) {
    const authorization = ctx.store.get('gatewayAuthorizations', input.data.redirectResult);
    if (!authorization || authorization.paymentRequestId !== request._id || authorization.used) {
      throw coded(400, 'invalidRedirectResult', 'Invalid redirect result', undefined, { 'data.redirectResult': ['invalidRedirectResult'] });
    }
    ctx.store.put('gatewayAuthorizations', { ...authorization, used: true });
    const pending = ctx.store.get('paymentMethodSetups', request._id);
    if (!authorization.approved || !pending) return cancel(ctx, request, 'paymentNotAuthorized');
    return saveCard(ctx, request, pending.gatewayId, pending.card, pending.vault);
  }

  const errors = validateCardInput(input.data, ctx.now());
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, code]) => [`data.${field}`, [code]]));
    throw coded(400, 'invalidInput', 'Invalid card details', undefined, fields);
  }
  const digits = cardDigits(input.data.cardNumber ?? '');
  const expiry = parseExpiry(input.data.expiry ?? '');
  const type = cardBrand(digits);
  if (!type || !expiry) return cancel(ctx, request, 'cardBrandNotAccepted');
  const card = { type, last4: digits.slice(-4), month: expiry.month, year: expiry.year };
  const { _id: _unused, ...vault } = vaultEntry('', { cardNumber: digits, cvc: input.data.cvc ?? '' });
  switch (testCardOutcome(digits)) {
    case 'declined':
      return cancel(ctx, request, DECLINED_MESSAGE, true);
    case 'redirect': {
      ctx.store.put('paymentMethodSetups', { _id: request._id, gatewayId: gateway._id, card, vault }, { sellerId: request.sellerId, customerId: request.customer?.customerId ?? undefined });
      const returnUrl = request.processors?.find((processor) => processor.gatewayId === gateway._id)?.redirectUrl ?? '/';
      const query = new URLSearchParams({ request: request._id, secret: request.secret ?? '', returnUrl });
      return { status: 'new', action: { type: 'redirect', url: `${SANDBOX_GATEWAY_PAGE}?${query.toString()}` } };
    }
    case 'succeeded':
      return saveCard(ctx, request, gateway._id, card, vault);
  }
}
