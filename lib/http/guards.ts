import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

/** A JSON error answer of our route handlers: a message, and field errors for bad input. */
export function errorJson(status: number, message: string, errors?: Record<string, string[]>) {
  return NextResponse.json({ message, ...(errors ? { errors } : {}) }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * Refuses cross-site mutations. Browsers send Sec-Fetch-Site (and Origin) on every POST; a request
 * from another site's page is answered 403 before anything happens. Requests without either
 * header come from non-browser clients, which cookies-based CSRF cannot involve.
 */
export function crossSiteRefusal(request: Request): Response | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return errorJson(403, 'Cross-site request refused');
  const origin = request.headers.get('origin');
  if (origin && !servedOrigins(request).has(normalOrigin(origin))) return errorJson(403, 'Cross-origin request refused');
  return undefined;
}

function normalOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

const firstValue = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/**
 * The origins this request reached us by. `request.url` alone is not enough: Next builds it with
 * its own idea of the host (localhost), so a shop opened as 127.0.0.1 or by a LAN address would
 * refuse its own forms. The Host header (and a proxy's X-Forwarded-Host/-Proto) say what the
 * browser used; a cross-site page cannot set them without a CORS preflight that we never answer.
 */
function servedOrigins(request: Request): Set<string> {
  const own = new URL(request.url);
  const scheme = firstValue(request.headers.get('x-forwarded-proto')) ?? own.protocol.replace(/:$/, '');
  const origins = new Set([own.origin]);
  for (const host of [firstValue(request.headers.get('host')), firstValue(request.headers.get('x-forwarded-host'))]) {
    if (host) origins.add(normalOrigin(`${scheme}://${host}`));
  }
  return origins;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Why input was refused; a caller may word the answer its own way (the cart answers with reason codes). */
export type InputRefusal = { kind: 'unsupportedMediaType' } | { kind: 'invalidJson' } | { kind: 'invalidInput'; errors: Record<string, string[]> };
export type RefusalResponse = (refusal: InputRefusal) => Response;

const plainRefusal: RefusalResponse = (refusal) => {
  if (refusal.kind === 'unsupportedMediaType') return errorJson(415, 'Expected Content-Type: application/json');
  if (refusal.kind === 'invalidJson') return errorJson(400, 'The body is not valid JSON');
  return errorJson(400, 'Invalid input', refusal.errors);
};

/** Reads a JSON body with its schema: 415 for another content type, 400 with field errors for bad input. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, refuse: RefusalResponse = plainRefusal): Promise<Parsed<z.infer<S>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) return { ok: false, response: refuse({ kind: 'unsupportedMediaType' }) };
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: refuse({ kind: 'invalidJson' }) };
  }
  return parseInput(schema, raw, refuse);
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, refuse: RefusalResponse = plainRefusal): Parsed<z.infer<S>> {
  const result = schema.safeParse(raw);
  if (!result.success) return { ok: false, response: refuse({ kind: 'invalidInput', errors: fieldErrors(result.error.issues) }) };
  return { ok: true, data: result.data };
}

/** Reads search params with a schema; 400 with field errors when they do not fit. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S, refuse: RefusalResponse = plainRefusal): Parsed<z.infer<S>> {
  const url = new URL(request.url);
  return parseInput(schema, Object.fromEntries(url.searchParams), refuse);
}
