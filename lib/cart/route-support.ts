import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { crossSiteRefusal, parseInput, parseJsonBody, parseQuery, type Parsed, type RefusalResponse } from '../http/guards.ts';
import { shopSeller } from '../shop/queries.ts';
import { currentLogin } from '../session/server.ts';
import { ticketing } from '../ticketing/server.ts';
import { getCheckout } from '../ticketing/checkouts.ts';
import type { TicketingError } from '../ticketing/errors.ts';
import type { Checkout } from '../ticketing/schemas/checkout.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import { isCheckoutErrorReason, messageFor, type CheckoutErrorReason } from '../domain/checkout-errors.ts';
import { cartOf, forgetCart } from './server.ts';
import type { CartRef } from './cookie.ts';

export { isSameOriginPath } from './return-path.ts';

/**
 * What the cart, checkout, payment, personalization and upload route handlers share: the shop of
 * the URL, the customer token of the session, the cart of the cookie, and error answers that carry
 * a reason code (lib/domain/checkout-errors.ts) and, as message, the spec's text or that code.
 */

export const NO_STORE = { 'cache-control': 'private, no-store' } as const;

export function okJson(body: unknown, status = 200): Response {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/** `{ message, code, ...extra }`: the message is the spec's where it has one, else the code. */
export function reasonJson(status: number, reason: CheckoutErrorReason, extra: Record<string, unknown> = {}): Response {
  return NextResponse.json({ ...extra, message: messageFor(reason), code: reason }, { status, headers: NO_STORE });
}

const REASON_BY_STATUS: Readonly<Record<number, CheckoutErrorReason>> = {
  400: 'invalidInput',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'fileSizeTooLarge',
  415: 'unsupportedMediaType',
};

/** A failed ticketing call as our answer: 4xx keep status, code and field errors; the rest is a fetch error. */
export function checkoutErrorResponse(error: TicketingError): Response {
  if (error.kind === 'network') return reasonJson(error.timeout ? 504 : 503, 'fetchError');
  if (error.kind === 'validation' || error.status >= 500 || error.status < 400) return reasonJson(502, 'fetchError');
  const reason = isCheckoutErrorReason(error.upstreamCode) ? error.upstreamCode : (REASON_BY_STATUS[error.status] ?? 'invalidInput');
  return reasonJson(error.status, reason, error.fieldErrors ? { errors: error.fieldErrors } : {});
}

export type ShopOutcome = { ok: true; seller: Seller } | { ok: false; response: Response };

export async function shopOf(params: Promise<{ seller: string }>): Promise<ShopOutcome> {
  const result = await shopSeller((await params).seller);
  if (!result.ok) return { ok: false, response: checkoutErrorResponse(result.error) };
  if (!result.data) return { ok: false, response: reasonJson(404, 'notFound') };
  return { ok: true, seller: result.data };
}

/** The logged-in customer's token for this shop, so orders are theirs. */
export async function customerTokenFor(sellerId: string): Promise<string | undefined> {
  return (await currentLogin(sellerId))?.token;
}

export type CartOutcome = { ok: true; cart: { ref: CartRef; checkout: Checkout } | null } | { ok: false; response: Response };

/**
 * The checkout the cookie names as this shop's cart, read upstream. A checkout the API no longer
 * knows (or another secret) is forgotten and answers no cart.
 */
export async function currentCart(seller: Seller, requestUrl: URL, customerToken: string | undefined): Promise<CartOutcome> {
  const ref = await cartOf(seller._id);
  if (!ref) return { ok: true, cart: null };
  const result = await getCheckout(ticketing(), ref.checkoutId, ref.secret, customerToken);
  if (result.ok) return { ok: true, cart: { ref, checkout: result.data } };
  if (result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 403)) {
    await forgetCart(seller._id, requestUrl);
    return { ok: true, cart: null };
  }
  return { ok: false, response: checkoutErrorResponse(result.error) };
}

/** 403 crossSiteRequest for a mutation another site's page sent (lib/http/guards.ts decides). */
export function crossSite(request: Request): Response | undefined {
  return crossSiteRefusal(request) ? reasonJson(403, 'crossSiteRequest') : undefined;
}

/** The cart's wording of refused input: reason codes the checkout UI translates (lib/domain/checkout-errors.ts). */
const cartRefusal: RefusalResponse = (refusal) => {
  if (refusal.kind === 'unsupportedMediaType') return reasonJson(415, 'unsupportedMediaType');
  return reasonJson(400, 'invalidInput', refusal.kind === 'invalidInput' ? { errors: refusal.errors } : {});
};

export const parsedInput = <S extends z.ZodType>(schema: S, raw: unknown): Parsed<z.infer<S>> => parseInput(schema, raw, cartRefusal);

/** A JSON body read with its schema: 415 unsupportedMediaType for another content type, 400 invalidInput with field errors. */
export const jsonBody = <S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> => parseJsonBody(request, schema, cartRefusal);

export const queryInput = <S extends z.ZodType>(request: Request, schema: S): Parsed<z.infer<S>> => parseQuery(request, schema, cartRefusal);
