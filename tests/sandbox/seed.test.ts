import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import type { SandboxCollections } from '../../lib/sandbox/collections.ts';
import { seedDemoData } from '../../lib/sandbox/seed/index.ts';
import {
  BUNDLES,
  CUSTOMERS,
  EVENTS,
  GATEWAYS,
  MEMBERSHIP_PROGRAMS,
  MEMBERSHIP_TIERS,
  PACKAGE_CONFIGS,
  PRODUCTS,
  SELLERS,
  SUBSCRIPTION_PLANS,
  TAKEN_SEATS,
} from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { SAM_IDS } from '../../lib/sandbox/seed/holdings/sam.ts';
import {
  bundleSchema,
  checkoutSchema,
  couponSchema,
  customerPaymentMethodSchema,
  customerSchema,
  dataFieldSchema,
  DATA_FIELD_TYPES,
  eventSchema,
  feeSchemeSchema,
  membershipProgramSchema,
  paymentGatewaySchema,
  paymentPlanSchema,
  paymentRequestSchema,
  paymentStrategySchema,
  productSchema,
  purchaseIntentSchema,
  rebookingStrategySchema,
  resellOfferSchema,
  sellerSchema,
  subscriptionPlanSchema,
  subscriptionSchema,
  ticketSchema,
  TICKET_STATUSES,
  ticketTransferSchema,
  transactionSchema,
  voucherSchema,
  type Event,
  type Ticket,
} from '../../lib/ticketing/schemas/index.ts';
import { walletPassSchema } from '../../lib/ticketing/ticket-documents.ts';
import { resalePayoutSchema, resaleSiteClickSchema } from '../../lib/ticketing/schemas/resale-market.ts';
import { salesChannelInfoSchema } from '../../lib/ticketing/schemas/event-info.ts';
import { storedPackageConfigSchema } from '../../lib/sandbox/services/packages.ts';

const FIXED = new Date('2025-03-14T12:00:00.000Z');
const NOW = FIXED.getTime();

type Collection = keyof SandboxCollections;

/** Every collection of the store with the schema of its documents (pending accounts and gateway authorizations are sandbox-internal). */
const SCHEMAS: { [K in Collection]: z.ZodType } = {
  sellers: sellerSchema,
  events: eventSchema,
  customers: customerSchema,
  checkouts: checkoutSchema,
  checkoutAccounts: z.object({ _id: z.string().min(1), passwordHash: z.string().min(1) }),
  tickets: ticketSchema,
  transactions: transactionSchema,
  ticketTransfers: ticketTransferSchema,
  resellOffers: resellOfferSchema,
  purchaseIntents: purchaseIntentSchema,
  paymentPlans: paymentPlanSchema,
  paymentStrategies: paymentStrategySchema,
  subscriptions: subscriptionSchema,
  subscriptionPlans: subscriptionPlanSchema,
  vouchers: voucherSchema,
  membershipPrograms: membershipProgramSchema,
  customerPaymentMethods: customerPaymentMethodSchema,
  paymentRequests: paymentRequestSchema,
  paymentGateways: paymentGatewaySchema,
  dataFields: dataFieldSchema,
  packageConfigs: storedPackageConfigSchema,
  products: productSchema,
  bundles: bundleSchema,
  rebookingStrategies: rebookingStrategySchema,
  coupons: couponSchema,
  feeSchemes: feeSchemeSchema,
  gatewayAuthorizations: z.object({
    _id: z.string().min(1),
    paymentRequestId: z.string().min(1),
    approved: z.boolean(),
    used: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  walletPasses: walletPassSchema,
  refunds: z.object({
    _id: z.string().min(1),
    reference: z.string().min(1),
    transactionId: z.string().min(1),
    ticketIds: z.array(z.string().min(1)).min(1),
    amount: z.number().nonnegative(),
    currency: z.string().length(3),
    gatewayId: z.string().min(1).nullable(),
    paymentRequestId: z.string().min(1).nullable(),
    status: z.literal('succeeded'),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  repersonalizations: z.object({
    _id: z.string().min(1),
    checkoutId: z.string().min(1),
    ticketIds: z.array(z.string().min(1)).min(1),
    successUrl: z.string().min(1),
    status: z.enum(['open', 'completed']),
    details: z.record(z.string(), z.object({ firstname: z.string().nullable(), lastname: z.string().nullable(), extraFields: z.record(z.string(), z.unknown()) })).optional(),
  }),
  rebookings: z.object({
    _id: z.string().min(1),
    checkoutId: z.string().min(1),
    transactionId: z.string().min(1),
    ticketIds: z.array(z.string().min(1)).min(1),
    sourceEventId: z.string().min(1),
    targetEventId: z.string().min(1),
    credit: z.number().nonnegative(),
    fee: z.number().nonnegative(),
    currency: z.string().length(3),
    status: z.enum(['open', 'completed']),
    createdAt: z.iso.datetime({ offset: true }),
    completedTransactionId: z.string().min(1).optional(),
  }),
  upgrades: z.object({
    _id: z.string().min(1),
    checkoutId: z.string().min(1),
    ticketIds: z.array(z.string().min(1)).min(1),
    seasonEventIds: z.record(z.string().min(1), z.string().min(1)).optional(),
    targetEventId: z.string().min(1),
    credit: z.number().nonnegative(),
    currency: z.string().length(3),
    salesChannelId: z.string().min(1).optional(),
    status: z.enum(['open', 'completed']),
    createdAt: z.iso.datetime({ offset: true }),
    completedTransactionId: z.string().min(1).optional(),
  }),
  paymentMethodSetups: z.object({
    _id: z.string().min(1),
    gatewayId: z.string().min(1),
    card: z.object({ type: z.enum(['amex', 'mc', 'visa', 'discover']), last4: z.string().length(4), month: z.number().int().min(1).max(12), year: z.number().int() }),
  }),
  savedTestCards: z.object({
    _id: z.string().min(1),
    cardNumber: z.string().regex(/^\d{12,19}$/),
    cvcSalt: z.string().min(8),
    cvcHash: z.string().regex(/^[0-9a-f]{64}$/),
    pendingExpiry: z.string().optional(),
  }),
  intentCheckouts: z.object({
    _id: z.string().min(1),
    intents: z.array(z.object({ intentId: z.string().min(1), itemId: z.string().min(1), lines: z.array(z.object({ lineId: z.string().min(1), amount: z.number().int().nonnegative() })) })).min(1),
    status: z.enum(['open', 'completed']),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  resalePayouts: resalePayoutSchema,
  resaleSiteClicks: resaleSiteClickSchema,
  externalListings: z.object({
    _id: z.string().min(1),
    sellerId: z.string().min(1),
    eventId: z.string().min(1),
    customerId: z.string().min(1),
    ticketIds: z.array(z.string().min(1)).min(1),
    marketplace: z.string().min(1),
    status: z.enum(['active', 'ended']),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  salesChannels: salesChannelInfoSchema.omit({ paymentGatewayIds: true }),
};
const COLLECTIONS = Object.keys(SCHEMAS) as Collection[];

/** Stored keys a schema does not know (and strips): the sandbox's own additions. */
const STORE_ONLY_KEYS: Partial<Record<Collection, readonly string[]>> = {
  events: ['translations'],
  transactions: ['_id'],
};

let sandbox: Sandbox;

beforeAll(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => FIXED });
});

afterAll(() => sandbox.close());

const all = <K extends Collection>(collection: K) => sandbox.store.list(collection).docs;
const mine = <K extends Collection>(collection: K, customerId: string) => sandbox.store.list(collection, { customerId }).docs;
const byId = <T extends { _id: string }>(docs: readonly T[]) => new Map(docs.map((doc) => [doc._id, doc]));
const isTransferred = (ticket: Ticket) => ticket.status === 'invalid' && (ticket.history ?? []).some((entry) => entry.type === 'transferred');
const eventEnd = (event: { start: string; end?: string | undefined }) => Date.parse(event.end ?? event.start);

function counts(target: Sandbox): Record<string, number> {
  return Object.fromEntries(COLLECTIONS.map((collection) => [collection, target.store.list(collection).total]));
}

async function riversideListing(target: Sandbox): Promise<Map<string, Event>> {
  const response = await target.handle(new Request('http://sandbox.test/api/events/public/listings?sellerId=sel_riverside&top=100'));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { docs: unknown[]; total: number };
  return new Map(body.docs.map((doc) => eventSchema.parse(doc)).map((event) => [event._id, event]));
}

describe('demo seed: shop availability', () => {
  it('shows sold out, almost sold out, fewer tickets, sale planned and otherwise tickets available', async () => {
    const events = await riversideListing(sandbox);
    expect(events.get(EVENTS.comedy)?.saleStatus).toBe('soldOut');
    expect(events.get(EVENTS.orchestra)).toMatchObject({ saleStatus: 'onSale', availabilityIndicator: 'red' });
    expect(events.get(EVENTS.blues)).toMatchObject({ saleStatus: 'onSale', availabilityIndicator: 'yellow' });
    expect(events.get(EVENTS.festival)?.saleStatus).toBe('planned');
    const special = new Set<string>([EVENTS.comedy, EVENTS.orchestra, EVENTS.blues, EVENTS.festival]);
    for (const event of events.values()) {
      if (special.has(event._id) || eventEnd(event) < NOW) continue;
      expect({ id: event._id, saleStatus: event.saleStatus, indicator: event.availabilityIndicator }).toEqual({
        id: event._id,
        saleStatus: 'onSale',
        indicator: 'green',
      });
    }
  });

  it('takes exactly the target number of seats, with ticket types within their volumes', () => {
    for (const [eventId, target] of Object.entries(TAKEN_SEATS)) {
      const taken = sandbox.store.list('tickets', { eventId }).docs.filter((ticket) => ticket.status !== 'invalid');
      expect({ eventId, taken: taken.length }).toEqual({ eventId, taken: target });
    }
    const comedy = sandbox.store.list('tickets', { eventId: EVENTS.comedy }).docs.filter((ticket) => ticket.status !== 'invalid');
    expect(comedy.filter((ticket) => ticket.customerId === CUSTOMERS.sam).length).toBeGreaterThan(30);
    expect(comedy.filter((ticket) => ticket.customerId === CUSTOMERS.alex).length).toBeGreaterThan(0);
    for (const event of all('events')) {
      const tickets = sandbox.store.list('tickets', { eventId: event._id }).docs.filter((ticket) => ticket.status !== 'invalid');
      for (const type of event.tickets ?? []) {
        const used = tickets.filter((ticket) => ticket.ticketTypeId === type._id).length;
        expect(used, `${type._id} on ${event._id}`).toBeLessThanOrEqual(type.volume ?? Number.POSITIVE_INFINITY);
      }
    }
  });

  it('keeps the same states for a seeding day in another season', async () => {
    const summer = createSandbox({ location: ':memory:', seed: true, now: () => new Date('2026-07-01T08:30:00.000Z') });
    const events = await riversideListing(summer);
    expect(events.get(EVENTS.comedy)?.saleStatus).toBe('soldOut');
    expect(events.get(EVENTS.orchestra)?.availabilityIndicator).toBe('red');
    expect(events.get(EVENTS.blues)?.availabilityIndicator).toBe('yellow');
    expect(events.get(EVENTS.festival)?.saleStatus).toBe('planned');
    summer.close();
  });
});

describe('demo seed: documents', () => {
  it('stores every document in a form its schema parses, in canonical spelling', () => {
    const failures: string[] = [];
    for (const collection of COLLECTIONS) {
      const schema = SCHEMAS[collection];
      for (const doc of all(collection)) {
        const result = schema.safeParse(doc);
        if (!result.success) {
          failures.push(`${collection}/${doc._id}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
          continue;
        }
        const stored: Record<string, unknown> = { ...doc };
        for (const key of STORE_ONLY_KEYS[collection] ?? []) delete stored[key];
        if (!isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), stored)) failures.push(`${collection}/${doc._id}: not stored in its parsed (canonical) form`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('uses deterministic ids and secrets of secret length, and unique barcodes', () => {
    const again = createSandbox({ location: ':memory:', seed: true, now: () => FIXED });
    const sorted = (docs: readonly { _id: string }[]) => [...docs].sort((a, b) => a._id.localeCompare(b._id));
    for (const collection of COLLECTIONS) expect(sorted(again.store.list(collection).docs), collection).toEqual(sorted(all(collection)));
    again.close();
    const secrets = [...all('tickets'), ...all('transactions'), ...all('ticketTransfers'), ...all('purchaseIntents'), ...all('paymentPlans'), ...all('subscriptions')].map(
      (doc) => doc.secret ?? '',
    );
    expect(secrets.filter((secret) => secret.length < 16)).toEqual([]);
    const barcodes = all('tickets').flatMap((ticket) => (ticket.barcode ? [ticket.barcode] : []));
    expect(new Set(barcodes).size).toBe(barcodes.length);
  });

  it('links tickets, orders, transfers, offers, plans and subscriptions to stored documents', () => {
    const events = byId(all('events'));
    const transactions = byId(all('transactions'));
    const tickets = byId(all('tickets'));
    const intents = byId(all('purchaseIntents'));
    const packageConfigs = byId(all('packageConfigs'));
    const methods = byId(all('customerPaymentMethods'));
    const strategies = byId(all('paymentStrategies'));
    const plans = byId(all('subscriptionPlans'));
    const gateways = byId(all('paymentGateways'));
    const products = byId(all('products'));
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem);
    };

    for (const ticket of tickets.values()) {
      const event = events.get(ticket.eventId);
      check(Boolean(event), `${ticket._id}: event ${ticket.eventId}`);
      check(Boolean(event?.tickets?.some((type) => type._id === ticket.ticketTypeId)), `${ticket._id}: ticket type ${ticket.ticketTypeId}`);
      if (ticket.transactionId) check(transactions.has(ticket.transactionId), `${ticket._id}: transaction ${ticket.transactionId}`);
      if (ticket.purchaseIntentId) check(intents.has(ticket.purchaseIntentId), `${ticket._id}: intent ${ticket.purchaseIntentId}`);
      if (ticket.originTicketId) check(tickets.has(ticket.originTicketId), `${ticket._id}: origin ${ticket.originTicketId}`);
      if (ticket.packageInfo?.packageConfigId) check(packageConfigs.has(ticket.packageInfo.packageConfigId), `${ticket._id}: package config`);
      if (ticket.slotId) check(Boolean(event?.slots?.some((slot) => slot._id === ticket.slotId && slot.startTime === ticket.slotStartTime)), `${ticket._id}: slot`);
      check(Boolean(ticket.transactionId || ticket.purchaseIntentId || ticket.originTicketId), `${ticket._id}: bought, reserved or received`);
    }
    // Orders match their tickets: the line amounts add up to the tickets issued on the order; an
    // order without tickets bought something else (ADR 0024).
    for (const transaction of transactions.values()) {
      const issued = [...tickets.values()].filter((ticket) => ticket.transactionId === transaction.tid);
      const amount = (transaction.tickets ?? []).reduce((sum, line) => sum + line.amount, 0);
      check(amount === issued.length && (amount > 0 || (transaction.items ?? []).length > 0), `${transaction.tid}: ${amount} ordered, ${issued.length} issued`);
      // A claimed ticket is its claimer's (secure ticket access, spec 02 §4).
      check(issued.every((ticket) => ticket.customerId === transaction.customerId || Boolean(ticket.originTicketId) || ticket.claimed === true), `${transaction.tid}: holder`);
      check(Boolean(transaction.eventId && events.has(transaction.eventId)), `${transaction.tid}: event`);
    }
    for (const transfer of all('ticketTransfers')) {
      for (const ref of transfer.tickets ?? []) {
        const ticket = tickets.get(ref.id);
        if (!ticket) {
          problems.push(`${transfer._id}: no ticket ${ref.id}`);
          continue;
        }
        // A season card's single concert: the card is the season's, and keeps the other concerts once it went.
        const concert = transfer.childEventId && ticket.type === 'multi' ? transfer.childEventId : undefined;
        check(ticket.secret === ref.secret && ticket.eventId === (concert ? transfer.groupEventId : transfer.eventId), `${transfer._id}: ticket ${ref.id}`);
        check(ticket.email === transfer.sender?.email, `${transfer._id}: ${ref.id} belongs to the sender`);
        const given = concert ? ticket.status === 'valid' && (ticket.excludedEventIds ?? []).includes(concert) : isTransferred(ticket);
        check(transfer.status === 'transferred' ? given : ticket.status === 'valid', `${transfer._id}: ${ref.id} status`);
      }
    }
    for (const offer of all('resellOffers')) {
      for (const item of offer.items ?? []) {
        const ticket = tickets.get(item.ticketId);
        check(ticket !== undefined && ticket.customerId === offer.customerId && ticket.eventId === offer.eventId, `${offer._id}: ticket ${item.ticketId}`);
        check((offer.status === 'sold') === (ticket?.status === 'invalid'), `${offer._id}: ${item.ticketId} status`);
      }
      const method = methods.get(offer.cpmId ?? '');
      const gateway = gateways.get(method?.gatewayId ?? '');
      check(method?.customerId === offer.customerId && gateway?.data?.requiredInformation === 'SEPA', `${offer._id}: payout method`);
    }
    for (const plan of all('paymentPlans')) {
      const strategy = strategies.get(plan.paymentStrategyId ?? '');
      check(Boolean(strategy?.options?.some((option) => option._id === plan.paymentOptionId)), `${plan._id}: strategy option`);
      if (plan.transactionId) check(transactions.has(plan.transactionId), `${plan._id}: transaction`);
      if (plan.customerPaymentMethodId) check(methods.has(plan.customerPaymentMethodId), `${plan._id}: payment method`);
    }
    for (const subscription of all('subscriptions')) {
      check(plans.has(subscription.planId ?? ''), `${subscription._id}: plan`);
      if (subscription.customerPaymentMethodId) check(methods.has(subscription.customerPaymentMethodId), `${subscription._id}: payment method`);
      for (const item of subscription.items ?? []) if (item.productId) check(products.has(item.productId), `${subscription._id}: product ${item.productId}`);
    }
    for (const policy of [...all('subscriptionPlans').map((plan) => plan.paymentPolicy), ...all('paymentStrategies').map((strategy) => strategy.policy)]) {
      for (const allowed of policy?.allowedPaymentGateways ?? []) check(gateways.has(allowed.gatewayId), `gateway ${allowed.gatewayId}`);
    }
    for (const method of methods.values()) check(gateways.get(method.gatewayId ?? '')?.sellerId === method.sellerId, `${method._id}: gateway`);
    for (const event of events.values()) for (const productId of event.productIds ?? []) check(products.has(productId), `${event._id}: product ${productId}`);
    expect(problems).toEqual([]);
  });

  it('is idempotent: seeding again does nothing', () => {
    const before = counts(sandbox);
    expect(seedDemoData({ store: sandbox.store, db: sandbox.store.db, now: () => FIXED })).toBe(false);
    expect(counts(sandbox)).toEqual(before);
  });
});

describe('demo seed: Sam', () => {
  it('holds 200+ valid tickets in orders of 1 to 6', () => {
    const tickets = mine('tickets', CUSTOMERS.sam);
    expect(tickets.filter((ticket) => ticket.status === 'valid').length).toBeGreaterThanOrEqual(200);
    const orders = mine('transactions', CUSTOMERS.sam);
    for (const order of orders) {
      const amount = (order.tickets ?? []).reduce((sum, line) => sum + line.amount, 0);
      expect(amount).toBeGreaterThanOrEqual(1);
      expect(amount).toBeLessThanOrEqual(6);
    }
  });

  it('has sent more than 25 transfers of its own tickets to distinct recipients over weeks', () => {
    const sent = all('ticketTransfers').filter((transfer) => transfer.sender?.customerId === CUSTOMERS.sam);
    expect(sent.length).toBeGreaterThan(25);
    expect(new Set(sent.map((transfer) => transfer.status))).toEqual(new Set(['created', 'transferred']));
    expect(sent.every((transfer) => transfer.origin === 'customer')).toBe(true);
    expect(new Set(sent.map((transfer) => transfer.recipient?.email)).size).toBe(sent.length);
    const days = sent.map((transfer) => Date.parse(transfer.createdAt ?? ''));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(21 * 86_400_000);
    expect(sandbox.store.list('ticketTransfers', { customerId: CUSTOMERS.sam }).total).toBe(sent.length);
    const tickets = byId(all('tickets'));
    for (const transfer of sent) for (const ref of transfer.tickets ?? []) expect(tickets.get(ref.id)?.customerId).toBe(CUSTOMERS.sam);
  });

  it('has more than 25 resell offers, active and sold, of its own tickets', () => {
    const offers = mine('resellOffers', CUSTOMERS.sam);
    expect(offers.length).toBeGreaterThan(25);
    expect(offers.filter((offer) => offer.status === 'active').length).toBeGreaterThan(25);
    expect(offers.some((offer) => offer.status === 'sold')).toBe(true);
    const tickets = byId(mine('tickets', CUSTOMERS.sam));
    for (const offer of offers) {
      expect(offer.cpmId).toBe(SAM_IDS.paymentMethods.sepa);
      for (const item of offer.items ?? []) expect(tickets.has(item.ticketId)).toBe(true);
    }
  });
});

describe('demo seed: Alex', () => {
  const alexTickets = () => mine('tickets', CUSTOMERS.alex);
  const ticket = (id: string) => {
    const found = sandbox.store.get('tickets', id);
    if (!found) throw new Error(`no ticket ${id}`);
    return found;
  };

  it('holds tickets in every status and of every kind', () => {
    const tickets = alexTickets();
    expect(new Set(tickets.map((candidate) => candidate.status))).toEqual(new Set(TICKET_STATUSES));
    expect(isTransferred(ticket(ALEX_IDS.tickets.transferred))).toBe(true);
    expect(ticket(ALEX_IDS.tickets.hard).deliveryType).toBe('hard');
    expect(ticket(ALEX_IDS.tickets.seasonCard)).toMatchObject({ type: 'multi', eventId: EVENTS.season, status: 'valid' });
    expect(ticket(ALEX_IDS.tickets.personalized)).toMatchObject({ personalized: true, requiresPersonalization: true, firstname: 'Alex', lastname: 'Morgan' });
    expect(ticket(ALEX_IDS.tickets.detailsRequired)).toMatchObject({ status: 'detailsRequired', requiresPersonalization: true, firstname: '', lastname: '' });
    expect(tickets.filter((candidate) => candidate.eventId === EVENTS.exhibition && candidate.slotId && candidate.slotStartTime).length).toBeGreaterThan(0);
    expect(tickets.filter((candidate) => candidate.eventId === EVENTS.openingParty && candidate.status === 'valid').length).toBeGreaterThan(0);
    expect(tickets.some((candidate) => candidate.seatingInfo?.sectionName && candidate.seatingInfo.groupName && candidate.seatingInfo.rowName && candidate.seatingInfo.seatName)).toBe(true);
    expect(tickets.some((candidate) => candidate.seatingInfo?.name && !candidate.seatingInfo.seatName)).toBe(true);
    expect(ticket(ALEX_IDS.tickets.receivedByTransfer)).toMatchObject({ status: 'valid', origin: 'transfer', customerId: CUSTOMERS.alex });
  });

  it('has upcoming and past events, a package and a ticket on an event hidden from the tickets page', () => {
    const events = byId(all('events'));
    const eventsOfAlex = new Set(alexTickets().map((candidate) => candidate.eventId));
    const ends = [...eventsOfAlex].map((id) => eventEnd(events.get(id) ?? { start: '' }));
    expect(ends.some((end) => end < NOW)).toBe(true);
    expect(ends.some((end) => end >= NOW)).toBe(true);
    const packaged = alexTickets().filter((candidate) => candidate.packageInfo);
    expect(packaged.length).toBeGreaterThanOrEqual(2);
    expect(packaged.every((candidate) => candidate.packageInfo?.packageId === ALEX_IDS.packageId && candidate.packageInfo.packageConfigId === PACKAGE_CONFIGS.weekendPass)).toBe(true);
    const hidden = ticket(ALEX_IDS.tickets.hiddenEvent);
    expect(events.get(hidden.eventId)?.customSettings?.hideTicketsInTransactionPage).toBe(true);
  });

  it('has the flags behind every ticket action and the wallet rule both ways', () => {
    const valid = alexTickets().filter((candidate) => candidate.status === 'valid');
    for (const flag of ['transferable', 'upgradeable', 'resellable', 'returnable', 'cancellable', 'pdfEnabled', 'appleWalletEnabled', 'googleWalletEnabled'] as const) {
      expect(valid.filter((candidate) => candidate[flag] === true).length, flag).toBeGreaterThanOrEqual(flag.endsWith('Enabled') ? 3 : 1);
    }
    const byEvent = new Map<string, Ticket[]>();
    for (const candidate of alexTickets()) byEvent.set(candidate.eventId, [...(byEvent.get(candidate.eventId) ?? []), candidate]);
    const walletAllValid = [...byEvent.values()].map((tickets) => {
      const walletTickets = tickets.filter((candidate) => candidate.appleWalletEnabled || candidate.googleWalletEnabled);
      return walletTickets.length === 0 ? undefined : walletTickets.every((candidate) => candidate.status === 'valid');
    });
    expect(walletAllValid).toContain(true);
    expect(walletAllValid).toContain(false);
    const virtualValid = valid.filter((candidate) => candidate.deliveryType === 'virtual');
    expect(virtualValid.every((candidate) => typeof candidate.barcode === 'string' && candidate.barcode.length > 8)).toBe(true);
    expect(virtualValid.some((candidate) => candidate.barcodeRevealed === true)).toBe(true);
    expect(virtualValid.some((candidate) => candidate.barcodeRevealed === false)).toBe(true);
  });

  it('has orders that match the tickets', () => {
    const orders = mine('transactions', CUSTOMERS.alex);
    expect(orders.length).toBeGreaterThanOrEqual(8);
    for (const order of orders) {
      expect(order).toMatchObject({ tid: order._id, currency: 'GBP' });
      expect(order.secret?.length).toBeGreaterThanOrEqual(16);
      expect(order.realPrice).toBeGreaterThan(0);
    }
    const issued = alexTickets().filter((candidate) => candidate.transactionId);
    expect(issued.every((candidate) => orders.some((order) => order.tid === candidate.transactionId))).toBe(true);
  });

  it('has sent and received transfers', () => {
    const transfers = all('ticketTransfers');
    const sent = transfers.filter((transfer) => transfer.sender?.customerId === CUSTOMERS.alex);
    expect(new Set(sent.map((transfer) => transfer.status))).toEqual(new Set(['created', 'transferred']));
    expect(sent.find((transfer) => transfer.status === 'transferred')?.tickets?.map((ref) => ref.id)).toEqual([ALEX_IDS.tickets.transferred]);
    const received = transfers.filter((transfer) => transfer.recipient?.email === 'alex.morgan@example.com');
    expect(new Set(received.map((transfer) => transfer.status))).toEqual(new Set(['created', 'transferred']));
    expect(received.every((transfer) => transfer.sender?.email && transfer.sender.email !== 'alex.morgan@example.com')).toBe(true);
    expect(received.some((transfer) => transfer._id === SAM_IDS.transferToAlex)).toBe(true);
  });

  it('has subscriptions on plans with every payment-method policy', () => {
    const subscriptions = mine('subscriptions', CUSTOMERS.alex);
    const plans = byId(all('subscriptionPlans'));
    expect(new Set(subscriptions.map((subscription) => subscription.status))).toEqual(new Set(['active', 'draft', 'incomplete', 'pendingCancellation']));
    const active = subscriptions.find((subscription) => subscription.status === 'active');
    const activePlan = plans.get(active?.planId ?? '');
    expect(activePlan?.requestedConsents).toContain('autorenewal');
    expect(active?.consents).toContainEqual({ type: 'autorenewal' });
    expect(new Set([...plans.values()].map((plan) => plan.paymentPolicy?.changePaymentMethodPolicy))).toEqual(new Set(['never', 'onDraft', 'always']));
    expect(plans.get(SUBSCRIPTION_PLANS.club)?.paymentPolicy?.allowedPaymentGateways).toContainEqual({ gatewayId: GATEWAYS.riversideStripe });
  });

  it('has payment plans in every status with down payments and instalments', () => {
    const plans = mine('paymentPlans', CUSTOMERS.alex);
    expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set(['active', 'completed', 'canceled', 'draft', 'incomplete']));
    for (const plan of plans) {
      expect(plan._id.startsWith('pp_')).toBe(true);
      expect(plan.schedules?.some((schedule) => schedule.type === 'installment')).toBe(true);
    }
    expect(plans.find((plan) => plan.status === 'active')?.schedules?.some((schedule) => schedule.type === 'downpayment')).toBe(true);
    const strategies = all('paymentStrategies');
    expect(new Set(strategies.map((strategy) => strategy.policy?.changePaymentMethodPolicy))).toEqual(new Set(['always', 'never']));
  });

  it('has open and closed purchase intents for every completion case', () => {
    const intents = mine('purchaseIntents', CUSTOMERS.alex);
    const open = intents.filter((intent) => intent.status === 'new');
    expect(new Set(open.map((intent) => intent.approvalStatus))).toEqual(new Set(['awaiting', 'approved']));
    expect(open.every((intent) => Date.parse(intent.expiresAt ?? '') > NOW)).toBe(true);
    expect(open.some((intent) => intent.restrictedCompletion?.length === 1 && intent.restrictedCompletion[0] === 'pos')).toBe(true);
    const completableOnline = open.filter(
      (intent) => (intent.ticketsCreated || (intent.products ?? []).length > 0) && !intent.outcome && (!intent.restrictedCompletion || intent.restrictedCompletion.includes('online')),
    );
    const perEvent = new Map<string, number>();
    for (const intent of completableOnline) perEvent.set(intent.eventId ?? '', (perEvent.get(intent.eventId ?? '') ?? 0) + 1);
    expect(perEvent.size).toBeGreaterThanOrEqual(2);
    expect([...perEvent.values()].some((count) => count >= 2)).toBe(true);
    const closed = intents.filter((intent) => intent.status !== 'new');
    expect(new Set(closed.map((intent) => intent.status))).toEqual(new Set(['complete', 'canceled']));
    expect(closed.some((intent) => intent.approvalStatus === 'rejected')).toBe(true);
    const reserved = alexTickets().filter((candidate) => candidate.status === 'reserved');
    expect(reserved.every((candidate) => open.some((intent) => intent._id === candidate.purchaseIntentId && intent.ticketsCreated))).toBe(true);
  });

  it('is enrolled in the club (Silver, 820 points) and not in the second program', () => {
    const programs = byId(all('membershipPrograms'));
    const club = programs.get(MEMBERSHIP_PROGRAMS.club);
    expect(club).toMatchObject({ enrollmentStatus: 'enrolled', balance: 820, activeTierId: MEMBERSHIP_TIERS.silver, tracksPoints: true, issuesPasses: true });
    expect(club?.tiers?.map((tier) => [tier.name, tier.criteria?.minBalance])).toEqual([
      ['Bronze', 0],
      ['Silver', 500],
      ['Gold', 1500],
    ]);
    expect(club?.membership?.customerId).toBe(CUSTOMERS.alex);
    const amounts = club?.lastTransactions?.map((transaction) => transaction.amount) ?? [];
    expect(amounts.some((amount) => amount > 0) && amounts.some((amount) => amount < 0)).toBe(true);
    expect(club?.lastTransactions?.some((transaction) => !transaction.description)).toBe(true);
    expect(mine('membershipPrograms', CUSTOMERS.alex).map((program) => program._id)).toEqual([MEMBERSHIP_PROGRAMS.club]);
    expect(programs.get(MEMBERSHIP_PROGRAMS.patrons)?.enrollmentStatus).not.toBe('enrolled');
  });

  it('has an active and a sold resell offer paid out to the SEPA method', () => {
    const offers = mine('resellOffers', CUSTOMERS.alex);
    expect(new Set(offers.map((offer) => offer.status))).toEqual(new Set(['active', 'sold']));
    expect(offers.every((offer) => offer.cpmId === ALEX_IDS.paymentMethods.sepa)).toBe(true);
  });

  it('has a primary visa, an expired mastercard and a SEPA payout method', () => {
    const methods = byId(mine('customerPaymentMethods', CUSTOMERS.alex));
    const year = FIXED.getUTCFullYear();
    const visa = methods.get(ALEX_IDS.paymentMethods.visa);
    expect(visa).toMatchObject({ primary: true, status: 'active', paymentDetails: { type: 'visa' } });
    expect(visa?.paymentDetails?.expiration?.year).toBeGreaterThan(year);
    expect(methods.get(ALEX_IDS.paymentMethods.expiredMastercard)).toMatchObject({ status: 'expired', paymentDetails: { type: 'mc' } });
    const sepa = methods.get(ALEX_IDS.paymentMethods.sepa);
    expect(sepa).toMatchObject({ gatewayType: 'additionalMethod', data: { accountHolderName: 'Alex Morgan' } });
    expect(sandbox.store.get('paymentGateways', sepa?.gatewayId ?? '')?.data?.requiredInformation).toBe('SEPA');
    expect([...methods.values()].every((method) => method.createdAt)).toBe(true);
  });

  it('has an upgrade credit and a refund voucher', () => {
    const vouchers = mine('vouchers', CUSTOMERS.alex);
    expect(vouchers.some((voucher) => voucher.type === 'UPGRADE_CREDIT' && (voucher.internalBalance ?? 0) > 0)).toBe(true);
    expect(vouchers.some((voucher) => voucher.origin === 'refund')).toBe(true);
  });
});

describe('demo seed: the other customers', () => {
  it('gives Lena a Faust order and a past summer fête order', () => {
    const tickets = mine('tickets', CUSTOMERS.lena);
    expect(tickets.filter((ticket) => ticket.eventId === EVENTS.faust && ticket.status === 'valid').length).toBeGreaterThanOrEqual(2);
    expect(tickets.some((ticket) => ticket.eventId === EVENTS.sommerfest)).toBe(true);
    const orders = mine('transactions', CUSTOMERS.lena);
    expect(new Set(orders.map((order) => order.eventId))).toEqual(new Set([EVENTS.faust, EVENTS.sommerfest]));
    expect(orders.every((order) => order.currency === 'EUR')).toBe(true);
  });

  it('gives Taylor one Our Town order and Jamie nothing', () => {
    const orders = mine('transactions', CUSTOMERS.taylor);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ eventId: EVENTS.ourTown, currency: 'USD' });
    expect(mine('tickets', CUSTOMERS.taylor).length).toBe(3);
    expect(mine('tickets', CUSTOMERS.jamie)).toEqual([]);
  });
});

describe('demo seed: seller catalogue', () => {
  it('has the jazz products, the Weekend Pass package and the Dinner & Show bundle', () => {
    expect(sandbox.store.get('products', PRODUCTS.programme)).toMatchObject({ name: 'Programme booklet', type: 'product', variants: [{ price: 5 }] });
    expect(sandbox.store.get('products', PRODUCTS.drinks)).toMatchObject({ name: 'Drink voucher', type: 'voucher', variants: [{ price: 7 }] });
    expect(sandbox.store.get('events', EVENTS.jazz)?.productIds).toEqual([PRODUCTS.programme, PRODUCTS.drinks]);
    expect(sandbox.store.get('packageConfigs', PACKAGE_CONFIGS.weekendPass)).toMatchObject({ name: 'Weekend Pass', slug: 'weekend-pass', image: '/demo/events/festival.jpg' });
    expect(sandbox.store.get('bundles', BUNDLES.dinnerAndShow)?.triggers).toContainEqual({ type: 'ticketType', targetId: 'tt_jazz_seated' });
  });

  it('has payment gateways for each seller', () => {
    const riverside = sandbox.store.list('paymentGateways', { sellerId: SELLERS.riverside.id }).docs;
    expect(riverside.find((gateway) => gateway.type === 'sandbox')).toMatchObject({ name: 'Test card', active: true, channels: ['online'] });
    expect(riverside.find((gateway) => gateway.type === 'stripe')?.data?.publicKey).toBe('pk_test_sandbox');
    expect(riverside.find((gateway) => gateway.type === 'adyen')?.data).toMatchObject({ clientKey: 'test_sandbox', environment: 'test' });
    expect(riverside.some((gateway) => gateway.type === 'additionalMethod' && gateway.data?.requiredInformation === 'SEPA')).toBe(true);
    const lindenau = sandbox.store.list('paymentGateways', { sellerId: SELLERS.lindenau.id }).docs;
    expect(new Set(lindenau.map((gateway) => gateway.data?.requiredInformation ?? gateway.type))).toEqual(new Set(['sandbox', 'SEPA']));
    expect(sandbox.store.list('paymentGateways', { sellerId: SELLERS.little.id }).docs.map((gateway) => gateway.type)).toEqual(['sandbox']);
  });

  it('has ticket data fields of every type, required and optional, one conditional', () => {
    const fields = sandbox.store.list('dataFields', { sellerId: SELLERS.riverside.id }).docs.filter((field) => field.scope === 'TICKET');
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(DATA_FIELD_TYPES));
    expect(new Set(fields.map((field) => field.required))).toEqual(new Set([true, false]));
    expect(fields.find((field) => field.type === 'documentUpload')?.settings?.allowedMimeTypes).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(fields.find((field) => field.type === 'date')?.settings?.minimumAge).toBeGreaterThan(0);
    expect(fields.find((field) => field.type === 'select')?.options?.length).toBeGreaterThan(1);
    const conditional = fields.find((field) => field.conditions?.length);
    expect(fields.some((field) => field.slug === conditional?.conditions?.[0]?.field)).toBe(true);
  });
});
