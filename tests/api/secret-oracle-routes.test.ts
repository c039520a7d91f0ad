import { beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { CUSTOMERS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import type { Result } from '../../lib/ticketing/errors.ts';

/**
 * Issue 10 finding 8 in the storefront: every route and page that acts by an id and its secret
 * answers a wrong secret exactly like an unknown id (same status, same body), whatever the
 * ticketing API says; the right secret gets past the check.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const { sandbox } = routeSandbox('secret-oracle-');
const WRONG = 'sec_wrong_0123456789abcdef';
const UNKNOWN = 'zzz_no_such_id';
const SHOP = SELLERS.riverside.slug;

type Collection = 'tickets' | 'transactions' | 'subscriptions' | 'paymentPlans' | 'ticketTransfers' | 'checkouts';

async function secretOf(collection: Collection, id: string): Promise<string> {
  const doc = (await sandbox()).store.get(collection, id);
  if (!doc?.secret) throw new Error(`no ${collection} ${id} with a secret`);
  return doc.secret;
}

async function membershipRef(): Promise<{ id: string; secret: string }> {
  const programs = (await sandbox()).store.list('membershipPrograms', { customerId: CUSTOMERS.alex }).docs;
  const membership = programs.find((program) => program.membership?.secret && program.issuesPasses)?.membership;
  if (!membership?.secret) throw new Error('Alex has no membership with passes');
  return { id: membership._id, secret: membership.secret };
}

async function openCheckout(): Promise<{ id: string; secret: string }> {
  const response = await (await sandbox()).handle(postJson('http://sandbox.test/api/public/checkouts', { sellerId: SELLERS.riverside.id }, {}));
  const checkout = (await response.json()) as { _id: string; secret: string };
  return { id: checkout._id, secret: checkout.secret };
}

const ticket = ALEX_IDS.tickets.personalized;
const transfer = ALEX_IDS.transfers.sentPending;
const SAME = { origin: 'http://localhost' };
const q = encodeURIComponent;

interface Row {
  module: string;
  method: 'GET' | 'POST';
  target: () => Promise<{ id: string; secret: string }>;
  request: (id: string, secret: string) => { request: Request; params: Record<string, string> };
}

const get = (path: string, params: Record<string, string>) => ({ request: new Request(`http://localhost${path}`), params });
const post = (path: string, body: unknown, params: Record<string, string>) => ({ request: postJson(`http://localhost${path}`, body, SAME), params });

const rows: Record<string, Row> = {
  'GET /api/tickets/{id}/{secret}': {
    module: 'tickets/[id]/[secret]/route.ts',
    method: 'GET',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => get(`/api/tickets/${id}/${secret}`, { id, secret }),
  },
  'POST /api/tickets/{id}/{secret}/personalize': {
    module: 'tickets/[id]/[secret]/personalize/route.ts',
    method: 'POST',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => post(`/api/tickets/${id}/${secret}/personalize`, { firstname: 'Alex', lastname: 'Morgan' }, { id, secret }),
  },
  'GET /api/tickets/{id}/{secret}/pdf': {
    module: 'tickets/[id]/[secret]/pdf/route.ts',
    method: 'GET',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => get(`/api/tickets/${id}/${secret}/pdf`, { id, secret }),
  },
  'GET /api/tickets/pdf': {
    module: 'tickets/pdf/route.ts',
    method: 'GET',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => get(`/api/tickets/pdf?id=${q(id)}&secret=${q(secret)}`, {}),
  },
  'POST /api/wallets/{provider}/tickets': {
    module: 'wallets/[provider]/tickets/route.ts',
    method: 'POST',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => post('/api/wallets/google/tickets', { tickets: [{ id, secret }] }, { provider: 'google' }),
  },
  'POST /api/wallets/{provider}/member-card': {
    module: 'wallets/[provider]/member-card/route.ts',
    method: 'POST',
    target: membershipRef,
    request: (id, secret) => post('/api/wallets/google/member-card', { membership: { id, secret } }, { provider: 'google' }),
  },
  'POST /api/ticket-transfers/{id}/{secret}/reject': {
    module: 'ticket-transfers/[id]/[secret]/reject/route.ts',
    method: 'POST',
    target: async () => ({ id: transfer, secret: await secretOf('ticketTransfers', transfer) }),
    request: (id, secret) => post(`/api/ticket-transfers/${id}/${secret}/reject`, {}, { id, secret }),
  },
  'POST /api/ticket-transfers/{id}/{secret}/accept': {
    module: 'ticket-transfers/[id]/[secret]/accept/route.ts',
    method: 'POST',
    target: async () => ({ id: transfer, secret: await secretOf('ticketTransfers', transfer) }),
    request: (id, secret) => post(`/api/ticket-transfers/${id}/${secret}/accept`, { prename: 'Jamie', lastname: 'Lee' }, { id, secret }),
  },
  'POST /api/shops/{seller}/cart/adopt': {
    module: 'shops/[seller]/cart/adopt/route.ts',
    method: 'POST',
    target: openCheckout,
    request: (id, secret) => post(`/api/shops/${SHOP}/cart/adopt`, { checkoutId: id, secret }, { seller: SHOP }),
  },
  // The holder's actions (issue 11). They run last: the right secret really cancels or returns the ticket.
  'GET /api/tickets/{id}/{secret}/return-info': {
    module: 'tickets/[id]/[secret]/return-info/route.ts',
    method: 'GET',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => get(`/api/tickets/${id}/${secret}/return-info`, { id, secret }),
  },
  'POST /api/tickets/{id}/{secret}/return': {
    module: 'tickets/[id]/[secret]/return/route.ts',
    method: 'POST',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => post(`/api/tickets/${id}/${secret}/return`, {}, { id, secret }),
  },
  'POST /api/tickets/{id}/{secret}/cancel': {
    module: 'tickets/[id]/[secret]/cancel/route.ts',
    method: 'POST',
    target: async () => ({ id: ticket, secret: await secretOf('tickets', ticket) }),
    request: (id, secret) => post(`/api/tickets/${id}/${secret}/cancel`, {}, { id, secret }),
  },
};

async function answer(row: Row, id: string, secret: string): Promise<{ status: number; body: string }> {
  const routeModule = (await import(`../../app/api/${row.module}`)) as Partial<Record<'GET' | 'POST', RouteHandler>>;
  const handler = routeModule[row.method];
  if (!handler) throw new Error(`${row.module} has no ${row.method}`);
  const { request, params } = row.request(id, secret);
  const response = await handler(request, segment(params));
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  await sandbox();
});

describe('secret-bearing storefront routes', () => {
  it.each(Object.keys(rows))('%s: a wrong secret is answered exactly like an unknown id', async (name) => {
    const row = rows[name];
    if (!row) throw new Error(name);
    const target = await row.target();
    const unknown = await answer(row, UNKNOWN, target.secret);
    const wrong = await answer(row, target.id, WRONG);
    expect(unknown.status).toBe(404);
    expect(wrong).toEqual(unknown);
    // The right secret gets past the check: whatever it answers, it is not the unknown-id answer.
    expect(await answer(row, target.id, target.secret)).not.toEqual(unknown);
  });
});

describe('secret-bearing storefront pages', () => {
  type Reader = (id: string, secret: string) => Promise<Result<unknown>>;
  const client = async () => (await import('../../lib/ticketing/server.ts')).ticketing();
  const pages: Record<string, { read: () => Promise<Reader>; target: () => Promise<{ id: string; secret: string }> }> = {
    '/subscription/{id}/{secret}': {
      read: async () => {
        const { getSubscription } = await import('../../lib/ticketing/subscriptions.ts');
        const c = await client();
        return (id, secret) => getSubscription(c, id, secret);
      },
      target: async () => ({ id: 'sub_alex_club', secret: await secretOf('subscriptions', 'sub_alex_club') }),
    },
    '/seller/{sellerId}/payment-plan/{id}/{secret}': {
      read: async () => {
        const { getPaymentPlan } = await import('../../lib/ticketing/payment-plans.ts');
        const c = await client();
        return (id, secret) => getPaymentPlan(c, id, secret);
      },
      target: async () => ({ id: 'pp_alex_season_active', secret: await secretOf('paymentPlans', 'pp_alex_season_active') }),
    },
    '/ticket-transfer/{id}/{secret}': {
      read: async () => {
        const { getTicketTransfer } = await import('../../lib/ticketing/transfers.ts');
        const c = await client();
        return (id, secret) => getTicketTransfer(c, id, secret);
      },
      target: async () => ({ id: transfer, secret: await secretOf('ticketTransfers', transfer) }),
    },
    '/transaction/{tid}/{secret}': {
      read: async () => {
        const { getTransaction } = await import('../../lib/ticketing/transactions.ts');
        const c = await client();
        return (id, secret) => getTransaction(c, id, secret);
      },
      target: async () => ({ id: 'tx_alex_001', secret: await secretOf('transactions', 'tx_alex_001') }),
    },
  };

  /** What the page shows: its data, or the error its loader throws (the 404 page for an unknown link). */
  async function shown(result: Result<unknown>): Promise<unknown> {
    const { documentOr404 } = await import('../../components/account/by-secret/load.ts');
    try {
      documentOr404(result);
      return 'shown';
    } catch (error) {
      return (error as { digest?: string }).digest ?? error;
    }
  }

  it.each(Object.keys(pages))('%s: a wrong secret reads exactly like an unknown id, and both are the 404 page', async (name) => {
    const page = pages[name];
    if (!page) throw new Error(name);
    const read = await page.read();
    const target = await page.target();
    const unknown = await read(UNKNOWN, target.secret);
    const wrong = await read(target.id, WRONG);
    expect(wrong).toEqual(unknown);
    expect(await shown(wrong)).toMatch(/404/);
    expect(await shown(await read(target.id, target.secret))).toBe('shown');
  });
});
