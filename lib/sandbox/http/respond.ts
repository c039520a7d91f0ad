import type { z } from 'zod';
import { badRequest, SandboxHttpError } from './errors.ts';
import { fieldErrors } from '../../http/field-errors.ts';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function errorResponse(error: SandboxHttpError): Response {
  return json(
    {
      ...error.details,
      statusCode: error.status,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.errors ? { errors: error.errors } : {}),
    },
    error.status,
  );
}

export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new SandboxHttpError(415, 'Expected an application/json body');
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw badRequest('The body is not valid JSON');
  }
  return parseOr400(schema, raw);
}

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest('Invalid request', fieldErrors(result.error.issues));
  return result.data;
}

/** Query parameters as a plain object; repeated keys become arrays. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}
