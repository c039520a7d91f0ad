import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createTicketingClient, type TicketingClient } from '../../lib/ticketing/client.ts';
import { unwrap, type Result } from '../../lib/ticketing/errors.ts';
import { requestVerificationMail, updateMe, verifyEmail } from '../../lib/ticketing/account.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../lib/ticketing/password.ts';
import { getMyTickets, getTicket } from '../../lib/ticketing/tickets.ts';
import { getMyTransactions, getTransaction, getTransactionTickets } from '../../lib/ticketing/transactions.ts';
import { findTicketTransfersForTickets, getTicketTransfer, getTicketTransfersForTickets, listMyTicketTransfers } from '../../lib/ticketing/transfers.ts';
import { hasResellOffers, listMyResellOffers } from '../../lib/ticketing/resale.ts';
import { listMyPaymentMethods } from '../../lib/ticketing/payment-methods.ts';
import { listMembershipPrograms, listMyMembershipPrograms } from '../../lib/ticketing/memberships.ts';
import { getMySubscriptions, getSubscription } from '../../lib/ticketing/subscriptions.ts';
import { getMyPaymentPlans, getPaymentPlan } from '../../lib/ticketing/payment-plans.ts';
import { listMyPurchaseIntents } from '../../lib/ticketing/purchase-intents.ts';
import { listSandboxOutbox } from '../../lib/ticketing/outbox.ts';
import { login } from '../../lib/ticketing/customers.ts';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { DEMO_PASSWORD, SELLERS } from '../../lib/sandbox/seed/ids.ts';

/** The account-area operations of the typed client: what they send (msw) and that the sandbox's answers parse. */

const BASE = 'https://api.example.test';
const TOKEN = 'tok-alex';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

function client(): TicketingClient {
  return createTicketingClient({ baseUrl: BASE, fetch: (input, init) => fetch(input, init), timeoutMs: 2000 });
}

/** One handler for any method and path under BASE that records the request and answers `answer`. */
function respondWith(answer: unknown, status = 200): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const text = await request.text();
      seen.push({ method: request.method, url: new URL(request.url), authorization: request.headers.get('authorization'), body: text ? JSON.parse(text) : undefined });
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(answer as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

const data = <T>(result: Result<T>): T => unwrap(result);

const event = { _id: 'evt_1', name: 'Midnight Jazz', start: '2030-01-10T19:00:00Z', timezone: 'Europe/London' };
const ticket = { _id: 'tkt_1', eventId: 'evt_1', status: 'VALID', secret: 'sec_1', packageInfo: { packageId: 'pkg_1', name: 'Weekend Pass' } };
const transfer = { _id: 'trf_1', status: 'created', secret: 's', createdAt: '2030-01-01T10:00:00Z', tickets: [{ id: 'tkt_1' }] };
const offer = { _id: 'rso_1', status: 'ACTIVE', createdAt: '2030-01-01T10:00:00Z' };
const method = { _id: 'cpm_1', primary: true, status: 'active', paymentDetails: { type: 'visa', expiration: { month: '8', year: 2033 } } };
const program = { _id: 'mbp_1', name: 'Club', enrollmentStatus: 'enrolled', balance: 820 };
const subscription = { _id: 'sub_1', status: 'active', planId: 'spl_1' };
const plan = { _id: 'pp_1', status: 'ACTIVE', schedules: [{ due: '2030-02-01T00:00:00Z', type: 'INSTALLMENT' }] };
const intent = { _id: 'pi_1', status: 'new', createdAt: '2030-01-01T10:00:00Z' };
const customer = { _id: 'cus_1', prename: 'Alex', lastname: 'Morgan' };

describe('"me" lists send the bearer token and parse the answer', () => {
  it('getMyTickets: GET /api/customers/me/tickets?locale', async () => {
    const seen = respondWith({ tickets: [ticket], events: [event] });
    const answer = data(await getMyTickets(client(), { locale: 'de' }, TOKEN));
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: `Bearer ${TOKEN}` });
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/tickets');
    expect(seen[0]?.url.searchParams.get('locale')).toBe('de');
    // Canonical spelling (ADR 0005) and the package info.
    expect(answer.tickets[0]?.status).toBe('valid');
    expect(answer.tickets[0]?.packageInfo?.name).toBe('Weekend Pass');
    expect(answer.events[0]?._id).toBe('evt_1');
  });

  it('getMyTransactions: GET /api/customers/me/transactions?locale', async () => {
    const seen = respondWith({ transactions: [{ tid: 'tx_1', tickets: [{ amount: 2 }], realPrice: 78, currency: 'GBP' }], events: [event] });
    const answer = data(await getMyTransactions(client(), { locale: 'en' }, TOKEN));
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/transactions');
    expect(seen[0]?.url.searchParams.get('locale')).toBe('en');
    expect(seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(answer.transactions[0]?.tid).toBe('tx_1');
  });

  it('getMySubscriptions and getMyPaymentPlans', async () => {
    let seen = respondWith({ subscriptions: [subscription], plans: [{ _id: 'spl_1', requestedConsents: [{ type: 'autorenewal' }] }] });
    const subscriptions = data(await getMySubscriptions(client(), TOKEN));
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/subscriptions');
    expect(seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(subscriptions.plans[0]?.requestedConsents).toEqual(['autorenewal']);

    seen = respondWith({ paymentPlans: [plan], strategies: [{ _id: 'pst_1', policy: { changePaymentMethodPolicy: 'ALWAYS' } }] });
    const plans = data(await getMyPaymentPlans(client(), TOKEN));
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/payment-plans');
    expect(seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(plans.paymentPlans[0]?.status).toBe('active');
    expect(plans.strategies[0]?.policy?.changePaymentMethodPolicy).toBe('always');
  });

  it('listMyPurchaseIntents: status list and paging (25 by default)', async () => {
    const seen = respondWith({ docs: [intent], total: 1 });
    data(await listMyPurchaseIntents(client(), { status: ['complete', 'canceled'] }, TOKEN));
    data(await listMyPurchaseIntents(client(), { status: ['new'], skip: 25, top: 10 }, TOKEN));
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/purchase-intents');
    expect(seen[0]?.url.searchParams.getAll('status')).toEqual(['complete', 'canceled']);
    expect([seen[0]?.url.searchParams.get('skip'), seen[0]?.url.searchParams.get('top')]).toEqual(['0', '25']);
    expect([seen[1]?.url.searchParams.get('skip'), seen[1]?.url.searchParams.get('top')]).toEqual(['25', '10']);
    expect(seen.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('listMyResellOffers pages by 25; hasResellOffers asks for top 1 and reads the total', async () => {
    const seen = respondWith({ docs: [offer], total: 34 });
    const page = data(await listMyResellOffers(client(), { status: ['active'], skip: 25 }, TOKEN));
    expect(page.docs[0]?.status).toBe('active');
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/resell-offers');
    expect(seen[0]?.url.searchParams.get('status')).toBe('active');
    expect([seen[0]?.url.searchParams.get('skip'), seen[0]?.url.searchParams.get('top')]).toEqual(['25', '25']);

    expect(data(await hasResellOffers(client(), TOKEN))).toBe(true);
    expect(seen[1]?.url.searchParams.get('top')).toBe('1');
    expect(seen[1]?.url.searchParams.has('status')).toBe(false);
    expect(seen[1]?.authorization).toBe(`Bearer ${TOKEN}`);

    respondWith({ docs: [], total: 0 });
    expect(data(await hasResellOffers(client(), TOKEN))).toBe(false);
    respondWith({ statusCode: 401, message: 'Authentication required' }, 401);
    const refused = await hasResellOffers(client(), 'stale');
    expect(refused.ok === false && refused.error.kind === 'http' && refused.error.status).toBe(401);
  });

  it('listMyPaymentMethods: status, channel and gateway filters', async () => {
    const seen = respondWith({ docs: [method], total: 1 });
    const answer = data(await listMyPaymentMethods(client(), { status: ['active'], channel: 'onSession', gatewayId: 'gw_1' }, TOKEN));
    expect(answer.docs[0]?.paymentDetails?.expiration).toEqual({ month: 8, year: 2033 });
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/payment-methods');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ status: 'active', channel: 'onSession', gatewayId: 'gw_1' });
    expect(seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    data(await listMyPaymentMethods(client(), {}, TOKEN));
    expect(seen[1]?.url.search).toBe('');
  });

  it('listMyMembershipPrograms with the token; listMembershipPrograms publicly by seller', async () => {
    const seen = respondWith({ docs: [program], total: 1 });
    expect(data(await listMyMembershipPrograms(client(), TOKEN)).docs[0]?.balance).toBe(820);
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/membership-programs');
    expect(seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    data(await listMembershipPrograms(client(), 'sel_1'));
    expect(seen[1]?.url.pathname).toBe('/api/public/membership-programs');
    expect(seen[1]?.url.searchParams.get('sellerId')).toBe('sel_1');
    expect(seen[1]?.authorization).toBeNull();
  });

  it('listMyTicketTransfers: isSender for Sent, isRecipient for Received, origin, status, 25 per page', async () => {
    const seen = respondWith({ docs: [transfer], total: 1 });
    data(await listMyTicketTransfers(client(), { direction: 'sent', origin: 'customer' }, TOKEN));
    data(await listMyTicketTransfers(client(), { direction: 'received', status: ['created', 'transferred'], skip: 50, top: 25 }, TOKEN));
    expect(seen[0]?.url.pathname).toBe('/api/public/ticket-transfers');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ origin: 'customer', isSender: 'true', skip: '0', top: '25' });
    expect(seen[1]?.url.searchParams.get('isRecipient')).toBe('true');
    expect(seen[1]?.url.searchParams.has('isSender')).toBe(false);
    expect(seen[1]?.url.searchParams.getAll('status')).toEqual(['created', 'transferred']);
    expect(seen[1]?.url.searchParams.get('skip')).toBe('50');
    expect(seen.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });
});

describe('ticket transfers for tickets', () => {
  const refs = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `tkt_${index + 1}`, secret: `sec_${index + 1}` }));

  it('getTicketTransfersForTickets sends the seller, the tickets as JSON and the status, without a token', async () => {
    const seen = respondWith({ docs: [transfer], total: 1 });
    data(await getTicketTransfersForTickets(client(), { sellerId: 'sel_1', tickets: refs(2), status: ['created'] }));
    const params = seen[0]?.url.searchParams;
    expect(params?.get('sellerId')).toBe('sel_1');
    expect(JSON.parse(params?.get('tickets') ?? '')).toEqual(refs(2));
    expect(params?.get('status')).toBe('created');
    expect(seen[0]?.authorization).toBeNull();
  });

  it('findTicketTransfersForTickets asks in chunks of 10 and merges the answers newest first, once each', async () => {
    const seen: string[][] = [];
    server.use(
      http.get(`${BASE}/api/public/ticket-transfers`, ({ request }) => {
        const tickets = JSON.parse(new URL(request.url).searchParams.get('tickets') ?? '[]') as { id: string }[];
        seen.push(tickets.map((ref) => ref.id));
        // The same transfer comes back for two chunks; each chunk also finds one of its own.
        const docs = [
          { ...transfer, _id: 'trf_shared', createdAt: '2030-01-01T00:00:00Z' },
          { ...transfer, _id: `trf_${tickets[0]?.id}`, createdAt: `2030-01-0${seen.length + 1}T00:00:00Z` },
        ];
        return HttpResponse.json({ docs, total: docs.length });
      }),
    );
    const transfers = data(await findTicketTransfersForTickets(client(), { sellerId: 'sel_1', tickets: refs(23) }));
    expect(seen.map((chunk) => chunk.length)).toEqual([10, 10, 3]);
    expect(seen.flat()).toEqual(refs(23).map((ref) => ref.id));
    expect(transfers.map((doc) => doc._id)).toEqual(['trf_tkt_21', 'trf_tkt_11', 'trf_tkt_1', 'trf_shared']);
  });

  it('findTicketTransfersForTickets fails when a chunk fails, and asks nothing for no tickets', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/public/ticket-transfers`, () => {
        calls += 1;
        return calls === 2 ? HttpResponse.json({ statusCode: 403, message: 'Invalid ticket secret' }, { status: 403 }) : HttpResponse.json({ docs: [], total: 0 });
      }),
    );
    const failed = await findTicketTransfersForTickets(client(), { sellerId: 'sel_1', tickets: refs(15) });
    expect(failed.ok === false && failed.error.kind === 'http' && failed.error.upstreamMessage).toBe('Invalid ticket secret');
    calls = 0;
    expect(data(await findTicketTransfersForTickets(client(), { sellerId: 'sel_1', tickets: [] }))).toEqual([]);
    expect(calls).toBe(0);
  });
});

describe('reads by secret encode every segment', () => {
  it.each([
    ['getTicket', () => getTicket(client(), 'tkt/1', 's?x'), ticket, '/api/tickets/tkt%2F1/s%3Fx', null],
    ['getTicketTransfer', () => getTicketTransfer(client(), 'trf_1', 'a/b'), transfer, '/api/ticket-transfers/trf_1/a%2Fb', null],
    ['getTransaction', () => getTransaction(client(), 'tx_1', 's&t'), { tid: 'tx_1' }, '/api/public/transactions/tx_1', 's&t'],
    ['getTransactionTickets', () => getTransactionTickets(client(), 'tx_1', 's1'), { docs: [ticket], total: 1 }, '/api/public/transactions/tx_1/tickets', 's1'],
    ['getSubscription', () => getSubscription(client(), 'sub_1', 's1'), subscription, '/api/public/subscriptions/sub_1', 's1'],
    ['getPaymentPlan', () => getPaymentPlan(client(), 'pp_1', 's1'), plan, '/api/public/payments/plans/pp_1', 's1'],
  ] as const)('%s', async (_name, run, answer, path, secret) => {
    const seen = respondWith(answer);
    const result = await run();
    expect(result.ok).toBe(true);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe(path);
    expect(seen[0]?.url.searchParams.get('secret')).toBe(secret);
    expect(seen[0]?.authorization).toBeNull();
  });
});

describe('account changes', () => {
  it('updateMe: PUT /api/customers/me with the form, answering the customer', async () => {
    const seen = respondWith(customer);
    const input = { company: null, prename: 'Alex', lastname: 'Morgan', location: { street: '1 Road', postal: 'N1', city: 'London', state: null, country: 'GB' } };
    expect(data(await updateMe(client(), input, TOKEN))).toEqual(customer);
    expect(seen[0]).toMatchObject({ method: 'PUT', authorization: `Bearer ${TOKEN}`, body: input });
    expect(seen[0]?.url.pathname).toBe('/api/customers/me');
  });

  it('updateMe keeps the field errors of a 400', async () => {
    respondWith({ statusCode: 400, message: 'Invalid request', errors: { prename: ['required'] } }, 400);
    const result = await updateMe(client(), { prename: '', lastname: 'x' }, TOKEN);
    expect(result.ok === false && result.error.kind === 'http' && result.error.fieldErrors).toEqual({ prename: ['required'] });
  });

  it('password reset request and confirm, verification mail and verify: POSTs answered with 204', async () => {
    const seen = respondWith(undefined, 204);
    expect(await requestPasswordReset(client(), { sellerId: 'sel_1', email: 'a@example.com', language: 'en' })).toEqual({ ok: true, data: undefined });
    expect(await confirmPasswordReset(client(), { token: 't1', password: 'long enough' })).toEqual({ ok: true, data: undefined });
    expect(await requestVerificationMail(client(), TOKEN)).toEqual({ ok: true, data: undefined });
    expect(await verifyEmail(client(), 't2')).toEqual({ ok: true, data: undefined });
    expect(seen.map((request) => [request.method, request.url.pathname, request.authorization, request.body])).toEqual([
      ['POST', '/api/public/customers/password-reset', null, { sellerId: 'sel_1', email: 'a@example.com', language: 'en' }],
      ['POST', '/api/public/customers/password-reset/confirm', null, { token: 't1', password: 'long enough' }],
      ['POST', '/api/customers/me/verification-mail', `Bearer ${TOKEN}`, undefined],
      ['POST', '/api/public/customers/verify', null, { token: 't2' }],
    ]);
  });

  it('a 429 of the verification mail is a retryable http error', async () => {
    respondWith({ statusCode: 429, message: 'The next verification mail can be requested at 2030-01-01T00:02:00.000Z', nextVerificationMailRequest: '2030-01-01T00:02:00.000Z' }, 429);
    const result = await requestVerificationMail(client(), TOKEN);
    expect(result.ok === false && result.error).toMatchObject({ kind: 'http', status: 429, retryable: true });
  });

  it('listSandboxOutbox: GET /api/sandbox/outbox?recipient', async () => {
    const mail = { _id: 'mail_1', sellerId: 'sel_1', recipient: 'a@example.com', kind: 'passwordReset', subject: 'S', body: 'B', link: '/x', createdAt: '2030-01-01T00:00:00.000Z' };
    const seen = respondWith({ docs: [mail], total: 1 });
    expect(data(await listSandboxOutbox(client(), { recipient: 'a@example.com' })).docs).toEqual([mail]);
    expect(seen[0]?.url.pathname).toBe('/api/sandbox/outbox');
    expect(seen[0]?.url.searchParams.get('recipient')).toBe('a@example.com');
  });
});

describe('against the embedded sandbox', () => {
  let sandbox: Sandbox;
  const now = new Date('2030-01-15T12:00:00.000Z');

  beforeAll(() => {
    sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
  });
  afterAll(() => sandbox.close());

  const sandboxClient = () =>
    createTicketingClient({ baseUrl: 'http://sandbox.test', fetch: (input, init) => sandbox.handle(new Request(input, init)), timeoutMs: 5000 });

  it('every operation parses the sandbox’s answers with the client schemas', async () => {
    const api = sandboxClient();
    const { token } = data(await login(api, { sellerId: SELLERS.riverside.id, email: 'alex.morgan@example.com', password: DEMO_PASSWORD }));

    const tickets = data(await getMyTickets(api, { locale: 'en' }, token));
    expect(tickets.tickets.length).toBeGreaterThan(10);
    const first = tickets.tickets.find((candidate) => candidate.transactionId && candidate.secret);
    if (!first?.secret || !first.transactionId) throw new Error('no ticket with an order');
    expect(data(await getTicket(api, first._id, first.secret))._id).toBe(first._id);

    const orders = data(await getMyTransactions(api, { locale: 'en' }, token));
    const order = orders.transactions.find((candidate) => candidate.tid === first.transactionId);
    if (!order?.secret) throw new Error('no order');
    expect(data(await getTransaction(api, order.tid, order.secret)).tid).toBe(order.tid);
    expect(data(await getTransactionTickets(api, order.tid, order.secret)).docs.map((doc) => doc._id)).toContain(first._id);

    const subscriptions = data(await getMySubscriptions(api, token));
    const subscription = subscriptions.subscriptions[0];
    expect(data(await getSubscription(api, subscription?._id ?? '', subscription?.secret ?? '')).status).toBe(subscription?.status);
    const plans = data(await getMyPaymentPlans(api, token));
    const plan = plans.paymentPlans[0];
    expect(data(await getPaymentPlan(api, plan?._id ?? '', plan?.secret ?? ''))._id).toBe(plan?._id);

    expect(data(await listMyPurchaseIntents(api, { status: ['new'] }, token)).total).toBeGreaterThan(0);
    expect(data(await listMyResellOffers(api, {}, token)).total).toBe(2);
    expect(data(await hasResellOffers(api, token))).toBe(true);
    expect(data(await listMyPaymentMethods(api, { status: ['active'] }, token)).docs[0]?.primary).toBe(true);
    expect(data(await listMyMembershipPrograms(api, token)).docs[0]?.enrollmentStatus).toBe('enrolled');
    expect(data(await listMembershipPrograms(api, SELLERS.riverside.id)).total).toBe(2);

    const sent = data(await listMyTicketTransfers(api, { direction: 'sent', origin: 'customer' }, token));
    const received = data(await listMyTicketTransfers(api, { direction: 'received' }, token));
    expect(sent.total).toBe(2);
    expect(received.total).toBe(2);
    const pending = sent.docs.find((candidate) => candidate.status === 'created');
    const refs = (pending?.tickets ?? []).map((ref) => ({ id: ref.id, secret: ref.secret ?? '' }));
    const forTickets = data(await findTicketTransfersForTickets(api, { sellerId: SELLERS.riverside.id, tickets: refs, status: ['created'] }));
    expect(forTickets.map((candidate) => candidate._id)).toEqual([pending?._id]);
    const byLink = received.docs[0];
    expect(data(await getTicketTransfer(api, byLink?._id ?? '', byLink?.secret ?? ''))._id).toBe(byLink?._id);

    const updated = data(await updateMe(api, { prename: 'Alex', lastname: 'Morgan', company: null, location: { street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', country: 'GB' } }, token));
    expect(updated.name).toBe('Alex Morgan');

    expect((await requestPasswordReset(api, { sellerId: SELLERS.riverside.id, email: 'alex.morgan@example.com', language: 'en' })).ok).toBe(true);
    const mail = data(await listSandboxOutbox(api, { recipient: 'alex.morgan@example.com' })).docs[0];
    const resetToken = new URL(mail?.link ?? '', 'http://shop.test').searchParams.get('token') ?? '';
    expect((await confirmPasswordReset(api, { token: resetToken, password: 'a brand new one' })).ok).toBe(true);
    expect(data(await login(api, { sellerId: SELLERS.riverside.id, email: 'alex.morgan@example.com', password: 'a brand new one' })).customer._id).toBe(updated._id);

    const verification = await requestVerificationMail(api, data(await login(api, { sellerId: SELLERS.riverside.id, email: 'jamie.lee@example.com', password: DEMO_PASSWORD })).token);
    expect(verification.ok === false && verification.error.kind === 'http' && verification.error.status).toBe(429);
    expect((await verifyEmail(api, 'made-up')).ok).toBe(false);
  });
});
