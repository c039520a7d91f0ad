import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import type { SandboxCollections } from '../../lib/sandbox/collections.ts';
import { CUSTOMERS, EVENTS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { SAM_IDS } from '../../lib/sandbox/seed/holdings/sam.ts';
import { riversideClubProgram } from '../../lib/sandbox/seed/catalogue.ts';
import type { TicketTransfer } from '../../lib/ticketing/schemas/index.ts';
import { caller, EMAILS } from './support/account-client.ts';

/**
 * One customer can never read or change another's data through the account endpoints, whatever
 * ids, secrets or filters they send. Besides the demo holdings, each test adds documents of every
 * kind for Sam and Lena (another shop), so that every list has something that must not leak.
 */

let sandbox: Sandbox;
const { call, get, login, ok } = caller(() => sandbox);
const now = new Date('2030-01-15T12:00:00.000Z');

type Owner = 'alex' | 'sam' | 'lena';
const OWNERS: Record<Owner, { customerId: string; email: string; sellerId: string }> = {
  alex: { customerId: CUSTOMERS.alex, email: EMAILS.alex, sellerId: SELLERS.riverside.id },
  sam: { customerId: CUSTOMERS.sam, email: EMAILS.sam, sellerId: SELLERS.riverside.id },
  lena: { customerId: CUSTOMERS.lena, email: EMAILS.lena, sellerId: SELLERS.lindenau.id },
};

/** Query parameters a hostile caller might try, naming someone else; the endpoints must ignore them. */
const HOSTILE = [
  `customerId=${CUSTOMERS.sam}`,
  `customer=${CUSTOMERS.lena}`,
  `sellerId=${SELLERS.lindenau.id}`,
  `_id=${CUSTOMERS.sam}`,
  `email=${encodeURIComponent(EMAILS.sam)}`,
  `ids=tx_sam_001,tkt_lena_faust_1`,
].join('&');

const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();

function put<K extends keyof SandboxCollections>(collection: K, doc: SandboxCollections[K], owner: Owner, createdAt: string) {
  sandbox.store.put(collection, doc, { customerId: OWNERS[owner].customerId, sellerId: OWNERS[owner].sellerId, createdAt });
}

/** Holdings of every kind for Sam and Lena that the seed does not give them. */
function addForeignHoldings() {
  put('subscriptions', { _id: 'sub_sam_club', secret: 'sec_sub_sam_club_0123456789abcdef', status: 'active', planId: 'spl_riverside_club', customerId: CUSTOMERS.sam, sellerId: SELLERS.riverside.id, createdAt: iso(3) }, 'sam', iso(3));
  put('paymentPlans', { _id: 'pp_lena_faust', secret: 'sec_pp_lena_faust_0123456789abcdef', status: 'active', paymentStrategyId: 'pst_riverside_instalments', customerId: CUSTOMERS.lena, sellerId: SELLERS.lindenau.id, schedules: [{ due: iso(1) }], createdAt: iso(2) }, 'lena', iso(2));
  put('purchaseIntents', { _id: 'pi_sam_jazz', secret: 'sec_pi_sam_jazz_0123456789abcdef', status: 'new', eventId: EVENTS.jazz, sellerId: SELLERS.riverside.id, email: EMAILS.sam, createdAt: iso(1) }, 'sam', iso(1));
  put('purchaseIntents', { _id: 'pi_lena_faust', secret: 'sec_pi_lena_faust_0123456789abcdef', status: 'new', eventId: EVENTS.faust, sellerId: SELLERS.lindenau.id, email: EMAILS.lena, createdAt: iso(1) }, 'lena', iso(1));
  put('resellOffers', { _id: 'rso_lena_faust', status: 'active', customerId: CUSTOMERS.lena, sellerId: SELLERS.lindenau.id, eventId: EVENTS.faust, items: [{ ticketId: 'tkt_lena_faust_2' }], createdAt: iso(1) }, 'lena', iso(1));
  put(
    'membershipPrograms',
    {
      ...riversideClubProgram(),
      _id: 'mbp_test_sam_circle',
      name: 'Collectors Circle',
      enrollmentStatus: 'enrolled',
      balance: 5000,
      activeTierId: 'tier_club_gold',
      membership: { _id: 'mbr_sam_circle', secret: 'sec_mbr_sam_circle_0123456789', customerId: CUSTOMERS.sam, balance: 5000 },
      lastTransactions: [{ description: 'Sam only', amount: 5000, createdAt: iso(5) }],
    },
    'sam',
    iso(5),
  );
  // Lena's shop sends a transfer to Alex's e-mail address: an e-mail names a customer only within one shop.
  const toAlexsAddressElsewhere: TicketTransfer = {
    _id: 'trf_lena_to_alex_address',
    secret: 'sec_trf_lena_to_alex_address_0123',
    status: 'created',
    sellerId: SELLERS.lindenau.id,
    eventId: EVENTS.faust,
    origin: 'customer',
    sender: { email: EMAILS.lena, customerId: CUSTOMERS.lena },
    recipient: { email: EMAILS.alex },
    tickets: [{ id: 'tkt_lena_faust_2', secret: sandbox.store.get('tickets', 'tkt_lena_faust_2')?.secret }],
    createdAt: iso(1),
  };
  put('ticketTransfers', toAlexsAddressElsewhere, 'lena', iso(1));
}

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
  addForeignHoldings();
});

afterEach(() => sandbox.close());

const idsIn = <K extends keyof SandboxCollections>(collection: K, owner: Owner) =>
  sandbox.store.list(collection, { customerId: OWNERS[owner].customerId }).docs.map((doc) => doc._id).sort();

/** Transfers a customer sent (filed under the sender) or received (by customer id, or e-mail within the shop). */
function transferIdsOf(owner: Owner): string[] {
  const { customerId, email, sellerId } = OWNERS[owner];
  return sandbox.store
    .list('ticketTransfers')
    .docs.filter(
      (transfer) =>
        transfer.sender?.customerId === customerId ||
        transfer.recipient?.customerId === customerId ||
        (!transfer.recipient?.customerId && transfer.recipient?.email === email && transfer.sellerId === sellerId),
    )
    .map((transfer) => transfer._id)
    .sort();
}

interface Probe {
  name: string;
  path: string;
  /** The ids of the documents in the answer. */
  ids: (body: never) => string[];
  /** The ids the owner holds. */
  expected: (owner: Owner) => string[];
}

const docIds = (body: { docs: { _id: string }[] }) => body.docs.map((doc) => doc._id).sort();

const PROBES: Probe[] = [
  { name: 'tickets', path: '/api/customers/me/tickets', ids: (body: { tickets: { _id: string }[] }) => body.tickets.map((doc) => doc._id).sort(), expected: (owner) => idsIn('tickets', owner) },
  {
    name: 'orders',
    path: '/api/customers/me/transactions',
    ids: (body: { transactions: { tid: string }[] }) => body.transactions.map((doc) => doc.tid).sort(),
    expected: (owner) => idsIn('transactions', owner),
  },
  {
    name: 'subscriptions',
    path: '/api/customers/me/subscriptions',
    ids: (body: { subscriptions: { _id: string }[] }) => body.subscriptions.map((doc) => doc._id).sort(),
    expected: (owner) => idsIn('subscriptions', owner),
  },
  {
    name: 'payment plans',
    path: '/api/customers/me/payment-plans',
    ids: (body: { paymentPlans: { _id: string }[] }) => body.paymentPlans.map((doc) => doc._id).sort(),
    expected: (owner) => idsIn('paymentPlans', owner),
  },
  { name: 'purchase intents', path: '/api/customers/me/purchase-intents?top=1000', ids: docIds, expected: (owner) => idsIn('purchaseIntents', owner) },
  { name: 'resell offers', path: '/api/customers/me/resell-offers?top=1000', ids: docIds, expected: (owner) => idsIn('resellOffers', owner) },
  {
    name: 'payment methods',
    path: '/api/customers/me/payment-methods?status=active,expired,deleted',
    ids: docIds,
    expected: (owner) => idsIn('customerPaymentMethods', owner),
  },
  { name: 'memberships', path: '/api/customers/me/membership-programs', ids: docIds, expected: (owner) => idsIn('membershipPrograms', owner) },
  { name: 'transfers', path: '/api/public/ticket-transfers?isSender=true&isRecipient=true&top=1000', ids: docIds, expected: transferIdsOf },
];

const tokens = async () => ({
  alex: await login(EMAILS.alex),
  sam: await login(EMAILS.sam),
  lena: await login(EMAILS.lena, SELLERS.lindenau.id),
});

describe('every account list answers the caller’s documents only', () => {
  it.each(PROBES)('$name: exactly the caller’s, even with query parameters naming someone else', async (probe) => {
    const token = await tokens();
    const seen = new Map<Owner, string[]>();
    for (const owner of Object.keys(OWNERS) as Owner[]) {
      const expected = probe.expected(owner);
      for (const path of [probe.path, `${probe.path}${probe.path.includes('?') ? '&' : '?'}${HOSTILE}`]) {
        const ids = probe.ids((await ok(path, token[owner])) as never);
        expect(ids, `${owner} ${path}`).toEqual(expected);
      }
      seen.set(owner, expected);
    }
    // Each of the three holds something of this kind the others must not see (the fixture's point).
    const holders = [...seen.values()].filter((ids) => ids.length > 0).length;
    expect(holders, `${probe.name}: at least two customers hold some`).toBeGreaterThanOrEqual(2);
    // Only a transfer between two of them (Sam's to Alex) is in both lists.
    const [alex, sam, lena] = [seen.get('alex') ?? [], seen.get('sam') ?? [], seen.get('lena') ?? []];
    expect(alex.filter((id) => sam.includes(id) || lena.includes(id))).toEqual(probe.name === 'transfers' ? [SAM_IDS.transferToAlex] : []);
  });

  it('Alex’s answers name no document of Sam or Lena anywhere in their bodies', async () => {
    const { alex } = await tokens();
    const foreign = new Set<string>();
    for (const collection of ['tickets', 'transactions', 'subscriptions', 'paymentPlans', 'purchaseIntents', 'resellOffers', 'customerPaymentMethods', 'membershipPrograms'] as const) {
      for (const owner of ['sam', 'lena'] as const) for (const id of idsIn(collection, owner)) foreign.add(id);
    }
    // Transfers Sam or Lena sent to someone other than Alex.
    const alexTransfers = transferIdsOf('alex');
    for (const id of [...transferIdsOf('sam'), ...transferIdsOf('lena')]) if (!alexTransfers.includes(id)) foreign.add(id);
    // A transfer to Alex names the sender's tickets (by id only: see the next test for their secrets).
    for (const id of alexTransfers) for (const ref of sandbox.store.get('ticketTransfers', id)?.tickets ?? []) foreign.delete(ref.id);
    expect(foreign.size).toBeGreaterThan(300);
    for (const probe of PROBES) {
      const text = JSON.stringify(await ok(`${probe.path}${probe.path.includes('?') ? '&' : '?'}${HOSTILE}`, alex));
      const leaked = [...foreign].filter((id) => text.includes(`"${id}"`));
      expect(leaked, probe.name).toEqual([]);
    }
  });

  it('the received transfer from Sam shows Alex none of Sam’s ticket secrets, so they cannot be looked up', async () => {
    const { alex } = await tokens();
    const received = await ok<{ docs: TicketTransfer[] }>('/api/public/ticket-transfers?isRecipient=true', alex);
    const fromSam = received.docs.find((transfer) => transfer._id === SAM_IDS.transferToAlex);
    expect(fromSam?.tickets?.length).toBeGreaterThan(0);
    const samTicketSecrets = (fromSam?.tickets ?? []).map((ref) => sandbox.store.get('tickets', ref.id)?.secret ?? '-');
    expect(samTicketSecrets.some((secret) => JSON.stringify(received).includes(secret))).toBe(false);
  });

  it('an enrollment of Sam never shows up for Alex or publicly', async () => {
    const { alex } = await tokens();
    expect(JSON.stringify(await ok('/api/customers/me/membership-programs', alex))).not.toContain('Collectors Circle');
    const publicList = JSON.stringify(await ok(`/api/public/membership-programs?sellerId=${SELLERS.riverside.id}`));
    expect(publicList).toContain('Collectors Circle');
    expect(publicList).not.toContain('mbr_sam_circle');
    expect(publicList).not.toContain('mbr_alex_club');
    expect(publicList).not.toContain('"balance"');
  });
});

describe('secrets are per document', () => {
  const secret = <K extends 'tickets' | 'transactions' | 'subscriptions' | 'paymentPlans' | 'ticketTransfers'>(collection: K, id: string) => {
    const doc = sandbox.store.get(collection, id) as { secret?: string } | undefined;
    if (!doc?.secret) throw new Error(`no ${collection} ${id}`);
    return doc.secret;
  };

  it('Alex’s own secrets (and token) open none of Sam’s or Lena’s documents', async () => {
    const { alex } = await tokens();
    const alexTicket = secret('tickets', ALEX_IDS.tickets.personalized);
    const attempts: [string, number][] = [
      [`/api/tickets/tkt_lena_faust_1/${alexTicket}`, 404],
      [`/api/tickets/tkt_sam_jazz_seated_030/${alexTicket}`, 404],
      [`/api/public/transactions/tx_sam_001?secret=${secret('transactions', 'tx_alex_001')}`, 404],
      [`/api/public/transactions/tx_lena_001/tickets?secret=${secret('transactions', 'tx_alex_001')}`, 404],
      [`/api/public/tickets/tkt_lena_faust_1/transaction?secret=${alexTicket}`, 404],
      [`/api/public/tickets/${ALEX_IDS.tickets.personalized}/transaction?secret=${secret('transactions', 'tx_alex_001')}`, 404],
      [`/api/public/tickets/${ALEX_IDS.tickets.personalized}/transaction`, 404],
      [`/api/public/subscriptions/sub_sam_club?secret=${secret('subscriptions', 'sub_alex_club')}`, 404],
      [`/api/public/payments/plans/pp_lena_faust?secret=${secret('paymentPlans', 'pp_alex_season_active')}`, 404],
      [`/api/ticket-transfers/trf_sam_02/${secret('ticketTransfers', ALEX_IDS.transfers.sentPending)}`, 404],
    ];
    for (const [path, status] of attempts) {
      expect((await get(path, alex)).status, path).toBe(status);
      expect((await get(path)).status, path).toBe(status);
    }
  });

  it("a ticket's secret reads the order it was bought in, with the order's secret", async () => {
    const ticket = sandbox.store.get('tickets', ALEX_IDS.tickets.personalized);
    const response = await get<{ tid: string; secret: string }>(`/api/public/tickets/${ALEX_IDS.tickets.personalized}/transaction?secret=${secret('tickets', ALEX_IDS.tickets.personalized)}`);
    expect(response.status).toBe(200);
    const transaction = response.body;
    expect(transaction.tid).toBe(ticket?.transactionId);
    expect(transaction.secret).toBe(secret('transactions', transaction.tid));
  });

  it('the by-tickets transfer lookup needs the secret of every ticket named', async () => {
    const { alex } = await tokens();
    const lookup = (sellerId: string, refs: { id: string; secret: string }[]) =>
      get(`/api/public/ticket-transfers?sellerId=${sellerId}&tickets=${encodeURIComponent(JSON.stringify(refs))}`, alex);
    const samTicket = sandbox.store.get('ticketTransfers', 'trf_sam_02')?.tickets?.[0]?.id ?? '';
    expect((await lookup(SELLERS.riverside.id, [{ id: samTicket, secret: secret('tickets', ALEX_IDS.tickets.pendingTransfer) }])).status).toBe(404);
    expect(
      (await lookup(SELLERS.riverside.id, [{ id: ALEX_IDS.tickets.pendingTransfer, secret: secret('tickets', ALEX_IDS.tickets.pendingTransfer) }, { id: samTicket, secret: 'x' }])).status,
    ).toBe(404);
    expect((await lookup(SELLERS.lindenau.id, [{ id: 'tkt_lena_faust_2', secret: secret('tickets', ALEX_IDS.tickets.personalized) }])).status).toBe(404);
    // Alex's own ticket under Lena's shop is not found there.
    expect((await lookup(SELLERS.lindenau.id, [{ id: ALEX_IDS.tickets.pendingTransfer, secret: secret('tickets', ALEX_IDS.tickets.pendingTransfer) }])).status).toBe(404);
  });
});

describe('changes reach the caller only', () => {
  it('PUT /me changes the caller’s name and address only, whatever ids the body names', async () => {
    const { alex } = await tokens();
    const before = new Map(sandbox.store.list('customers').docs.map((customer) => [customer._id, customer]));
    const answer = await call<{ _id: string }>('PUT', '/api/customers/me', {
      token: alex,
      json: {
        _id: CUSTOMERS.sam,
        customerId: CUSTOMERS.sam,
        sellerId: SELLERS.lindenau.id,
        primaryEmail: EMAILS.sam,
        number: '1',
        verified: false,
        _account: { loginType: 'sso' },
        prename: 'Mallory',
        lastname: 'Intruder',
        company: 'Evil Corp',
        location: { country: 'DE' },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(CUSTOMERS.alex);

    const alexBefore = before.get(CUSTOMERS.alex);
    const alexAfter = sandbox.store.get('customers', CUSTOMERS.alex);
    expect(alexAfter).toEqual({
      ...alexBefore,
      prename: 'Mallory',
      lastname: 'Intruder',
      name: 'Mallory Intruder',
      company: 'Evil Corp',
      location: { street: null, postal: null, city: null, state: null, country: 'DE' },
    });
    for (const customer of sandbox.store.list('customers').docs) {
      if (customer._id !== CUSTOMERS.alex) expect(customer, customer._id).toEqual(before.get(customer._id));
    }
    // Alex still logs in as Alex, Sam as Sam.
    await login(EMAILS.alex);
    await login(EMAILS.sam);
  });

  it('the verification mail limit and the reset of one customer leave the others alone', async () => {
    const jamie = await login(EMAILS.jamie);
    const before = new Map(sandbox.store.list('customers').docs.map((customer) => [customer._id, customer]));
    await call('POST', '/api/customers/me/verification-mail', { token: jamie });
    await call('POST', '/api/public/customers/password-reset', { json: { sellerId: SELLERS.riverside.id, email: EMAILS.sam, language: 'en' } });
    for (const customer of sandbox.store.list('customers').docs) {
      if (customer._id !== CUSTOMERS.jamie) expect(customer, customer._id).toEqual(before.get(customer._id));
    }
    // The reset mail went to Sam alone; Alex's password still works.
    const mails = await ok<{ docs: { recipient: string }[] }>('/api/sandbox/outbox');
    expect(mails.docs.map((mail) => mail.recipient).filter((recipient) => recipient !== EMAILS.jamie)).toEqual([EMAILS.sam]);
    await login(EMAILS.alex);
  });
});
