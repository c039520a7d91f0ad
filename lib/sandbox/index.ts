import { openDatabase, readMeta } from './db/open.ts';
import { DocumentStore } from './db/documents.ts';
import { createRouter, type Route } from './http/router.ts';
import type { SandboxCollections } from './collections.ts';
import type { SandboxContext, SandboxStore } from './context.ts';
import { sellerRoutes } from './routes/sellers.ts';
import { eventRoutes } from './routes/events.ts';
import { customerRoutes } from './routes/customers.ts';
import { buyingRoutes } from './routes/buying.ts';
import { accountAreaRoutes } from './routes/account-area.ts';
import { productRoutes } from './routes/products.ts';
import { addressSuggestionRoutes } from './routes/address-suggestions.ts';
import { ticketActionRoutes } from './routes/ticket-actions.ts';
import { seatMapRoutes } from './routes/seat-map.ts';
import { paymentMethodRoutes } from './routes/payment-methods.ts';
import { purchaseIntentRoutes } from './routes/purchase-intents.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { paymentPlanRoutes } from './routes/payment-plans.ts';
import { resaleMarketRoutes } from './routes/resale-market.ts';
import { eventInfoRoutes } from './routes/event-info.ts';
import { packageRoutes } from './routes/packages.ts';
import { seedDemoData } from './seed/index.ts';
import { eventEditRoutes } from './routes/event-edits.ts';
import type { CatalogChange } from '../cache/catalog-change.ts';

/** Every operation the sandbox answers; later features add their route lists here. */
export const SANDBOX_ROUTES: readonly Route<SandboxContext>[] = [...sellerRoutes, ...eventRoutes, ...customerRoutes, ...buyingRoutes, ...accountAreaRoutes, ...productRoutes, ...addressSuggestionRoutes, ...ticketActionRoutes, ...paymentMethodRoutes, ...purchaseIntentRoutes, ...subscriptionRoutes, ...seatMapRoutes, ...paymentPlanRoutes, ...resaleMarketRoutes, ...eventInfoRoutes, ...packageRoutes, ...eventEditRoutes];

export interface SandboxOptions {
  /** A file path, or ':memory:' for tests. */
  location: string;
  /** Seeds the demo data into an empty database. */
  seed?: boolean;
  now?: () => Date;
  /** Told of every change to public catalogue data the sandbox's calls make (not of seeding). */
  notify?: (change: CatalogChange) => void;
}

export interface Sandbox {
  /** The embedded ticketing API: a Web-standard request handler. */
  handle: (request: Request) => Promise<Response>;
  store: SandboxStore;
  /** Changes when the database is recreated, so caches of an older database are never reused. */
  instanceId: string;
  seeded: boolean;
  close: () => void;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const db = openDatabase(options.location);
  const store: SandboxStore = new DocumentStore<SandboxCollections>(db);
  const now = options.now ?? (() => new Date());
  const context: SandboxContext = { store, db, now };
  const seeded = options.seed ? seedDemoData(context) : false;
  const serving: SandboxContext = options.notify ? { ...context, notify: options.notify } : context;
  const handle = createRouter(SANDBOX_ROUTES, () => serving);
  return {
    handle,
    store,
    seeded,
    instanceId: readMeta(db, 'instance_id') ?? 'unknown',
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
