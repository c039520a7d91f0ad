import { openSandbox } from './instance-file.ts';
import type { Sandbox, SandboxOptions } from './index.ts';
import { createCatalogNotifier } from './catalog-notifier.ts';
import { parseServerEnv } from '../env/schema.ts';

const KEY = Symbol.for('ticket-shop.sandbox');
type Holder = { [KEY]?: Sandbox };

/**
 * The one sandbox of this server process. Next bundles server code into several module graphs
 * (pages, route handlers), so the instance lives on globalThis to keep a single database handle.
 */
export function sandboxInstance(dataDir: string): Sandbox {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const sandbox = openSandbox(dataDir, catalogNotification());
    holder[KEY] = sandbox;
    // Closing checkpoints the WAL into the database file; a restart then opens a tidy file.
    process.once('exit', () => sandbox.close());
  }
  return holder[KEY];
}

/**
 * With CACHE_WEBHOOK_SECRET set, the server's sandbox tells the storefront's cache of its changes
 * through the signed webhook, as a ticketing platform would (CACHE_WEBHOOK_URL, by default this
 * server's own /api/cache/revalidate).
 */
function catalogNotification(): Pick<SandboxOptions, 'notify'> {
  const env = parseServerEnv(process.env);
  if (!env.CACHE_WEBHOOK_SECRET) return {};
  const notifier = createCatalogNotifier({ url: env.CACHE_WEBHOOK_URL, secret: env.CACHE_WEBHOOK_SECRET });
  return { notify: (change) => notifier.notify(change) };
}
