import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { CustomerPaymentMethod } from '../../ticketing/schemas/customer-payment-method.ts';
import type { PaymentRequest } from '../../ticketing/schemas/payment-request.ts';
import { cardDigits, parseExpiry, testCardOutcome, type TestCardOutcome } from '../../domain/test-cards.ts';
import { cardBrand } from '../../domain/card-brand.ts';
import { isUsableSavedCard, savedCardAccess } from '../../domain/saved-cards.ts';
import { coded } from '../http/errors.ts';
import { saveNewMethod } from './payment-methods.ts';

/**
 * Saved cards of the sandbox's test gateway at checkout (spec 02 §2, §5, §6). ADR 0028.
 *
 * - Saving: a payment whose processor session asked to store the method (`storePaymentMethod`,
 *   allowed only for the request's own logged-in customer in a shop with the
 *   customerPaymentMethods feature, never for a setup) saves the card when it succeeds, as a
 *   customer payment method of the gateway (brand, last four digits, expiry).
 * - Paying: verify names the saved card (`data.customerPaymentMethodId`) and its CVC. The card must
 *   be the request's customer's own, active, of this gateway, an accepted brand and not expired.
 *   A missing or malformed CVC is a 400; a CVC that is not the card's is declined
 *   (`cvcIncorrect`) and leaves the request NEW, like a declined card.
 * - The test bank keeps what a provider's vault would: the number (for the test card's outcome)
 *   and a salted hash of the CVC typed when the card was saved, at checkout or by a setup
 *   request. Neither is ever answered. A card without an entry (seeded without one) takes any
 *   well-formed CVC and pays like 4242….
 */

/** The test bank's vault entry of a saved card, keyed by the customer payment method id. */
export interface StoredTestCard {
  _id: string;
  cardNumber: string;
  cvcSalt: string;
  cvcHash: string;
  /** A card held while its payment waits for the sandbox bank's page (keyed by the request). */
  pendingExpiry?: string | undefined;
}

interface TypedCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const digest = (salt: string, cvc: string) => createHash('sha256').update(`${salt}:${cvc}`).digest('hex');

export function vaultEntry(id: string, card: Pick<TypedCard, 'cardNumber' | 'cvc'>, salt = randomBytes(8).toString('hex')): StoredTestCard {
  return { _id: id, cardNumber: cardDigits(card.cardNumber), cvcSalt: salt, cvcHash: digest(salt, card.cvc.trim()) };
}

function cvcMatches(entry: StoredTestCard, cvc: string): boolean {
  const expected = Buffer.from(entry.cvcHash, 'hex');
  const given = Buffer.from(digest(entry.cvcSalt, cvc.trim()), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether the request may save or use saved cards: its own customer, the seller's feature, not a setup. */
export function savedCardsAllowed(ctx: SandboxContext, request: PaymentRequest) {
  const customerId = request.customer?.customerId ?? undefined;
  const seller = ctx.store.get('sellers', request.sellerId ?? '');
  const customer = customerId ? ctx.store.get('customers', customerId) : undefined;
  return savedCardAccess({
    loggedInCustomerId: customer?._id,
    requestCustomerId: customerId,
    customerPaymentMethods: seller?.features?.customerPaymentMethods,
    origin: request.origin,
  });
}

/** Refuses a processor session that asks to store the method where saving is not allowed (403). */
export function checkStorePaymentMethod(ctx: SandboxContext, request: PaymentRequest, storePaymentMethod: boolean | undefined): void {
  if (storePaymentMethod && !savedCardsAllowed(ctx, request).saveCard) {
    throw coded(403, 'storePaymentMethodNotAllowed', 'Saving a card needs the logged-in customer of this payment in a shop that keeps payment methods');
  }
}

export function storesPaymentMethod(request: PaymentRequest, gatewayId: string): boolean {
  return request.processors?.find((processor) => processor.gatewayId === gatewayId)?.storePaymentMethod === true;
}

/** Saves a card that just paid the request, for the request's customer. Cards of other brands are not saved (spec 02 §9). */
function saveCard(ctx: SandboxContext, request: PaymentRequest, gateway: { _id: string; type: string }, card: { cardNumber: string; expiry: string }, vault: Omit<StoredTestCard, '_id'>): CustomerPaymentMethod | undefined {
  const customer = ctx.store.get('customers', request.customer?.customerId ?? '');
  const digits = cardDigits(card.cardNumber);
  const type = cardBrand(digits);
  const expiry = parseExpiry(card.expiry);
  if (!customer || !type || !expiry || !savedCardsAllowed(ctx, request).saveCard) return undefined;
  const method = saveNewMethod(ctx, customer, {
    status: 'active',
    active: true,
    ...(gateway.type === 'sandbox' ? { gatewayType: 'sandbox' as const } : {}),
    gatewayId: gateway._id,
    channels: ['onSession', 'offSession'],
    data: { paymentMethodId: `pm_sandbox_${type}_${digits.slice(-4)}` },
    paymentDetails: { type, last4: digits.slice(-4), expiration: { month: expiry.month, year: expiry.year } },
  });
  ctx.store.put('savedTestCards', { _id: method._id, cardNumber: digits, cvcSalt: vault.cvcSalt, cvcHash: vault.cvcHash }, { sellerId: request.sellerId, customerId: customer._id });
  return method;
}

export function saveCardOfPayment(ctx: SandboxContext, request: PaymentRequest, gateway: { _id: string; type: string }, card: TypedCard): CustomerPaymentMethod | undefined {
  return saveCard(ctx, request, gateway, card, vaultEntry('', card));
}

const pendingKey = (requestId: string) => `pending_${requestId}`;

/** Keeps the typed card while its payment waits for the sandbox bank's page, to save it if the bank authorizes. */
export function holdCardForRedirect(ctx: SandboxContext, request: PaymentRequest, card: TypedCard): void {
  ctx.store.put('savedTestCards', { ...vaultEntry(pendingKey(request._id), card), pendingExpiry: card.expiry }, { sellerId: request.sellerId });
}

/** After the bank's answer: saves the held card when the payment was authorized; forgets it either way. */
export function settleHeldCard(ctx: SandboxContext, request: PaymentRequest, gateway: { _id: string; type: string }, authorized: boolean): void {
  const held = ctx.store.get('savedTestCards', pendingKey(request._id));
  if (!held) return;
  ctx.store.delete('savedTestCards', held._id);
  if (authorized && held.pendingExpiry) saveCard(ctx, request, gateway, { cardNumber: held.cardNumber, expiry: held.pendingExpiry }, held);
}

export type SavedCardCharge = { outcome: TestCardOutcome } | { outcome: 'cvcIncorrect' };

/**
 * Checks a payment with a saved card: whose it is, whether it may pay, its CVC. Answers what the
 * test bank does with it, or throws the refusal (404 unknown card, 403 not allowed, 400 CVC).
 */
export function chargeSavedCard(ctx: SandboxContext, request: PaymentRequest, input: { paymentGatewayId: string; customerPaymentMethodId: string; cvc?: string | undefined }): SavedCardCharge {
  if (!savedCardsAllowed(ctx, request).savedCards) throw coded(403, 'savedCardNotAllowed', 'Saved cards pay only for the logged-in customer of this payment');
  const method = ctx.store.get('customerPaymentMethods', input.customerPaymentMethodId);
  if (!method || method.customerId !== request.customer?.customerId || method.sellerId !== request.sellerId) {
    throw coded(404, 'paymentMethodNotFound', 'Payment method not found', undefined, { 'data.customerPaymentMethodId': ['paymentMethodNotFound'] });
  }
  if (!isUsableSavedCard(method, input.paymentGatewayId, ctx.now())) {
    throw coded(409, 'savedCardNotUsable', 'This saved card cannot pay here', undefined, { 'data.customerPaymentMethodId': ['savedCardNotUsable'] });
  }
  const cvc = input.cvc?.trim() ?? '';
  if (!cvc) throw coded(400, 'invalidInput', 'The saved card needs its security code', undefined, { 'data.cvc': ['required'] });
  const length = method.paymentDetails?.type === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(cvc) || cvc.length !== length) throw coded(400, 'invalidInput', 'Invalid security code', undefined, { 'data.cvc': ['invalidCvc'] });
  const entry = ctx.store.get('savedTestCards', method._id);
  if (!entry) return { outcome: 'succeeded' };
  if (!cvcMatches(entry, cvc)) return { outcome: 'cvcIncorrect' };
  return { outcome: testCardOutcome(entry.cardNumber) };
}
