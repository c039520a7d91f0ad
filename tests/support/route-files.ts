import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyOperation } from '../../lib/operations/define.ts';

/**
 * The route handler files under app/api and the handlers they export, for the tests that check
 * every route at once (tests/api/operations.test.ts, tests/fuzz/route-handlers.fuzz.test.ts).
 */

export const API_DIR = fileURLToPath(new URL('../../app/api/', import.meta.url));
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every route.ts below `dir`, sorted. */
export function routeFiles(dir: string = API_DIR): string[] {
  const found = readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === 'route.ts' ? [path] : [];
  });
  return found.sort();
}

/** app/api/shops/[seller]/cart/items/route.ts → /api/shops/[seller]/cart/items */
export const pathOfFile = (file: string): string => `/api/${relative(API_DIR, file).split(sep).slice(0, -1).join('/')}`;

/** A route handler as Next calls it, with the operation route() built it from (when it was). */
export type ExportedHandler = ((request: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>) & { operation?: AnyOperation };

/** The exports of a route module that are named for an HTTP method. */
export function handlersOf(module: Record<string, unknown>): [method: string, handler: ExportedHandler][] {
  return Object.entries(module)
    .filter(([name]) => HTTP_METHODS.includes(name))
    .map(([name, handler]) => [name, handler as ExportedHandler]);
}
