import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { caller, EMAILS, ORIGIN } from './support/account-client.ts';

/**
 * Issue 10 finding 8: no secret-bearing call tells whether an id exists. For every call that takes
 * an id and its secret, an unknown id and a wrong secret on an existing id get the same status and
 * the same body; the right secret gets past the check (anything but that 404).
 */

let sandbox: Sandbox;
const { call, login } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const WRONG = 'sec_wrong_0123456789abcdef';
const UNKNOWN = 'zzz_no_such_id';
const q = encodeURIComponent;

function secretOf(collection: 'tickets' | 'transactions' | 'subscriptions' | 'paymentPlans' | 'ticketTransfers', id: string): string {
  const doc = sandbox.store.get(collection, id);
  if (!doc?.secret) throw new Error(`no ${collection} ${id} with a secret`);
  return doc.secret;
}

async function openCheckout(): Promise<{ id: string; secret: string }> {
  const answer = await call<{ _id: string; secret: string }>('POST', '/api/public/checkouts', { json: { sellerId: SELLERS.riverside.id } });
  expect(answer.status).toBe(201);
  return { id: answer.body._id, secret: answer.body.secret };
}

function storedPaymentRequest(checkoutId: string): { id: string; secret: string } {
  const request = { _id: 'prq_oracle', secret: 'sec_oracle_request_0123456789', sellerId: SELLERS.riverside.id, status: 'new' as const, checkoutId };
  sandbox.store.put('paymentRequests', request);
  return { id: request._id, secret: request.secret };
}

function membershipRef(): { id: string; secret: string } {
  const program = sandbox.store.list('membershipPrograms', { customerId: CUSTOMERS.alex }).docs.find((candidate) => candidate.membership?.secret);
  const membership = program?.membership;
  if (!membership?.secret) throw new Error('Alex has no membership');
  return { id: membership._id, secret: membership.secret };
}

interface Call {
  method: string;
  path: string;
  json?: unknown;
  token?: string;
}

/** Each secret-bearing call: the existing id and its secret, and the call for any id and secret. */
interface Row {
  target: () => Promise<{ id: string; secret: string; token?: string }>;
  call: (id: string, secret: string, token?: string) => Call;
}

const ticket = ALEX_IDS.tickets.personalized;
const existingTicket = async () => ({ id: ticket, secret: secretOf('tickets', ticket) });
const transfer = ALEX_IDS.transfers.sentPending;
const existingTransfer = async () => ({ id: transfer, secret: secretOf('ticketTransfers', transfer) });

const rows: Record<string, Row> = {
  'GET /api/tickets/:id/:secret': { target: existingTicket, call: (id, secret) => ({ method: 'GET', path: `/api/tickets/${id}/${secret}` }) },
  'POST /api/tickets/personalize/:id/:secret': {
    target: existingTicket,
    call: (id, secret) => ({ method: 'POST', path: `/api/tickets/personalize/${id}/${secret}`, json: { firstname: 'Alex', lastname: 'Morgan' } }),
  },
  'GET /api/public/tickets/get-pdf': { target: existingTicket, call: (id, secret) => ({ method: 'GET', path: `/api/public/tickets/get-pdf?id=${q(id)}&secret=${q(secret)}` }) },
  'POST /api/public/tickets/render': { target: existingTicket, call: (id, secret) => ({ method: 'POST', path: '/api/public/tickets/render', json: { format: 'pdf', tickets: [{ id, secret }] } }) },
  'POST /api/wallets/google/tickets': { target: existingTicket, call: (id, secret) => ({ method: 'POST', path: '/api/wallets/google/tickets', json: { tickets: [{ id, secret }] } }) },
  'POST /api/wallets/apple/tickets/icloud-binding': {
    target: existingTicket,
    call: (id, secret) => ({ method: 'POST', path: '/api/wallets/apple/tickets/icloud-binding', json: { tickets: [{ id, secret }] } }),
  },
  'POST /api/wallets/:provider/member-cards': { target: async () => membershipRef(), call: (id, secret) => ({ method: 'POST', path: '/api/wallets/google/member-cards', json: { id, secret } }) },
  'GET /api/public/transactions/:id': {
    target: async () => ({ id: 'tx_alex_001', secret: secretOf('transactions', 'tx_alex_001') }),
    call: (id, secret) => ({ method: 'GET', path: `/api/public/transactions/${id}?secret=${q(secret)}` }),
  },
  'GET /api/public/transactions/:id/tickets': {
    target: async () => ({ id: 'tx_alex_001', secret: secretOf('transactions', 'tx_alex_001') }),
    call: (id, secret) => ({ method: 'GET', path: `/api/public/transactions/${id}/tickets?secret=${q(secret)}` }),
  },
  'GET /api/public/subscriptions/:id': {
    target: async () => ({ id: 'sub_alex_club', secret: secretOf('subscriptions', 'sub_alex_club') }),
    call: (id, secret) => ({ method: 'GET', path: `/api/public/subscriptions/${id}?secret=${q(secret)}` }),
  },
  'GET /api/public/payments/plans/:id': {
    target: async () => ({ id: 'pp_alex_season_active', secret: secretOf('paymentPlans', 'pp_alex_season_active') }),
    call: (id, secret) => ({ method: 'GET', path: `/api/public/payments/plans/${id}?secret=${q(secret)}` }),
  },
  'GET /api/ticket-transfers/:id/:secret': { target: existingTransfer, call: (id, secret) => ({ method: 'GET', path: `/api/ticket-transfers/${id}/${secret}` }) },
  'POST /api/ticket-transfers/:id/reject': { target: existingTransfer, call: (id, secret) => ({ method: 'POST', path: `/api/ticket-transfers/${id}/reject`, json: { secret } }) },
  'POST /api/ticket-transfers/:id/accept': {
    target: existingTransfer,
    call: (id, secret) => ({ method: 'POST', path: `/api/ticket-transfers/${id}/accept`, json: { secret, prename: 'Jamie', lastname: 'Lee' } }),
  },
  'GET /api/public/ticket-transfers?tickets=': {
    target: async () => ({ ...(await existingTicket()), token: await login(EMAILS.alex) }),
    call: (id, secret, token) => ({ method: 'GET', path: `/api/public/ticket-transfers?sellerId=${SELLERS.riverside.id}&tickets=${q(JSON.stringify([{ id, secret }]))}`, ...(token ? { token } : {}) }),
  },
  'POST /api/ticket-transfers (own tickets)': {
    target: async () => ({ id: 'tkt_alex_exhibition_1', secret: secretOf('tickets', 'tkt_alex_exhibition_1'), token: await login(EMAILS.alex) }),
    call: (id, secret, token) => ({ method: 'POST', path: '/api/ticket-transfers', json: { tickets: [{ id, secret }], recipient: { email: EMAILS.jamie } }, ...(token ? { token } : {}) }),
  },
  'GET /api/public/checkouts/:id': { target: openCheckout, call: (id, secret) => ({ method: 'GET', path: `/api/public/checkouts/${id}?secret=${q(secret)}` }) },
  'GET /api/public/checkouts/:id/tickets': { target: openCheckout, call: (id, secret) => ({ method: 'GET', path: `/api/public/checkouts/${id}/tickets?secret=${q(secret)}` }) },
  'POST /api/public/checkouts/:id/items': {
    target: openCheckout,
    call: (id, secret) => ({ method: 'POST', path: `/api/public/checkouts/${id}/items`, json: { secret, eventId: 'evt_riverside_jazz', items: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] } }),
  },
  'POST /api/public/checkouts/:id/remove': { target: openCheckout, call: (id, secret) => ({ method: 'POST', path: `/api/public/checkouts/${id}/remove`, json: { secret, lineId: 'line_x' } }) },
  'POST /api/public/checkouts/:id/abort': { target: openCheckout, call: (id, secret) => ({ method: 'POST', path: `/api/public/checkouts/${id}/abort`, json: { secret } }) },
  'PUT /api/public/checkouts/:id/details': { target: openCheckout, call: (id, secret) => ({ method: 'PUT', path: `/api/public/checkouts/${id}/details`, json: { secret } }) },
  'POST /api/public/checkouts/:id/complete': { target: openCheckout, call: (id, secret) => ({ method: 'POST', path: `/api/public/checkouts/${id}/complete`, json: { secret } }) },
  'POST /api/public/checkouts/:id/payment-request': {
    target: openCheckout,
    call: (id, secret) => ({ method: 'POST', path: `/api/public/checkouts/${id}/payment-request`, json: { secret, paymentGatewayId: 'gw_any' } }),
  },
  'POST /api/sandbox/checkouts/:id/expire-in': { target: openCheckout, call: (id, secret) => ({ method: 'POST', path: `/api/sandbox/checkouts/${id}/expire-in`, json: { secret, seconds: 5 } }) },
  'GET /api/payments/requests/:id': {
    target: async () => storedPaymentRequest((await openCheckout()).id),
    call: (id, secret) => ({ method: 'GET', path: `/api/payments/requests/${id}?secret=${q(secret)}` }),
  },
  'POST /api/payments/requests/:id/processor': {
    target: async () => storedPaymentRequest((await openCheckout()).id),
    call: (id, secret) => ({ method: 'POST', path: `/api/payments/requests/${id}/processor`, json: { secret, paymentGatewayId: 'gw_any', returnUrl: '/back' } }),
  },
  'POST /api/payments/requests/:id/verify': {
    target: async () => storedPaymentRequest((await openCheckout()).id),
    call: (id, secret) => ({ method: 'POST', path: `/api/payments/requests/${id}/verify`, json: { secret, paymentGatewayId: 'gw_any', data: {} } }),
  },
  'POST /api/sandbox/gateway/authorize': {
    target: async () => storedPaymentRequest((await openCheckout()).id),
    call: (id, secret) => ({ method: 'POST', path: '/api/sandbox/gateway/authorize', json: { request: id, secret, approve: false } }),
  },
};

/** The status and the body as text (a PDF is no JSON), for comparing answers byte for byte. */
async function send(request: Call): Promise<{ status: number; body: string }> {
  const headers = new Headers(request.token ? { authorization: `Bearer ${request.token}` } : {});
  if (request.json !== undefined) headers.set('content-type', 'application/json');
  const response = await sandbox.handle(
    new Request(`${ORIGIN}${request.path}`, { method: request.method, headers, ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }) }),
  );
  return { status: response.status, body: await response.text() };
}

describe('secret-bearing sandbox calls', () => {
  it.each(Object.keys(rows))('%s: a wrong secret is answered exactly like an unknown id', async (name) => {
    const row = rows[name];
    if (!row) throw new Error(name);
    const target = await row.target();
    const unknown = await send(row.call(UNKNOWN, target.secret, target.token));
    const wrong = await send(row.call(target.id, WRONG, target.token));
    expect(unknown.status).toBe(404);
    expect(wrong).toEqual(unknown);

    // The right secret gets past the check: whatever it answers, it is not the unknown-id answer.
    const right = await send(row.call(target.id, target.secret, target.token));
    expect(right).not.toEqual(unknown);
  });
});
