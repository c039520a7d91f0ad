import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyOperation } from '../../lib/operations/define.ts';

/**
 * Every route handler under app/api is built from its operation (ADR 0013): each exported HTTP
 * method is a `route(operation)` handler whose method is the export's name and whose path is the
 * route file's own, and no two route files declare the same path.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const API = fileURLToPath(new URL('../../app/api/', import.meta.url));
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === 'route.ts' ? [path] : [];
  });
}

/** app/api/shops/[seller]/cart/items/route.ts → /api/shops/[seller]/cart/items */
const pathOfFile = (file: string) => `/api/${relative(API, file).split(sep).slice(0, -1).join('/')}`;

const files = routeFiles(API).sort();
const modules = new Map<string, Record<string, unknown>>();

// Only imported: no handler is called, so no sandbox is opened.
beforeAll(async () => {
  for (const file of files) modules.set(file, (await import(file)) as Record<string, unknown>);
}, 120_000);

describe('route handlers under app/api', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [pathOfFile(file), file]))('%s is built from its own operation', (path, file) => {
    const handlers = Object.entries(modules.get(file) ?? {}).filter(([name]) => HTTP_METHODS.includes(name));
    expect(handlers.length, `${path} exports no HTTP method`).toBeGreaterThan(0);
    for (const [name, handler] of handlers) {
      const operation = (handler as { operation?: AnyOperation }).operation;
      expect(operation, `${name} ${path} is not route(operation)`).toBeDefined();
      expect(operation?.method).toBe(name);
      expect(operation?.path).toBe(path);
    }
  });

  it('declare each path in one file only', () => {
    const owners = new Map<string, string>();
    for (const file of files) {
      for (const [name, handler] of Object.entries(modules.get(file) ?? {})) {
        const path = HTTP_METHODS.includes(name) ? (handler as { operation?: AnyOperation }).operation?.path : undefined;
        if (!path) continue;
        expect(owners.get(path) ?? file, `${path} is declared by two route files`).toBe(file);
        owners.set(path, file);
      }
    }
    expect(owners.size).toBe(files.length);
  });
});
