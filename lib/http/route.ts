import 'server-only';
import { NextResponse } from 'next/server';
import { unstable_rethrow } from 'next/navigation';
import type { AnswerOf, AnyOperation, InputOf, LazySchema, PathParams } from '../operations/define.ts';
import { crossSiteRefusal } from './guards.ts';
import { browserUrl } from './browser-origin.ts';
import { fieldErrors } from './field-errors.ts';
import { Refusal, invalidInput, refuse } from './refusal.ts';

/**
 * The one route kit: `export const POST = route(operation)(async ({ input, params }) => answer)`.
 * Before the handler runs it refuses cross-site mutations (403), bodies over the operation's limit
 * (413, unread), other content types (415), bad JSON and input that fails the schema (400 with
 * field errors) and malformed path segments (400). The handler returns the declared answer (the
 * kit sends it as JSON with the declared status and Cache-Control, `private, no-store` unless the
 * operation says otherwise) and throws a Refusal for anything else; any other error is a 500 in
 * the same shape, logged here.
 */

export interface RouteContext<O extends AnyOperation> {
  readonly request: Request;
  /** The URL as the browser wrote it (its Host, the trusted proxy's scheme): cookies' Secure flag follows it. */
  readonly url: URL;
  readonly params: PathParams<O['path']>;
  readonly input: InputOf<O>;
}

// Next passes no params (undefined) to a route without dynamic segments in production builds.
type Segment = { params?: Promise<Record<string, string | string[] | undefined> | undefined> } | undefined;
export type RouteHandler<O extends AnyOperation> = ((request: Request, segment: Segment) => Promise<Response>) & { readonly operation: O };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Path segments are ids, secrets and slugs: short, printable, already decoded by Next. */
const SEGMENT_LIMIT = 200;

export function route<O extends AnyOperation>(operation: O): (handle: (context: RouteContext<O>) => Promise<AnswerOf<O>>) => RouteHandler<O> {
  // Curried so that the operation fixes the answer type before the handler is checked against it.
  return (handle) => handlerOf(operation, handle);
}

function handlerOf<O extends AnyOperation>(operation: O, handle: (context: RouteContext<O>) => Promise<AnswerOf<O>>): RouteHandler<O> {
  const handler = async (request: Request, segment: Segment): Promise<Response> => {
    try {
      if (MUTATING.has(request.method) && crossSiteRefusal(request, { allowHeaderless: operation.caller === 'server' })) throw refuse(403, 'crossSiteRequest');
      const params = readParams((await segment?.params) ?? {}) as PathParams<O['path']>;
      const input = (operation.input ? await readInput(request, operation, operation.input) : undefined) as InputOf<O>;
      const answer = await handle({ request, url: browserUrl(request), params, input });
      if (answer instanceof Response) return answer;
      const headers = { 'cache-control': operation.cache };
      if (operation.status === 204) return new Response(null, { status: 204, headers });
      return NextResponse.json(answer, { status: operation.status, headers });
    } catch (error) {
      if (error instanceof Refusal) return error.response();
      // Next's own control flow (redirect(), notFound(), dynamic bail-outs) must pass through.
      unstable_rethrow(error);
      console.error(`${operation.method} ${operation.path} failed:`, error);
      return refuse(500, 'internalError').response();
    }
  };
  return Object.assign(handler, { operation });
}

function readParams(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string' || value.length === 0 || value.length > SEGMENT_LIMIT || !value.isWellFormed()) throw invalidInput({ [name]: ['invalid'] });
    params[name] = value;
  }
  return params;
}

async function readInput(request: Request, operation: AnyOperation, input: LazySchema): Promise<unknown> {
  const schema = await input();
  const raw = request.method === 'GET' ? queryRecord(new URL(request.url).searchParams) : await readJsonBody(request, operation.bodyLimit);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(fieldErrors(parsed.error.issues));
  return parsed.data;
}

/** `a=1&b=2&b=3` → `{ a: '1', b: ['2', '3'] }`: a repeated key is a list, a single one a string. */
export function queryRecord(search: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    record[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
}

async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw refuse(415, 'unsupportedMediaType');
  const text = await readText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse(400, 'invalidJson');
  }
}

/**
 * The body's bytes, refusing with `tooLarge` as soon as they pass `limit`: before reading when the
 * declared length says so, while reading when the body is chunked or its length lies.
 */
export async function readBytes(request: Request, limit: number, tooLarge = 'payloadTooLarge'): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) throw refuse(413, tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw refuse(413, tooLarge);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The body as UTF-8 text within `limit` bytes (readBytes); broken UTF-8 is invalid JSON. */
export async function readText(request: Request, limit: number): Promise<string> {
  const bytes = await readBytes(request, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(400, 'invalidJson');
  }
}

/** A multipart body read within `limit` bytes (readBytes), so a chunked upload stops at the limit too. */
export async function readForm(request: Request, limit: number, tooLarge: string): Promise<FormData> {
  const bytes = await readBytes(request, limit, tooLarge);
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw refuse(400, 'invalidInput');
  }
}
