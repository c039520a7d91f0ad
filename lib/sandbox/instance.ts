import { openSandbox } from './instance-file.ts';
import type { Sandbox } from './index.ts';

const KEY = Symbol.for('ticket-shop.sandbox');
type Holder = { [KEY]?: Sandbox };

/**
 * The one sandbox of this server process. Next bundles server code into several module graphs
 * (pages, route handlers), so the instance lives on globalThis to keep a single database handle.
 */
export function sandboxInstance(dataDir: string): Sandbox {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const sandbox = openSandbox(dataDir);
    holder[KEY] = sandbox;
    // Closing checkpoints the WAL into the database file; a restart then opens a tidy file.
    process.once('exit', () => sandbox.close());
  }
  return holder[KEY];
}
