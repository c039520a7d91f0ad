import { afterAll, beforeAll, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '../../lib/sandbox/index.ts';

/**
 * The embedded sandbox in a fresh data directory for a file of route handler tests: the
 * environment is set (and modules reset) before the file's own beforeAll imports its route
 * modules, which read it when first used; afterwards the sandbox is closed, the directory removed
 * and the environment restored. Call it at the top of the file, before the file's beforeAll.
 */
export function routeSandbox(prefix: string, env: Record<string, string> = {}): { dataDir: string; sandbox: () => Promise<Sandbox> } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const names = ['SANDBOX_DATA_DIR', 'TICKETING_API_URL', ...Object.keys(env)];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  const sandbox = async () => (await import('../../lib/sandbox/instance.ts')).sandboxInstance(dataDir);

  beforeAll(() => {
    process.env.SANDBOX_DATA_DIR = dataDir;
    delete process.env.TICKETING_API_URL;
    Object.assign(process.env, env);
    vi.resetModules();
  });

  afterAll(async () => {
    (await sandbox()).close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('ticket-shop.sandbox')];
    rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  return { dataDir, sandbox };
}
