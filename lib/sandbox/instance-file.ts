import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from './index.ts';

export function sandboxDatabasePath(dataDir: string): string {
  return resolve(dataDir, 'sandbox.sqlite');
}

/**
 * Opens the sandbox database in a data directory, seeding the demo data when it is new. Only the
 * server's own sandbox passes `notify` (lib/sandbox/instance.ts); scripts that merely prepare the
 * database tell nobody.
 */
export function openSandbox(dataDir: string, options: Pick<SandboxOptions, 'notify'> = {}): Sandbox & { path: string } {
  const path = sandboxDatabasePath(dataDir);
  return { ...createSandbox({ location: path, seed: true, ...options }), path };
}

export function removeSandboxFiles(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    const file = `${sandboxDatabasePath(dataDir)}${suffix}`;
    if (existsSync(file)) rmSync(file);
  }
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
}
