import type { SandboxContext } from '../context.ts';
import { readMeta, writeMeta } from '../db/open.ts';
import { hashPassword, saveCredentials } from '../auth.ts';
import { DEMO_SELLERS } from './sellers.ts';
import { demoEvents } from './events.ts';
import { demoCustomers } from './customers.ts';
import { DEMO_PASSWORD } from './ids.ts';
import { seedWorld, writeBatch } from './batch.ts';
import { demoCatalogue } from './catalogue.ts';
import { demoPricing } from './pricing.ts';
import { alexHoldings } from './holdings/alex.ts';
import { samHoldings } from './holdings/sam.ts';
import { lenaAndTaylorHoldings } from './holdings/lena-taylor.ts';
import { actionHoldings } from './holdings/actions.ts';
import { paymentMethodHoldings } from './holdings/payment-methods.ts';
import { savedCardHoldings } from './holdings/saved-cards.ts';
import { instalmentHoldings } from './holdings/instalments.ts';
import { seedSelectDemo } from './holdings/select.ts';
import { seedSeasonCards } from './season-cards.ts';
import { seedResaleMarket } from './resale-market.ts';
import { seedPackagesAndAccess } from './packages-and-access.ts';

const SEED_MARKER = 'demo_seeded_at';

/**
 * Writes the demo data into an empty sandbox database. Idempotent: a database that was seeded
 * once is left alone (its state may have moved on through purchases and transfers since).
 */
export function seedDemoData(ctx: SandboxContext): boolean {
  if (readMeta(ctx.db, SEED_MARKER)) return false;
  const now = ctx.now();
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const events = demoEvents(now);
  const world = seedWorld(now, events);
  // Built in memory first: Sam's orders fill events up to their target after everyone else's tickets.
  const alex = alexHoldings(world);
  const others = lenaAndTaylorHoldings(world);
  const actions = actionHoldings(world);
  const sam = samHoldings(world, [alex, others, ...actions]);
  ctx.store.transaction(() => {
    for (const seller of DEMO_SELLERS) ctx.store.put('sellers', seller, { sellerId: seller._id });
    for (const event of events) {
      ctx.store.put('events', event, { sellerId: event.sellerId, eventId: event._id, createdAt: event.start });
    }
    for (const { customer, email } of demoCustomers(now)) {
      ctx.store.put('customers', customer, { sellerId: customer.sellerId, customerId: customer._id });
      saveCredentials(ctx.db, { customerId: customer._id, sellerId: customer.sellerId ?? '', email, passwordHash });
    }
    for (const batch of [demoCatalogue(now), demoPricing(now), alex, others, ...actions, sam, paymentMethodHoldings(world), savedCardHoldings(world), instalmentHoldings(world)]) writeBatch(ctx.store, batch);
    seedResaleMarket(ctx, { now, passwordHash });
    seedPackagesAndAccess(ctx, { now, passwordHash });
    seedSeasonCards(ctx, { world, passwordHash });
    seedSelectDemo(ctx, world, passwordHash);
    writeMeta(ctx.db, SEED_MARKER, now.toISOString());
  });
  return true;
}
