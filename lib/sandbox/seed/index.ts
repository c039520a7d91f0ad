import type { SandboxContext } from '../context.ts';
import { readMeta, writeMeta } from '../db/open.ts';
import { hashPassword, saveCredentials } from '../auth.ts';
import { DEMO_SELLERS } from './sellers.ts';
import { demoEvents } from './events.ts';
import { demoCustomers } from './customers.ts';
import { DEMO_PASSWORD } from './ids.ts';

const SEED_MARKER = 'demo_seeded_at';

/**
 * Writes the demo data into an empty sandbox database. Idempotent: a database that was seeded
 * once is left alone (its state may have moved on through purchases and transfers since).
 */
export function seedDemoData(ctx: SandboxContext): boolean {
  if (readMeta(ctx.db, SEED_MARKER)) return false;
  const now = ctx.now();
  const passwordHash = hashPassword(DEMO_PASSWORD);
  ctx.store.transaction(() => {
    for (const seller of DEMO_SELLERS) ctx.store.put('sellers', seller, { sellerId: seller._id });
    for (const event of demoEvents(now)) {
      ctx.store.put('events', event, { sellerId: event.sellerId, eventId: event._id, createdAt: event.start });
    }
    for (const { customer, email } of demoCustomers(now)) {
      ctx.store.put('customers', customer, { sellerId: customer.sellerId, customerId: customer._id });
      saveCredentials(ctx.db, { customerId: customer._id, sellerId: customer.sellerId ?? '', email, passwordHash });
    }
    writeMeta(ctx.db, SEED_MARKER, now.toISOString());
  });
  return true;
}
