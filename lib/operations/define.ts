import type { z } from 'zod';

/**
 * One browser operation, declared once: method, path, input schema, answer type and the codes it
 * may refuse with. The route handler is built from it (lib/http/route.ts) and the browser calls it
 * through lib/operations/call.ts, so a changed path or answer breaks `tsc` on both sides.
 * ADR 0013 describes the pattern with a worked example.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `'/api/shops/[seller]/cart'` → `'seller'`. */
export type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };

/**
 * The input schema, loaded on first use. The server parses with it; the browser only needs its
 * type, so a page that merely calls an operation never downloads zod (forms that validate import
 * the schema module themselves).
 */
export type LazySchema = () => Promise<z.ZodType>;

/** How a successful answer travels: JSON of type A, or a document the browser navigates to (PDF, pass). */
export interface JsonAnswer<A> {
  readonly kind: 'json';
  /** Type only: never set at run time. */
  readonly type?: A;
}
export interface DocumentAnswer {
  readonly kind: 'document';
  /** Type only: the handler answers with its own Response (a file, a redirect). */
  readonly type?: Response;
}

export interface Operation<
  M extends Method = Method,
  P extends string = string,
  S extends LazySchema | undefined = LazySchema | undefined,
  A extends JsonAnswer<unknown> | DocumentAnswer = JsonAnswer<unknown> | DocumentAnswer,
  C extends string = string,
> {
  readonly method: M;
  readonly path: P;
  /** Body (POST/PUT) or query (GET) schema; absent when the operation takes no input. */
  readonly input: S;
  readonly answer: A;
  /** Codes this operation refuses with besides the generic ones (lib/operations/errors.ts). */
  readonly errors: readonly C[];
  /** Status of a successful answer; 204 answers nothing (declare `json<void>()`). */
  readonly status: SuccessStatus;
  /** Cache-Control of a successful answer: `private, no-store` unless the answer is public. */
  readonly cache: CacheControl;
  /** Largest body accepted, in bytes; larger ones are refused with 413 before they are read. */
  readonly bodyLimit: number;
  /** `multipart` bodies (uploads) are read by the handler itself, within bodyLimit. */
  readonly body: 'json' | 'multipart';
  /**
   * Who calls it: a browser (the default), whose mutations must show they come from this site, or
   * another server (a signed webhook), which sends neither Origin nor Sec-Fetch-Site and proves
   * itself by its signature, never by a cookie. A browser's cross-site request is refused either way.
   */
  readonly caller: 'browser' | 'server';
}

export type SuccessStatus = 200 | 201 | 204;
/** Refusals are never cached; a public answer (a shop's event list) may be kept for a short while. */
export type CacheControl = 'private, no-store' | `public, max-age=${number}`;

/** JSON bodies are small: a details form, a personalization with its fields. ADR 0013. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

export const json = <A>(): JsonAnswer<A> => ({ kind: 'json' });
export const document = (): DocumentAnswer => ({ kind: 'document' });

export function operation<
  const M extends Method,
  const P extends `/api/${string}`,
  A extends JsonAnswer<unknown> | DocumentAnswer,
  S extends LazySchema | undefined = undefined,
  const C extends string = never,
>(spec: {
  method: M;
  path: P;
  answer: A;
  input?: S;
  errors?: readonly C[];
  status?: SuccessStatus;
  cache?: CacheControl;
  bodyLimit?: number;
  body?: 'json' | 'multipart';
  caller?: 'browser' | 'server';
}): Operation<M, P, S, A, C> {
  return {
    method: spec.method,
    path: spec.path,
    input: spec.input as S,
    answer: spec.answer,
    errors: spec.errors ?? [],
    status: spec.status ?? 200,
    cache: spec.cache ?? 'private, no-store',
    bodyLimit: spec.bodyLimit ?? DEFAULT_BODY_LIMIT,
    body: spec.body ?? 'json',
    caller: spec.caller ?? 'browser',
  };
}

export type AnyOperation = Operation<Method, string, LazySchema | undefined, JsonAnswer<unknown> | DocumentAnswer, string>;

/** What the handler receives, after parsing (defaults applied, strings trimmed). */
export type InputOf<O extends AnyOperation> = O['input'] extends LazySchema ? z.output<Awaited<ReturnType<O['input']>>> : undefined;
/** What the browser sends. */
export type SentInputOf<O extends AnyOperation> = O['input'] extends LazySchema ? z.input<Awaited<ReturnType<O['input']>>> : undefined;
export type AnswerOf<O extends AnyOperation> = Exclude<O['answer']['type'], undefined>;
export type ErrorCodeOf<O extends AnyOperation> = O['errors'][number];
