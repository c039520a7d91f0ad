import 'server-only';
import type { z } from 'zod';
import { FETCH_ERROR_MESSAGE, fail, ok, type Result } from './errors.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface TicketingRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Built with `apiPath` so that every dynamic segment is encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart body (uploads), sent as is instead of `body`. */
  form?: FormData;
  schema: S;
  /** The logged-in customer's token, from the session cookie. */
  customerToken?: string | undefined;
}

export interface TicketingClientOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  fetch: typeof fetch;
  /** The longest one call may take. */
  timeoutMs: number;
  /**
   * When the work this call belongs to (a page, a route handler) must be finished, as epoch ms.
   * A call never outlives it, and a read is retried only when the budget leaves room (ADR 0015).
   */
  deadline?: () => number | undefined;
}

/** Pause before the one retry of a failed read. */
export const RETRY_BACKOFF_MS = 250;
/** A retry is worth it only with at least this much of the budget left after the pause. */
const MIN_RETRY_WINDOW_MS = 1_000;

/** A file the API answers (an e-ticket PDF), passed through as bytes. */
export interface TicketingFile {
  bytes: ArrayBuffer;
  contentType: string;
  /** The upstream Content-Disposition, which names the file. */
  disposition: string | null;
}

export interface TicketingClient {
  request<S extends z.ZodType>(request: TicketingRequest<S>): Promise<Result<z.infer<S>>>;
  /** Like `request`, for an answer that is a file rather than JSON. */
  requestFile(request: Omit<TicketingRequest<z.ZodType>, 'schema' | 'form'>): Promise<Result<TicketingFile>>;
  /** Distinguishes cached data of one backend from another (the sandbox's instance, or the API URL). */
  readonly cacheNamespace: string;
}

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  // Concatenated, not resolved: a base URL with a path (https://host/ticketing/v1) keeps its path.
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(key, String(item)));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readErrorBody(response: Response): Promise<{ message?: string; errors?: Record<string, string[]>; code?: string; details?: Record<string, unknown> }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, errors, code, statusCode: _statusCode, ...details } = body as { message?: unknown; errors?: unknown; code?: unknown; statusCode?: unknown };
      return {
        ...(typeof message === 'string' ? { message } : {}),
        ...(errors && typeof errors === 'object' ? { errors: errors as Record<string, string[]> } : {}),
        ...(typeof code === 'string' ? { code } : {}),
        ...(Object.keys(details).length > 0 ? { details } : {}),
      };
    }
  } catch {
    // A non-JSON error body carries nothing we can show.
  }
  return {};
}

/**
 * The one way this app talks to the ticketing API: attaches the API key and the customer token,
 * enforces a timeout, and parses every answer with its schema. It never throws for a failed call;
 * it returns a Result whose error says whether the network, the status or the payload was wrong.
 */
export function createTicketingClient(options: TicketingClientOptions & { cacheNamespace?: string }): TicketingClient {
  /** What is left of the call's time: its own limit, or the budget's rest when that is shorter. */
  const remaining = (): number => {
    const deadline = options.deadline?.();
    return deadline === undefined ? options.timeoutMs : Math.min(options.timeoutMs, deadline - Date.now());
  };

  /** Sends a call; an idempotent read that failed for a passing reason is tried once more if the budget allows. */
  async function send(request: Omit<TicketingRequest<z.ZodType>, 'schema'>, accept: string): Promise<Result<Response>> {
    const first = await sendOnce(request, accept);
    const method = request.method ?? 'GET';
    if (first.ok || method !== 'GET' || !first.error.retryable || remaining() < RETRY_BACKOFF_MS + MIN_RETRY_WINDOW_MS) return first;
    await new Promise((resolve) => setTimeout(resolve, RETRY_BACKOFF_MS));
    return sendOnce(request, accept);
  }

  /** Sends one call; a failed one (network or status) comes back as its TicketingError. */
  async function sendOnce({ method = 'GET', path, query, body, form, customerToken }: Omit<TicketingRequest<z.ZodType>, 'schema'>, accept: string): Promise<Result<Response>> {
    const timeoutMs = remaining();
    if (timeoutMs <= 0) {
      return fail({ kind: 'network', timeout: true, retryable: true, message: 'The time for this page ran out before the ticketing API was asked' });
    }
    const headers = new Headers({ accept });
    if (options.apiKey) headers.set('x-api-key', options.apiKey);
    if (customerToken) headers.set('authorization', `Bearer ${customerToken}`);
    // A FormData body sets its own multipart content type with the boundary.
    if (body !== undefined && !form) headers.set('content-type', 'application/json');

    let response: Response;
    try {
      response = await options.fetch(buildUrl(options.baseUrl, path, query), {
        method,
        headers,
        body: form ?? (body === undefined ? null : JSON.stringify(body)),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch (error) {
      const timeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return fail({
        kind: 'network',
        timeout,
        retryable: true,
        message: timeout ? `The ticketing API did not answer within ${timeoutMs} ms` : 'The ticketing API could not be reached',
      });
    }

    if (!response.ok) {
      const detail = await readErrorBody(response);
      return fail({
        kind: 'http',
        status: response.status,
        message: FETCH_ERROR_MESSAGE,
        retryable: response.status >= 500 || response.status === 429,
        ...(detail.message ? { upstreamMessage: detail.message } : {}),
        ...(detail.errors ? { fieldErrors: detail.errors } : {}),
        ...(detail.code ? { upstreamCode: detail.code } : {}),
        ...(detail.details ? { upstreamDetails: detail.details } : {}),
      });
    }

    return ok(response);
  }

  return {
    cacheNamespace: options.cacheNamespace ?? options.baseUrl,
    async requestFile(request) {
      const sent = await send(request, '*/*');
      if (!sent.ok) return sent;
      const response = sent.data;
      return ok({ bytes: await response.arrayBuffer(), contentType: response.headers.get('content-type') ?? 'application/octet-stream', disposition: response.headers.get('content-disposition') });
    },
    async request({ method = 'GET', path, query, body, form, schema, customerToken }) {
      const sent = await send({ method, path, query, body, form, customerToken }, 'application/json');
      if (!sent.ok) return sent;
      const response = sent.data;
      let payload: unknown;
      try {
        payload = response.status === 204 ? undefined : await response.json();
      } catch {
        return fail({ kind: 'validation', retryable: false, message: `${method} ${path} answered with a body that is not JSON`, issues: [] });
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
        return fail({
          kind: 'validation',
          retryable: false,
          issues,
          message: `${method} ${path} answered with an unexpected shape: ${issues
            .slice(0, 3)
            .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
            .join('; ')}`,
        });
      }
      return ok(parsed.data);
    },
  };
}
