import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, EVENTS, MEMBERSHIP_PROGRAMS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { SAVED_CARD } from '../../lib/sandbox/seed/holdings/saved-cards.ts';
import { SAM_IDS, SAM_RESELL_OFFER_COUNT, SAM_TRANSFER_COUNT } from '../../lib/sandbox/seed/holdings/sam.ts';
import { customerSchema, myPaymentPlansResponseSchema, myTransactionsResponseSchema, mySubscriptionsResponseSchema, paymentPlanSchema, subscriptionSchema, ticketSchema, ticketTransferSchema, transactionSchema } from '../../lib/ticketing/schemas/index.ts';
import type { Customer, TicketTransfer } from '../../lib/ticketing/schemas/index.ts';
import { myTicketsResponseSchema } from '../../lib/ticketing/tickets.ts';
import { ticketTransferPageSchema } from '../../lib/ticketing/transfers.ts';
import { resellOfferPageSchema } from '../../lib/ticketing/resale.ts';
import { purchaseIntentPageSchema } from '../../lib/ticketing/purchase-intents.ts';
import { customerPaymentMethodListSchema } from '../../lib/ticketing/payment-methods.ts';
import { membershipProgramListSchema } from '../../lib/ticketing/memberships.ts';
import { transactionTicketsSchema } from '../../lib/ticketing/transactions.ts';
import { outboxPageSchema } from '../../lib/ticketing/outbox.ts';
import { caller, EMAILS, expectNewestFirst, type ErrorBody } from './support/account-client.ts';
import { SEEDED_VERIFICATION_WAIT_MS } from '../../lib/sandbox/seed/customers.ts';

/**
 * The account-area endpoints of the embedded ticketing API against the seeded demo data, with a
 * clock the tests move. Every answer is parsed with the client's schema, so the sandbox and the
 * typed client cannot drift apart.
 */

let clock: Date;
let sandbox: Sandbox;
const { call, get, login, ok } = caller(() => sandbox);

beforeEach(() => {
  clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});

afterEach(() => sandbox.close());

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const stored = (customerId: string) => {
  const customer = sandbox.store.get('customers', customerId);
  if (!customer) throw new Error(`no customer ${customerId}`);
  return customer;
};

describe('every "me" endpoint needs the bearer token', () => {
  it.each([
    '/api/customers/me/tickets',
    '/api/customers/me/transactions',
    '/api/customers/me/subscriptions',
    '/api/customers/me/payment-plans',
    '/api/customers/me/purchase-intents',
    '/api/customers/me/membership-programs',
    '/api/customers/me/resell-offers',
    '/api/customers/me/payment-methods',
    '/api/public/ticket-transfers?isSender=true',
    '/api/public/ticket-transfers?isRecipient=true',
  ])('GET %s answers 401 without or with a stale token', async (path) => {
    expect((await get(path)).status).toBe(401);
    expect((await get(path, 'not-a-token')).status).toBe(401);
  });

  it('PUT /me and the verification mail answer 401 without a token', async () => {
    expect((await call('PUT', '/api/customers/me', { json: { prename: 'A', lastname: 'B' } })).status).toBe(401);
    expect((await call('POST', '/api/customers/me/verification-mail')).status).toBe(401);
  });
});

describe('GET /api/customers/me/tickets', () => {
  it('answers every ticket of the customer by event start, with the events they belong to', async () => {
    const token = await login(EMAILS.alex);
    const answer = myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets', token));
    expect(answer.tickets.length).toBe(sandbox.store.list('tickets', { customerId: CUSTOMERS.alex }).total);
    expect(answer.tickets.every((ticket) => ticket.customerId === CUSTOMERS.alex)).toBe(true);

    const events = new Map(answer.events.map((event) => [event._id, event]));
    for (const ticket of answer.tickets) expect(events.has(ticket.eventId), ticket.eventId).toBe(true);
    const starts = answer.tickets.map((ticket) => Date.parse(events.get(ticket.eventId)?.start ?? ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Public events: live sale status, and the hidden car park event is there for the UI to omit.
    expect(answer.events.every((event) => event.saleStatus !== undefined)).toBe(true);
    expect(events.get(EVENTS.parking)?.customSettings?.hideTicketsInTransactionPage).toBe(true);

    // Package info travels on the tickets; every status is there for the cards to label.
    expect(answer.tickets.filter((ticket) => ticket.packageInfo?.packageId === ALEX_IDS.packageId)).toHaveLength(3);
    expect(new Set(answer.tickets.map((ticket) => ticket.status))).toEqual(new Set(['valid', 'invalid', 'reserved', 'detailsRequired', 'blank']));
  });

  it('translates the events by locale', async () => {
    const token = await login(EMAILS.alex);
    const german = myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets?locale=de', token));
    expect(german.events.find((event) => event._id === EVENTS.jazz)?.name).toBe('Mitternachts-Jazz-Session');
  });

  it("answers Sam's 200+ tickets in one call", async () => {
    const token = await login(EMAILS.sam);
    const answer = myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets', token));
    expect(answer.tickets.length).toBeGreaterThan(200);
  });
});

describe('GET /api/customers/me/transactions', () => {
  it('answers the orders newest first with their events, addressed by tid only', async () => {
    const token = await login(EMAILS.alex);
    const raw = await ok<{ transactions: Record<string, unknown>[] }>('/api/customers/me/transactions?locale=en', token);
    expect(raw.transactions.some((transaction) => '_id' in transaction)).toBe(false);
    const answer = myTransactionsResponseSchema.parse(raw);
    expect(answer.transactions.map((transaction) => transaction.tid).sort()).toEqual(
      sandbox.store.list('transactions', { customerId: CUSTOMERS.alex }).docs.map((transaction) => transaction.tid).sort(),
    );
    expectNewestFirst(answer.transactions.map((transaction) => transaction.createdAt));
    const eventIds = new Set(answer.events.map((event) => event._id));
    for (const transaction of answer.transactions) expect(eventIds.has(transaction.eventId ?? '')).toBe(true);
    expect(answer.transactions.every((transaction) => transaction.currency === 'GBP' && typeof transaction.realPrice === 'number')).toBe(true);
  });
});

describe('GET /api/customers/me/subscriptions and /payment-plans', () => {
  it('answers the subscriptions newest first with their plans', async () => {
    const token = await login(EMAILS.alex);
    const answer = mySubscriptionsResponseSchema.parse(await ok('/api/customers/me/subscriptions', token));
    expect(answer.subscriptions).toHaveLength(4);
    expectNewestFirst(answer.subscriptions.map((subscription) => subscription.createdAt));
    const planIds = new Set(answer.plans.map((plan) => plan._id));
    expect(answer.subscriptions.every((subscription) => planIds.has(subscription.planId ?? ''))).toBe(true);
    expect(planIds.size).toBe(3);
  });

  it('answers the payment plans newest first with their strategies', async () => {
    const token = await login(EMAILS.alex);
    const answer = myPaymentPlansResponseSchema.parse(await ok('/api/customers/me/payment-plans', token));
    expect(new Set(answer.paymentPlans.map((plan) => plan.status))).toEqual(new Set(['active', 'completed', 'canceled', 'draft', 'incomplete']));
    expectNewestFirst(answer.paymentPlans.map((plan) => plan.createdAt));
    const strategyIds = new Set(answer.strategies.map((strategy) => strategy._id));
    expect(answer.paymentPlans.every((plan) => strategyIds.has(plan.paymentStrategyId ?? ''))).toBe(true);
  });

  it('answers empty lists to a customer without any', async () => {
    const token = await login(EMAILS.lena, SELLERS.lindenau.id);
    expect(mySubscriptionsResponseSchema.parse(await ok('/api/customers/me/subscriptions', token))).toEqual({ subscriptions: [], plans: [] });
    expect(myPaymentPlansResponseSchema.parse(await ok('/api/customers/me/payment-plans', token))).toEqual({ paymentPlans: [], strategies: [] });
  });
});

describe('GET /api/customers/me/purchase-intents', () => {
  it('pages the intents newest first and filters the Open and Closed tabs by status', async () => {
    const token = await login(EMAILS.alex);
    const all = purchaseIntentPageSchema.parse(await ok('/api/customers/me/purchase-intents', token));
    const seeded = sandbox.store.list('purchaseIntents', { customerId: CUSTOMERS.alex }).docs;
    expect(all.total).toBe(seeded.length);
    expectNewestFirst(all.docs.map((intent) => intent.createdAt));

    const open = purchaseIntentPageSchema.parse(await ok('/api/customers/me/purchase-intents?status=new', token));
    expect(open.total).toBe(seeded.filter((intent) => intent.status === 'new').length);
    expect(open.total).toBeGreaterThan(0);
    expect(open.docs.every((intent) => intent.status === 'new')).toBe(true);
    const closed = purchaseIntentPageSchema.parse(await ok('/api/customers/me/purchase-intents?status=COMPLETE&status=canceled', token));
    expect(open.total + closed.total).toBe(all.total);
    expect(new Set(closed.docs.map((intent) => intent.status))).toEqual(new Set(['complete', 'canceled']));

    const second = purchaseIntentPageSchema.parse(await ok('/api/customers/me/purchase-intents?top=5&skip=5', token));
    expect(second.docs.map((intent) => intent._id)).toEqual(all.docs.slice(5).map((intent) => intent._id));
    expect((await get<ErrorBody>('/api/customers/me/purchase-intents?status=pending', token)).status).toBe(400);
  });
});

describe('GET /api/customers/me/resell-offers', () => {
  it("pages Sam's 34 offers: 25, then 9, then an empty page, newest first throughout", async () => {
    const token = await login(EMAILS.sam);
    const first = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?skip=0&top=25', token));
    const second = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?skip=25&top=25', token));
    const third = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?skip=50&top=25', token));
    expect([first.docs.length, second.docs.length, third.docs.length]).toEqual([25, SAM_RESELL_OFFER_COUNT - 25, 0]);
    expect([first.total, second.total, third.total]).toEqual([SAM_RESELL_OFFER_COUNT, SAM_RESELL_OFFER_COUNT, SAM_RESELL_OFFER_COUNT]);
    const all = [...first.docs, ...second.docs];
    expect(new Set(all.map((offer) => offer._id)).size).toBe(SAM_RESELL_OFFER_COUNT);
    expectNewestFirst(all.map((offer) => offer.createdAt));
    // The default page is 25.
    expect(resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers', token)).docs).toHaveLength(25);
  });

  it('filters Active and Sold by status', async () => {
    const token = await login(EMAILS.sam);
    const active = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?status=active&top=100', token));
    const sold = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?status=SOLD&top=100', token));
    expect(active.docs.every((offer) => offer.status === 'active')).toBe(true);
    expect(sold.docs.every((offer) => offer.status === 'sold')).toBe(true);
    expect(active.total + sold.total).toBe(SAM_RESELL_OFFER_COUNT);
    expect(sold.total).toBe(7);
  });

  it('answers the existence query (top 1): total above 0 only for a customer with offers', async () => {
    const alex = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?top=1', await login(EMAILS.alex)));
    expect(alex.docs).toHaveLength(1);
    expect(alex.total).toBe(2);
    const lena = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?top=1', await login(EMAILS.lena, SELLERS.lindenau.id)));
    expect(lena).toEqual({ docs: [], total: 0 });
  });

  it.each(['top=0', 'top=1001', 'skip=-1', 'top=abc', 'status=expired'])('refuses %s with a 400 and field errors', async (query) => {
    const answer = await get<ErrorBody>(`/api/customers/me/resell-offers?${query}`, await login(EMAILS.sam));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toHaveLength(1);
  });
});

describe('GET /api/customers/me/payment-methods', () => {
  it('answers primary first, then newest first, filtered by status, channel and gateway', async () => {
    const token = await login(EMAILS.alex);
    const all = customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods', token));
    // Alex's saved test card (lib/sandbox/seed/holdings/saved-cards.ts) is 45 days old, the SEPA account 60.
    expect(all.docs.map((method) => method._id)).toEqual([ALEX_IDS.paymentMethods.visa, SAVED_CARD.id, ALEX_IDS.paymentMethods.sepa, ALEX_IDS.paymentMethods.expiredMastercard]);

    const active = customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods?status=active', token));
    expect(active.docs.map((method) => method._id)).toEqual([ALEX_IDS.paymentMethods.visa, SAVED_CARD.id, ALEX_IDS.paymentMethods.sepa]);
    const onSession = customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods?status=ACTIVE&channel=onSession', token));
    expect(onSession.docs.map((method) => method._id)).toEqual([ALEX_IDS.paymentMethods.visa, SAVED_CARD.id]);
    const payout = customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods?gatewayId=gw_riverside_sepa_payout', token));
    expect(payout.docs.map((method) => method._id)).toEqual([ALEX_IDS.paymentMethods.sepa]);
    expect((await get('/api/customers/me/payment-methods?channel=telepathy', token)).status).toBe(400);
  });

  it('hides deleted methods unless asked for them', async () => {
    const token = await login(EMAILS.alex);
    sandbox.store.update('customerPaymentMethods', ALEX_IDS.paymentMethods.expiredMastercard, (method) => ({ ...method, status: 'deleted' }));
    const all = customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods', token));
    expect(all.docs.map((method) => method._id)).not.toContain(ALEX_IDS.paymentMethods.expiredMastercard);
    const deleted = customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods?status=deleted', token));
    expect(deleted.docs.map((method) => method._id)).toEqual([ALEX_IDS.paymentMethods.expiredMastercard]);
  });
});

describe('membership programs', () => {
  it('answers the programs the customer is enrolled in, with the enrollment', async () => {
    const answer = membershipProgramListSchema.parse(await ok('/api/customers/me/membership-programs', await login(EMAILS.alex)));
    expect(answer.total).toBe(1);
    expect(answer.docs[0]).toMatchObject({ _id: MEMBERSHIP_PROGRAMS.club, enrollmentStatus: 'enrolled', balance: 820, membership: { customerId: CUSTOMERS.alex } });
    expect(answer.docs[0]?.lastTransactions?.length).toBeGreaterThan(0);
  });

  it('answers nothing to a customer enrolled nowhere', async () => {
    expect(await ok('/api/customers/me/membership-programs', await login(EMAILS.sam))).toEqual({ docs: [], total: 0 });
  });

  it("lists a seller's programs publicly without anyone's enrollment", async () => {
    const answer = membershipProgramListSchema.parse(await ok(`/api/public/membership-programs?sellerId=${SELLERS.riverside.slug}`));
    expect(answer.docs.map((program) => program._id).sort()).toEqual([MEMBERSHIP_PROGRAMS.club, MEMBERSHIP_PROGRAMS.patrons].sort());
    for (const program of answer.docs) {
      for (const key of ['enrollmentStatus', 'activeTierId', 'balance', 'membership', 'lastTransactions']) expect(program).not.toHaveProperty(key);
    }
    expect((await get('/api/public/membership-programs?sellerId=nope')).status).toBe(404);
    expect((await get('/api/public/membership-programs')).status).toBe(400);
  });
});

describe('GET /api/public/ticket-transfers (my transfers)', () => {
  it("pages Sam's 30 sent transfers: 25, then 5, then an empty page, newest first", async () => {
    const token = await login(EMAILS.sam);
    const pages = [];
    for (const skip of [0, 25, 50]) {
      pages.push(ticketTransferPageSchema.parse(await ok(`/api/public/ticket-transfers?origin=customer&isSender=true&skip=${skip}&top=25`, token)));
    }
    expect(pages.map((page) => page.docs.length)).toEqual([25, SAM_TRANSFER_COUNT - 25, 0]);
    expect(pages.every((page) => page.total === SAM_TRANSFER_COUNT)).toBe(true);
    const all = pages.flatMap((page) => page.docs);
    expect(new Set(all.map((transfer) => transfer._id)).size).toBe(SAM_TRANSFER_COUNT);
    expectNewestFirst(all.map((transfer) => transfer.createdAt));
    expect(all.every((transfer) => transfer.sender?.customerId === CUSTOMERS.sam)).toBe(true);
    // The sender sees the full transfer, ticket secrets included (the owner may reject or cancel it).
    expect(all.every((transfer) => (transfer.tickets ?? []).every((ref) => ref.secret))).toBe(true);
  });

  it('filters by status and origin', async () => {
    const token = await login(EMAILS.sam);
    const created = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&status=created&top=100', token));
    const transferred = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&status=TRANSFERRED&top=100', token));
    const both = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&status=created,transferred&top=1', token));
    expect([created.total, transferred.total, both.total]).toEqual([18, 12, SAM_TRANSFER_COUNT]);
    expect(created.docs.every((transfer) => transfer.status === 'created')).toBe(true);
    const marketplace = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&origin=viagogo', token));
    expect(marketplace).toEqual({ docs: [], total: 0 });
    expect((await get('/api/public/ticket-transfers?isSender=true&status=accepted', token)).status).toBe(400);
  });

  it('separates the Received and Sent tabs', async () => {
    const token = await login(EMAILS.alex);
    const sent = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true', token));
    const received = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isRecipient=true', token));
    expect(sent.docs.map((transfer) => transfer._id)).toEqual([ALEX_IDS.transfers.sentPending, ALEX_IDS.transfers.sentTransferred]);
    expect(received.docs.map((transfer) => transfer._id)).toEqual([SAM_IDS.transferToAlex, ALEX_IDS.transfers.receivedTransferred]);
    expect(received.docs.map((transfer) => transfer.status)).toEqual(['created', 'transferred']);
    // Received: the other party's e-mail is the sender's; the sender's ticket secrets stay out, the transfer's link secret is in.
    expect(received.docs[0]?.sender?.email).toBe(EMAILS.sam);
    expect(received.docs.every((transfer) => transfer.secret && (transfer.tickets ?? []).every((ref) => ref.secret === undefined))).toBe(true);

    const either = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&isRecipient=true', token));
    expect(either.total).toBe(4);
  });

  it('finds a transfer to an e-mail that has no customer id yet, within the same shop only', async () => {
    const transfer: TicketTransfer = {
      _id: 'trf_test_by_email',
      secret: 'sec_trf_test_by_email_0123456789',
      status: 'created',
      sellerId: SELLERS.riverside.id,
      eventId: EVENTS.jazz,
      origin: 'customer',
      sender: { email: EMAILS.sam, customerId: CUSTOMERS.sam },
      recipient: { email: 'Jamie.Lee@Example.com' },
      tickets: [{ id: 'tkt_sam_jazz_seated_030', secret: 'x' }],
      createdAt: clock.toISOString(),
    };
    sandbox.store.put('ticketTransfers', transfer, { sellerId: SELLERS.riverside.id, customerId: CUSTOMERS.sam, createdAt: clock.toISOString() });
    const jamie = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isRecipient=true', await login(EMAILS.jamie)));
    expect(jamie.docs.map((doc) => doc._id)).toEqual(['trf_test_by_email']);
  });

  it('needs isSender, isRecipient or tickets, and refuses to mix them', async () => {
    const token = await login(EMAILS.alex);
    expect((await get<ErrorBody>('/api/public/ticket-transfers', token)).status).toBe(400);
    expect((await get<ErrorBody>('/api/public/ticket-transfers?isSender=false', token)).status).toBe(400);
    const tickets = encodeURIComponent(JSON.stringify([{ id: ALEX_IDS.tickets.pendingTransfer, secret: 'x' }]));
    expect((await get<ErrorBody>(`/api/public/ticket-transfers?isSender=true&sellerId=${SELLERS.riverside.id}&tickets=${tickets}`, token)).status).toBe(400);
  });
});

describe('GET /api/public/ticket-transfers (by tickets)', () => {
  const ticket = (id: string) => {
    const found = sandbox.store.get('tickets', id);
    if (!found?.secret) throw new Error(`no ticket ${id}`);
    return { id, secret: found.secret };
  };
  const byTickets = (refs: unknown, extra = '') =>
    get<unknown>(`/api/public/ticket-transfers?sellerId=${SELLERS.riverside.id}&tickets=${encodeURIComponent(JSON.stringify(refs))}${extra}`);

  it('answers the transfers involving the tickets, without a login', async () => {
    const answer = await byTickets([ticket(ALEX_IDS.tickets.pendingTransfer), ticket(ALEX_IDS.tickets.personalized)]);
    expect(answer.status).toBe(200);
    const page = ticketTransferPageSchema.parse(answer.body);
    expect(page.docs.map((transfer) => transfer._id)).toEqual([ALEX_IDS.transfers.sentPending]);
    const created = ticketTransferPageSchema.parse((await byTickets([ticket(ALEX_IDS.tickets.transferred)], '&status=created')).body);
    expect(created.total).toBe(0);
    const transferred = ticketTransferPageSchema.parse((await byTickets([ticket(ALEX_IDS.tickets.transferred)], '&status=transferred')).body);
    expect(transferred.docs.map((transfer) => transfer._id)).toEqual([ALEX_IDS.transfers.sentTransferred]);
  });

  it('accepts at most 10 tickets per call', async () => {
    const samTickets = sandbox.store.list('tickets', { customerId: CUSTOMERS.sam }, { top: 11 }).docs.map((doc) => ({ id: doc._id, secret: doc.secret ?? '' }));
    expect((await byTickets(samTickets.slice(0, 10))).status).toBe(200);
    const eleven = await byTickets(samTickets);
    expect(eleven.status).toBe(400);
    expect((eleven.body as ErrorBody).errors?.tickets?.[0]).toContain('at most 10');
  });

  it('refuses a wrong secret, an unknown ticket or another seller alike (404) and malformed input (400)', async () => {
    expect((await byTickets([{ id: ALEX_IDS.tickets.pendingTransfer, secret: 'guess' }])).status).toBe(404);
    expect((await byTickets([ticket(ALEX_IDS.tickets.personalized), { id: ALEX_IDS.tickets.pendingTransfer, secret: 'guess' }])).status).toBe(404);
    expect((await byTickets([{ id: 'tkt_nope', secret: 'x' }])).status).toBe(404);
    const lenaTicket = sandbox.store.get('tickets', 'tkt_lena_faust_1');
    expect((await byTickets([{ id: 'tkt_lena_faust_1', secret: lenaTicket?.secret }])).status).toBe(404);
    expect((await byTickets([])).status).toBe(400);
    expect((await get('/api/public/ticket-transfers?sellerId=sel_riverside&tickets=not-json')).status).toBe(400);
    expect((await get(`/api/public/ticket-transfers?tickets=${encodeURIComponent(JSON.stringify([ticket(ALEX_IDS.tickets.pendingTransfer)]))}`)).status).toBe(400);
  });
});

describe('GET /api/ticket-transfers/{id}/{secret}', () => {
  it('answers the transfer to whoever holds its secret, without the ticket secrets', async () => {
    const transfer = sandbox.store.get('ticketTransfers', SAM_IDS.transferToAlex);
    const answer = await get(`/api/ticket-transfers/${SAM_IDS.transferToAlex}/${transfer?.secret}`);
    expect(answer.status).toBe(200);
    const parsed = ticketTransferSchema.parse(answer.body);
    expect(parsed.recipient?.email).toBe(EMAILS.alex);
    expect(parsed.tickets?.every((ref) => ref.secret === undefined)).toBe(true);
    expect((await get<ErrorBody>(`/api/ticket-transfers/${SAM_IDS.transferToAlex}/wrong-secret`)).status).toBe(404);
    expect((await get<ErrorBody>('/api/ticket-transfers/trf_nope/whatever')).status).toBe(404);
  });
});

describe('PUT /api/customers/me', () => {
  const valid = {
    company: '  Morgan & Co ',
    prename: ' Alexandra ',
    lastname: 'Morgan-Smith',
    location: { street: '1 New Street', postal: 'EC1A 1BB', city: 'London', state: '', country: 'gb' },
  };

  it('saves the personal information (trimmed, country upper-cased) and answers the customer', async () => {
    const token = await login(EMAILS.alex);
    const answer = await call<Customer>('PUT', '/api/customers/me', { token, json: valid });
    expect(answer.status).toBe(200);
    const customer = customerSchema.parse(answer.body);
    expect(customer).toMatchObject({
      _id: CUSTOMERS.alex,
      company: 'Morgan & Co',
      prename: 'Alexandra',
      lastname: 'Morgan-Smith',
      name: 'Alexandra Morgan-Smith',
      location: { street: '1 New Street', postal: 'EC1A 1BB', city: 'London', state: null, country: 'GB' },
      primaryEmail: EMAILS.alex,
      verified: true,
    });
    expect(await ok('/api/customers/me', token)).toEqual(answer.body);
  });

  it('allows an empty company and no address, keeping the stored address', async () => {
    const token = await login(EMAILS.alex);
    const answer = await call<Customer>('PUT', '/api/customers/me', { token, json: { company: null, prename: 'Alex', lastname: 'Morgan' } });
    expect(answer.status).toBe(200);
    expect(answer.body.company).toBeNull();
    expect(answer.body.location?.street).toBe('22 Bankside Row');
  });

  it('refuses missing or blank names and a malformed country with field errors, changing nothing', async () => {
    const token = await login(EMAILS.alex);
    const before = stored(CUSTOMERS.alex);
    const blank = await call<ErrorBody>('PUT', '/api/customers/me', { token, json: { ...valid, prename: '   ', lastname: undefined } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ prename: ['required'], lastname: ['required'] });
    const country = await call<ErrorBody>('PUT', '/api/customers/me', { token, json: { ...valid, location: { ...valid.location, country: 'GBR' } } });
    expect(country.status).toBe(400);
    expect(Object.keys(country.body.errors ?? {})).toEqual(['location.country']);
    const notJson = await call<ErrorBody>('PUT', '/api/customers/me', { token, headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(stored(CUSTOMERS.alex)).toEqual(before);
  });
});

describe('password reset', () => {
  const requestReset = (json: unknown) => call('POST', '/api/public/customers/password-reset', { json });
  const confirm = (json: unknown) => call<ErrorBody>('POST', '/api/public/customers/password-reset/confirm', { json });
  const outbox = async (recipient?: string) => outboxPageSchema.parse(await ok(`/api/sandbox/outbox${recipient ? `?recipient=${encodeURIComponent(recipient)}` : ''}`));
  const tokenOf = (link: string | null | undefined) => new URL(link ?? '', 'http://shop.test').searchParams.get('token') ?? '';

  it('mails a link whose token sets a new password once; the old password and sessions stop working', async () => {
    const session = await login(EMAILS.alex);
    expect((await requestReset({ sellerId: SELLERS.riverside.id, email: EMAILS.alex, language: 'en' })).status).toBe(204);

    const mails = await outbox(EMAILS.alex);
    expect(mails.total).toBe(1);
    const mail = mails.docs[0];
    expect(mail).toMatchObject({ kind: 'passwordReset', recipient: EMAILS.alex, sellerId: SELLERS.riverside.id, createdAt: clock.toISOString() });
    expect(mail?.link).toMatch(/^\/riverside-live\/account\/reset-password\?token=[\w-]{20,}$/);
    expect(mail?.body).toContain(mail?.link ?? '-');
    expect(mail?.subject).toContain('Riverside Live');
    const token = tokenOf(mail?.link);
    // Only the hash is stored.
    expect(JSON.stringify(sandbox.store.db.prepare('SELECT * FROM account_tokens').all())).not.toContain(token);

    const tooShort = await confirm({ token, password: 'short' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors?.password).toBeDefined();
    expect((await confirm({ token, password: 'a new password' })).status).toBe(204);

    const oldLogin = await call('POST', '/api/public/customers/login', { json: { sellerId: SELLERS.riverside.id, email: EMAILS.alex, password: 'demo1234' } });
    expect(oldLogin.status).toBe(401);
    await login(EMAILS.alex, SELLERS.riverside.id, 'a new password');
    expect((await get('/api/customers/me', session)).status).toBe(401);

    const again = await confirm({ token, password: 'yet another one' });
    expect(again.status).toBe(400);
    await login(EMAILS.alex, SELLERS.riverside.id, 'a new password');
  });

  it('answers 204 and mails nothing for an unknown e-mail, an unknown shop or another shop', async () => {
    expect((await requestReset({ sellerId: SELLERS.riverside.id, email: 'nobody@example.com', language: 'en' })).status).toBe(204);
    expect((await requestReset({ sellerId: 'sel_nope', email: EMAILS.alex, language: 'en' })).status).toBe(204);
    expect((await requestReset({ sellerId: SELLERS.lindenau.id, email: EMAILS.alex, language: 'de' })).status).toBe(204);
    expect((await outbox()).total).toBe(0);
    expect((await requestReset({ sellerId: SELLERS.riverside.id })).status).toBe(400);
  });

  it('mails nothing to a customer who does not log in with a password', async () => {
    sandbox.store.update('customers', CUSTOMERS.sam, (customer) => ({ ...customer, _account: { loginType: 'sso' } }));
    expect((await requestReset({ sellerId: SELLERS.riverside.id, email: EMAILS.sam, language: 'en' })).status).toBe(204);
    expect((await outbox()).total).toBe(0);
  });

  it('accepts the shop slug and an upper-case e-mail, and writes the mail in the language asked for', async () => {
    expect((await requestReset({ sellerId: SELLERS.lindenau.slug, email: EMAILS.lena.toUpperCase(), language: 'de-DE' })).status).toBe(204);
    const mail = (await outbox(EMAILS.lena)).docs[0];
    expect(mail?.subject).toBe('Passwort für Kulturhaus Lindenau zurücksetzen');
    expect(mail?.link).toMatch(/^\/kulturhaus-lindenau\/account\/reset-password\?token=/);
  });

  it('refuses a token after one hour, an unknown token, and older links after a reset', async () => {
    await requestReset({ sellerId: SELLERS.riverside.id, email: EMAILS.alex, language: 'en' });
    const expiring = tokenOf((await outbox(EMAILS.alex)).docs[0]?.link);
    advance(60 * 60 * 1000 + 1);
    expect((await confirm({ token: expiring, password: 'long enough' })).status).toBe(400);
    expect((await confirm({ token: 'made-up-token', password: 'long enough' })).status).toBe(400);

    await requestReset({ sellerId: SELLERS.riverside.id, email: EMAILS.alex, language: 'en' });
    advance(1000);
    await requestReset({ sellerId: SELLERS.riverside.id, email: EMAILS.alex, language: 'en' });
    const [newer, older] = (await outbox(EMAILS.alex)).docs.map((mail) => tokenOf(mail.link));
    expect((await confirm({ token: newer, password: 'long enough' })).status).toBe(204);
    expect((await confirm({ token: older, password: 'long enough 2' })).status).toBe(400);
  });
});

describe('verification mail', () => {
  it('mails a verification link at most every 2 minutes, and the link verifies the customer', async () => {
    const token = await login(EMAILS.jamie);
    // Jamie's seeded limit: the next mail may be requested a while after seeding.
    const early = await call<ErrorBody & { nextVerificationMailRequest: string }>('POST', '/api/customers/me/verification-mail', { token });
    expect(early.status).toBe(429);
    expect(early.body.nextVerificationMailRequest).toBe(new Date(clock.getTime() + SEEDED_VERIFICATION_WAIT_MS).toISOString());
    expect(early.headers.get('retry-after')).toBe(String(SEEDED_VERIFICATION_WAIT_MS / 1000));

    advance(SEEDED_VERIFICATION_WAIT_MS);
    expect((await call('POST', '/api/customers/me/verification-mail', { token })).status).toBe(204);
    const me = customerSchema.parse(await ok('/api/customers/me', token));
    expect(me._account?.limitations?.nextVerificationMailRequest).toBe(new Date(clock.getTime() + 2 * 60_000).toISOString());
    expect(me.verified).toBe(false);

    advance(60_000);
    const again = await call<{ nextVerificationMailRequest: string }>('POST', '/api/customers/me/verification-mail', { token });
    expect(again.status).toBe(429);
    expect(again.body.nextVerificationMailRequest).toBe(me._account?.limitations?.nextVerificationMailRequest);

    const mails = outboxPageSchema.parse(await ok(`/api/sandbox/outbox?recipient=${EMAILS.jamie}`));
    expect(mails.total).toBe(1);
    expect(mails.docs[0]).toMatchObject({ kind: 'verification', recipient: EMAILS.jamie });
    const link = mails.docs[0]?.link ?? '';
    expect(link).toMatch(/^\/sandbox\/verify\?token=[\w-]{20,}$/);
    const verifyToken = new URL(link, 'http://shop.test').searchParams.get('token');

    expect((await call('POST', '/api/public/customers/verify', { json: { token: verifyToken } })).status).toBe(204);
    expect(customerSchema.parse(await ok('/api/customers/me', token)).verified).toBe(true);
    expect((await call('POST', '/api/public/customers/verify', { json: { token: verifyToken } })).status).toBe(400);
    expect((await call('POST', '/api/public/customers/verify', { json: { token: 'made-up' } })).status).toBe(400);
  });

  it('refuses a verified customer (409) and expires links after 24 hours', async () => {
    expect((await call('POST', '/api/customers/me/verification-mail', { token: await login(EMAILS.alex) })).status).toBe(409);
    const token = await login(EMAILS.jamie);
    advance(2 * 60_000);
    await call('POST', '/api/customers/me/verification-mail', { token });
    const link = outboxPageSchema.parse(await ok(`/api/sandbox/outbox?recipient=${EMAILS.jamie}`)).docs[0]?.link ?? '';
    advance(24 * 60 * 60_000 + 1);
    expect((await call('POST', '/api/public/customers/verify', { json: { token: new URL(link, 'http://x').searchParams.get('token') } })).status).toBe(400);
    expect(stored(CUSTOMERS.jamie).verified).toBe(false);
  });
});

describe('public reads by secret', () => {
  const secretOf = (collection: 'subscriptions' | 'paymentPlans' | 'transactions' | 'tickets', id: string) => {
    const doc = sandbox.store.get(collection, id);
    if (!doc?.secret) throw new Error(`no ${collection} ${id}`);
    return doc.secret;
  };

  it('answers a subscription and a payment plan to the holder of the secret', async () => {
    const subscription = subscriptionSchema.parse(await ok(`/api/public/subscriptions/sub_alex_club?secret=${secretOf('subscriptions', 'sub_alex_club')}`));
    expect(subscription.status).toBe('active');
    const plan = paymentPlanSchema.parse(await ok(`/api/public/payments/plans/pp_alex_season_active?secret=${secretOf('paymentPlans', 'pp_alex_season_active')}`));
    expect(plan.schedules?.length).toBe(4);
  });

  it('answers an order and its tickets', async () => {
    const secret = secretOf('transactions', 'tx_alex_001');
    const raw = await ok<Record<string, unknown>>(`/api/public/transactions/tx_alex_001?secret=${secret}`);
    expect(raw).not.toHaveProperty('_id');
    const transaction = transactionSchema.parse(raw);
    expect(transaction.tid).toBe('tx_alex_001');
    const tickets = transactionTicketsSchema.parse(await ok(`/api/public/transactions/tx_alex_001/tickets?secret=${secret}`));
    expect(tickets.docs.map((ticket) => ticket._id)).toEqual(['tkt_alex_jazz_1', 'tkt_alex_jazz_2', 'tkt_alex_jazz_3', 'tkt_alex_jazz_4']);
    expect(tickets.total).toBe((transaction.tickets ?? []).reduce((sum, line) => sum + line.amount, 0));
  });

  it('answers one ticket by id and secret', async () => {
    const ticket = ticketSchema.parse(await ok(`/api/tickets/${ALEX_IDS.tickets.personalized}/${secretOf('tickets', ALEX_IDS.tickets.personalized)}`));
    expect(ticket.barcode).toBeDefined();
  });

  it.each([
    ['/api/public/subscriptions/sub_alex_club', 'subscriptions', 'sub_alex_club'],
    ['/api/public/payments/plans/pp_alex_season_active', 'paymentPlans', 'pp_alex_season_active'],
    ['/api/public/transactions/tx_alex_001', 'transactions', 'tx_alex_001'],
    ['/api/public/transactions/tx_alex_001/tickets', 'transactions', 'tx_alex_001'],
  ] as const)('%s: 404 for a wrong, missing or near-miss secret, as for an unknown id', async (path, collection, id) => {
    const secret = secretOf(collection, id);
    expect((await get(`${path}?secret=wrong`)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?secret=${secret.slice(0, -1)}x`)).status).toBe(404);
    expect((await get(`${path}?secret=${secret}&secret=${secret}`)).status).toBe(404);
    expect((await get(`${path.replace(id, `${id}_nope`)}?secret=${secret}`)).status).toBe(404);
  });

  it('GET /api/tickets/{id}/{secret}: 404 for a wrong secret, as for an unknown id', async () => {
    expect((await get(`/api/tickets/${ALEX_IDS.tickets.personalized}/wrong`)).status).toBe(404);
    expect((await get('/api/tickets/tkt_nope/whatever')).status).toBe(404);
  });
});

describe('GET /api/sandbox/outbox', () => {
  it('lists the mails newest first, all or one recipient (case-insensitive), paged', async () => {
    for (const email of [EMAILS.alex, EMAILS.sam, EMAILS.alex]) {
      await call('POST', '/api/public/customers/password-reset', { json: { sellerId: SELLERS.riverside.id, email, language: 'en' } });
      advance(1000);
    }
    const all = outboxPageSchema.parse(await ok('/api/sandbox/outbox'));
    expect(all.total).toBe(3);
    expectNewestFirst(all.docs.map((mail) => mail.createdAt));
    expect(all.docs.map((mail) => mail.recipient)).toEqual([EMAILS.alex, EMAILS.sam, EMAILS.alex]);
    const alex = outboxPageSchema.parse(await ok(`/api/sandbox/outbox?recipient=${EMAILS.alex.toUpperCase()}&top=1`));
    expect(alex.total).toBe(2);
    expect(alex.docs).toHaveLength(1);
  });
});
