import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handlersOf, pathOfFile, routeFiles } from '../support/route-files.ts';

/**
 * Every route handler under app/api is built from its operation (ADR 0013): each exported HTTP
 * method is a `route(operation)` handler whose method is the export's name and whose path is the
 * route file's own, and no two route files declare the same path.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const files = routeFiles();
const modules = new Map<string, Record<string, unknown>>();

// Only imported: no handler is called, so no sandbox is opened.
beforeAll(async () => {
  for (const file of files) modules.set(file, (await import(file)) as Record<string, unknown>);
});

describe('route handlers under app/api', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [pathOfFile(file), file]))('%s is built from its own operation', (path, file) => {
    const handlers = handlersOf(modules.get(file) ?? {});
    expect(handlers.length, `${path} exports no HTTP method`).toBeGreaterThan(0);
    for (const [name, handler] of handlers) {
      const operation = handler.operation;
      expect(operation, `${name} ${path} is not route(operation)`).toBeDefined();
      expect(operation?.method).toBe(name);
      expect(operation?.path).toBe(path);
    }
  });

  it('declare each path in one file only', () => {
    const owners = new Map<string, string>();
    for (const file of files) {
      for (const [, handler] of handlersOf(modules.get(file) ?? {})) {
        const path = handler.operation?.path;
        if (!path) continue;
        expect(owners.get(path) ?? file, `${path} is declared by two route files`).toBe(file);
        owners.set(path, file);
      }
    }
    expect(owners.size).toBe(files.length);
  });
});
