/** The spec's message for any non-OK answer of the ticketing API (spec 02 §7). */
export const FETCH_ERROR_MESSAGE = 'An error occurred while fetching the data';

export interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * Why a call to the ticketing API failed. Callers branch on `kind`; `retryable` says whether the
 * same call may succeed later (network trouble, 5xx, 429) or never will (4xx, schema drift).
 */
export type TicketingError =
  | { kind: 'network'; message: string; timeout: boolean; retryable: true }
  | {
      kind: 'http';
      message: string;
      status: number;
      upstreamMessage?: string;
      fieldErrors?: Record<string, string[]>;
      /** The API's machine-readable reason, e.g. 'confirmationRequired'. */
      upstreamCode?: string;
      /** Further fields of the error answer (e.g. the cart lines a confirmation lists); parse before use. */
      upstreamDetails?: Record<string, unknown>;
      retryable: boolean;
    }
  | { kind: 'validation'; message: string; issues: ValidationIssue[]; retryable: false };

export type Result<T> = { ok: true; data: T } | { ok: false; error: TicketingError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(error: TicketingError): Result<T> => ({ ok: false, error });

/** Thrown by `unwrap` so that server components can let an error boundary render the failure. */
export class TicketingFailure extends Error {
  readonly error: TicketingError;

  constructor(error: TicketingError) {
    super(error.message);
    this.name = 'TicketingFailure';
    this.error = error;
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw new TicketingFailure(result.error);
}

export function isNotFound(result: Result<unknown>): boolean {
  return !result.ok && result.error.kind === 'http' && result.error.status === 404;
}
