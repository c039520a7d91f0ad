import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';
import type { ResellStatusView } from '../../lib/operations/resale.ts';

/**
 * The resell offer route handlers (status, create, cancel for the session customer) against the
 * embedded sandbox in a fresh data directory, with a cookie jar holding the session of a real login.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

interface Answer {
  status: number;
  body: (Partial<ResellStatusView> & { id?: string; status?: string; message?: string; code?: string; errors?: Record<string, string[]> }) | undefined;
}

const { sandbox } = routeSandbox('resell-offer-routes-');
let login: RouteHandler;
let status: RouteHandler;
let create: RouteHandler;
let cancel: RouteHandler;

const SHOP = 'riverside-live';

const read = (response: Response): Promise<Answer> => readAnswer<NonNullable<Answer['body']>>(response);

async function loginAs(email: string) {
  expect(await logInAt(login, SHOP, email)).toBe(200);
}

const BASE = `http://localhost/api/shops/${SHOP}/account/resell-offers`;
const askStatus = async (json: unknown, headers?: Record<string, string>) => read(await status(postJson(`${BASE}/status`, json, headers), segment({ seller: SHOP })));
const createOffer = async (json: unknown, headers?: Record<string, string>) => read(await create(postJson(`${BASE}/create`, json, headers), segment({ seller: SHOP })));
const cancelOffer = async (id: string, headers?: Record<string, string>) => read(await cancel(postJson(`${BASE}/${id}/cancel`, {}, headers), segment({ seller: SHOP, id })));

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  status = (await import('../../app/api/shops/[seller]/account/resell-offers/status/route.ts')).POST;
  create = (await import('../../app/api/shops/[seller]/account/resell-offers/create/route.ts')).POST;
  cancel = (await import('../../app/api/shops/[seller]/account/resell-offers/[id]/cancel/route.ts')).POST;
});

beforeEach(() => clearCookies());

const TICKETS = ['tkt_alex_exhibition_1', 'tkt_alex_exhibition_2'];

describe('resell offer route handlers', () => {
  it('refuse cross-site requests, need a login, and check their input with field errors', async () => {
    const eventId = (await sandbox()).store.get('tickets', TICKETS[0] ?? '')?.eventId ?? '';
    const valid = { eventId, ticketIds: TICKETS, cpmId: 'cpm_alex_sepa' };
    expect((await createOffer(valid, CROSS_SITE)).status).toBe(403);
    expect((await askStatus(valid, CROSS_SITE)).status).toBe(403);
    expect((await cancelOffer('rso_alex_jazz_active', CROSS_SITE)).status).toBe(403);
    expect((await createOffer(valid)).status).toBe(401);
    expect((await cancelOffer('rso_alex_jazz_active')).status).toBe(401);
    await loginAs('alex.morgan@example.com');
    const invalid = await createOffer({ eventId, ticketIds: [] });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body?.errors ?? {}).sort()).toEqual(['cpmId', 'ticketIds']);
    // Sam's ticket is not among Alex's.
    expect((await askStatus({ eventId, ticketIds: ['tkt_sam_0001'] })).status).toBe(404);
    expect((await createOffer({ ...valid, ticketIds: ['tkt_sam_0001'] })).status).toBe(404);
  });

  it('answer the status with the payout methods, create the offer, refuse a second with HAS_ACTIVE_OFFER and cancel it', async () => {
    await loginAs('alex.morgan@example.com');
    const eventId = (await sandbox()).store.get('tickets', TICKETS[0] ?? '')?.eventId ?? '';
    const before = await askStatus({ eventId, ticketIds: TICKETS });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ offerAble: true, activeOffer: null, currency: 'GBP' });
    expect(before.body?.tickets?.map((ticket) => ticket.id)).toEqual(TICKETS);
    // Only the SEPA account: the Visa card and the expired Mastercard cannot receive payouts.
    expect(before.body?.payoutMethods).toEqual([{ id: 'cpm_alex_sepa', label: 'Bank account (SEPA) •••• 3000' }]);
    expect(before.body?.proceeds).toBeCloseTo((before.body?.price ?? 0) - (before.body?.resellFee ?? 0), 2);

    const card = await createOffer({ eventId, ticketIds: TICKETS, cpmId: 'cpm_alex_visa' });
    expect(card.status).toBe(400);
    const created = await createOffer({ eventId, ticketIds: TICKETS, cpmId: 'cpm_alex_sepa' });
    expect(created).toMatchObject({ status: 201, body: { status: 'active' } });
    expect(await createOffer({ eventId, ticketIds: TICKETS, cpmId: 'cpm_alex_sepa' })).toMatchObject({ status: 409, body: { code: 'HAS_ACTIVE_OFFER' } });
    const during = await askStatus({ eventId, ticketIds: TICKETS });
    expect(during.body?.activeOffer).toEqual({ id: created.body?.id, ticketCount: 2 });

    expect(await cancelOffer(created.body?.id ?? '')).toMatchObject({ status: 200, body: { status: 'canceled' } });
    expect((await cancelOffer(created.body?.id ?? '')).status).toBe(409);
    // Sam's offers are not Alex's to cancel.
    const samOffer = (await sandbox()).store.list('resellOffers', { customerId: CUSTOMERS.sam }).docs.find((offer) => offer.status === 'active');
    expect(samOffer).toBeDefined();
    expect((await cancelOffer(samOffer?._id ?? '')).status).toBe(404);
  });
});
