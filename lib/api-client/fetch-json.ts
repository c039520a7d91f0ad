/**
 * The browser's way to call our own route handlers: JSON in, JSON out, and a typed error that
 * keeps the status, message, field errors and any extra fields the handler answered with.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.message === 'string' ? body.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = (body.errors as Record<string, string[]> | undefined) ?? undefined;
    this.body = body;
  }

  /** A machine-readable code some handlers add (e.g. 'confirmationRequired'). */
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

export async function fetchJson<T>(url: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      credentials: 'same-origin',
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: 'network' });
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { message: text };
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
