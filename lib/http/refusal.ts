import { NextResponse } from 'next/server';
import { codeOfStatus, GENERIC_MESSAGES, type ErrorBody, type GenericErrorCode } from '../operations/errors.ts';
import { SPEC_MESSAGES, isCheckoutErrorReason } from '../domain/checkout-errors.ts';
import type { Result, TicketingError } from '../ticketing/errors.ts';

/** Answers that must never be kept by a shared cache: everything our route handlers say. */
export const NO_STORE = { 'cache-control': 'private, no-store' } as const;

/**
 * A refused request, thrown by a route step or handler and answered by the route kit in the one
 * error shape (lib/operations/errors.ts). Throwing keeps each handler a straight line of steps.
 */
export class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, options: { message?: string | undefined; details?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(options.message ?? defaultMessage(code));
    this.name = 'Refusal';
    this.status = status;
    this.code = code;
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }

  response(): Response {
    const body: ErrorBody = { ...this.details, message: this.message, code: this.code };
    return NextResponse.json(body, { status: this.status, headers: { ...NO_STORE, ...this.headers } });
  }
}

function defaultMessage(code: string): string {
  if (isCheckoutErrorReason(code) && SPEC_MESSAGES[code]) return SPEC_MESSAGES[code];
  return GENERIC_MESSAGES[code as GenericErrorCode] ?? code;
}

/** `throw refuse(404, 'ticketNotFound')`. */
export const refuse = (status: number, code: string, details?: Record<string, unknown>, message?: string): Refusal =>
  new Refusal(status, code, { ...(details ? { details } : {}), message });

export const invalidInput = (errors: Record<string, string[]>): Refusal => refuse(400, 'invalidInput', { errors });

/** 429 rateLimited with how long to wait, in the body (`retryAfterSeconds`) and in Retry-After. */
export const tooManyRequests = (seconds: number, message: string): Refusal =>
  new Refusal(429, 'rateLimited', { message, details: { retryAfterSeconds: seconds }, headers: { 'retry-after': String(seconds) } });

/** Upstream codes are passed on only when they look like codes, never arbitrary text. */
const CODE_PATTERN = /^[a-zA-Z][\w.]{0,63}$/;

/**
 * A failed ticketing call as our refusal: a 4xx keeps its status, code, message and field errors
 * (never the rest of the upstream body); network trouble and 5xx become fetchError (503/504/502).
 */
export function refusalOf(error: TicketingError): Refusal {
  if (error.kind === 'network') return new Refusal(error.timeout ? 504 : 503, 'fetchError');
  if (error.kind === 'validation' || error.status >= 500 || error.status < 400) return new Refusal(502, 'fetchError');
  const upstreamCode = error.upstreamCode && CODE_PATTERN.test(error.upstreamCode) ? error.upstreamCode : undefined;
  const code = upstreamCode ?? codeOfStatus(error.status);
  return new Refusal(error.status, code, {
    // The checkout's reason codes carry the spec's text (or themselves); other refusals, and those
    // whose code is only their status's, keep the API's words ("Ticket already scanned").
    message: (upstreamCode && isCheckoutErrorReason(code)) || !error.upstreamMessage ? defaultMessage(code) : error.upstreamMessage,
    ...(error.fieldErrors ? { details: { errors: error.fieldErrors } } : {}),
  });
}

/** The data of a successful ticketing call, or the call's failure thrown as a refusal. */
export function orRefuse<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw refusalOf(result.error);
}
