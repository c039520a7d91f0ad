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
  if (origin && origin !== new URL(request.url).origin) return errorJson(403, 'Cross-origin request refused');
  return undefined;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body with its schema: 415 for another content type, 400 with field errors for bad input. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    return { ok: false, response: errorJson(415, 'Expected Content-Type: application/json') };
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: errorJson(400, 'The body is not valid JSON') };
  }
  return parseInput(schema, raw);
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(raw);
  if (!result.success) return { ok: false, response: errorJson(400, 'Invalid input', fieldErrors(result.error.issues)) };
  return { ok: true, data: result.data };
}

/** Reads search params with a schema; 400 with field errors when they do not fit. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.infer<S>> {
  const url = new URL(request.url);
  return parseInput(schema, Object.fromEntries(url.searchParams));
}
