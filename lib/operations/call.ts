import type { AnswerOf, AnyOperation, ErrorCodeOf, ParamNames, PathParams, SentInputOf } from './define.ts';
import type { ErrorBody, GenericErrorCode } from './errors.ts';

/**
 * The browser's only way to reach our route handlers: `call(operation, { params, input })`.
 * Path, method, input and answer types all come from the operation's declaration.
 */

type ParamsOption<O extends AnyOperation> = [ParamNames<O['path']>] extends [never] ? { params?: undefined } : { params: PathParams<O['path']> };
type InputOption<O extends AnyOperation> = SentInputOf<O> extends undefined ? { input?: undefined } : { input: SentInputOf<O> };
export type CallOptions<O extends AnyOperation> = ParamsOption<O> & InputOption<O> & { signal?: AbortSignal | undefined };
export type CallArgs<O extends AnyOperation> = object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** A refused or failed call: status 0 when the network failed, otherwise the handler's error body. */
export class ApiError<C extends string = string> extends Error {
  readonly status: number;
  /** Undefined only for an answer that is not ours (a proxy's error page). */
  readonly code: C | GenericErrorCode | 'network' | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(typeof body.message === 'string' ? body.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = (typeof body.code === 'string' ? body.code : status === 0 ? 'network' : undefined) as C | GenericErrorCode | 'network' | undefined;
    this.errors = isFieldErrors(body.errors) ? body.errors : undefined;
    this.body = body;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return typeof value === 'object' && value !== null && Object.values(value).every((list) => Array.isArray(list));
}

/** Narrows an unknown failure to this operation's refusals. */
export function isRefusalOf<O extends AnyOperation>(_operation: O, error: unknown): error is ApiError<ErrorCodeOf<O>> {
  return error instanceof ApiError;
}

export function pathOf<P extends string>(path: P, params: PathParams<P> | undefined): string {
  return path.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Query string of a GET input: arrays repeat their key (`id=a&id=b`), absent values are left out. */
export function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) query.append(key, String(item));
      }
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The URL of a GET operation, for links the browser follows (PDF downloads) or prefetches. */
export function hrefOf<O extends AnyOperation & { method: 'GET' }>(operation: O, ...[options]: CallArgs<O>): string {
  return pathOf(operation.path, options?.params as PathParams<O['path']> | undefined) + queryOf(options?.input);
}

/** A react-query key under which the answer of this operation (with these arguments) is kept. */
export function queryKeyOf<O extends AnyOperation>(operation: O, ...[options]: CallArgs<O>): readonly unknown[] {
  return [operation.path, options?.params ?? {}, options?.input ?? {}];
}

/** Prefix of every key of one operation, to invalidate all of its answers at once. */
export const queryKeyPrefixOf = (operation: AnyOperation): readonly unknown[] => [operation.path];

export async function call<O extends AnyOperation>(operation: O, ...[options]: CallArgs<O>): Promise<AnswerOf<O>> {
  const withBody = operation.method !== 'GET';
  const url = pathOf(operation.path, options?.params as PathParams<O['path']> | undefined) + (withBody ? '' : queryOf(options?.input));
  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method,
      headers: withBody ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: withBody ? JSON.stringify(options?.input ?? {}) : null,
      credentials: 'same-origin',
      ...(options?.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: 'network', code: 'network' });
  }
  return readAnswer(response);
}

/** A multipart upload (the one operation whose body is not JSON). */
export async function upload<O extends AnyOperation>(operation: O, form: FormData, signal?: AbortSignal): Promise<AnswerOf<O>> {
  if (operation.body !== 'multipart') throw new Error(`${operation.path} takes JSON: use call()`);
  let response: Response;
  try {
    response = await fetch(pathOf(operation.path, undefined), { method: operation.method, body: form, credentials: 'same-origin', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: 'network', code: 'network' });
  }
  return readAnswer(response);
}

async function readAnswer<A>(response: Response): Promise<A> {
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
  // The answer's shape is the operation's declared type, which its route handler is checked against.
  return body as A;
}
