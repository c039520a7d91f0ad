import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { SEASON_EMAIL, SEASON_IDS } from '../../lib/sandbox/seed/season-cards.ts';
import type { SeasonEventView, SeasonResellStatusView, SeasonTransferOptions } from '../../lib/operations/season.ts';

/**
 * The season-card route handlers against the embedded sandbox: the public list of a season's
 * events, the Transfer modal's season data and create calls, the season-card sell, and the season
 * resell status and offers; each only for the session customer's own cards.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

type Body = { code?: string; message?: string; errors?: Record<string, string[]> };
const { sandbox } = routeSandbox('season-routes-');
const SHOP = 'riverside-live';
const { cards } = SEASON_IDS;
const handlers: Record<string, RouteHandler> = {};
const dir = '../../app/api/shops/[seller]';

beforeAll(async () => {
  handlers.login = (await import(`${dir}/session/route.ts`)).POST;
  handlers.events = (await import(`${dir}/seasons/[eventId]/events/route.ts`)).GET;
  handlers.options = (await import(`${dir}/account/season-transfers/options/route.ts`)).POST;
  handlers.create = (await import(`${dir}/account/season-transfers/create/route.ts`)).POST;
  handlers.sell = (await import(`${dir}/account/season-cards/sell/route.ts`)).POST;
  handlers.resellStatus = (await import(`${dir}/account/season-resell/status/route.ts`)).POST;
  handlers.resellCreate = (await import(`${dir}/account/season-resell/create/route.ts`)).POST;
});
beforeEach(() => clearCookies());

const handler = (name: string): RouteHandler => {
  const found = handlers[name];
  if (!found) throw new Error(`no handler ${name}`);
  return found;
};
const post = async <T>(name: string, path: string, json: unknown, headers?: Record<string, string>) =>
  readAnswer<T & Body>(await handler(name)(postJson(`http://localhost/api/shops/${SHOP}/account/${path}`, json, headers), segment({ seller: SHOP })));
const loginAs = async (email: string) => expect(await logInAt(handler('login'), SHOP, email)).toBe(200);

describe('GET /api/shops/{seller}/seasons/{eventId}/events', () => {
  const list = async (eventId: string, locale = 'en') =>
    readAnswer<SeasonEventView[] & Body>(await handler('events')(new Request(`http://localhost/api/shops/${SHOP}/seasons/${eventId}/events?locale=${locale}`), segment({ seller: SHOP, eventId })));

  it('lists the season’s upcoming events with their dates, public and cacheable', async () => {
    const response = await handler('events')(new Request(`http://localhost/api/shops/${SHOP}/seasons/${EVENTS.season}/events?locale=en`), segment({ seller: SHOP, eventId: EVENTS.season }));
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const events = (await response.json()) as SeasonEventView[];
    expect(events.map((event) => event.id)).toEqual([EVENTS.seasonOpening, EVENTS.seasonWinter, EVENTS.seasonSpring]);
    expect(events[0]).toMatchObject({ name: 'Chamber Season I: Opening Night', location: 'Riverside Hall' });
    expect(events[0]?.dateLabel).toMatch(/\d/);
  });

  it('answers 404 for an event that is not a season of the shop', async () => {
    expect((await list(EVENTS.jazz)).status).toBe(404);
    expect((await list('evt_nope')).status).toBe(404);
  });
});

describe('season transfers', () => {
  it('needs a login and the customer’s own season cards', async () => {
    expect((await post('options', 'season-transfers/options', { eventId: EVENTS.season, ticketIds: [cards.open] })).status).toBe(401);
    expect((await post('options', 'season-transfers/options', { eventId: EVENTS.season, ticketIds: [cards.open] }, CROSS_SITE)).status).toBe(403);
    await loginAs('alex.morgan@example.com');
    expect((await post('options', 'season-transfers/options', { eventId: EVENTS.season, ticketIds: [cards.open] })).status).toBe(404);
    // Alex's ordinary ticket is no season card.
    expect((await post('options', 'season-transfers/options', { eventId: EVENTS.exhibition, ticketIds: ['tkt_alex_exhibition_1'] })).body?.code).toBe('ticketNotFound');
  });

  it('gives the cards’ modes, exclusions and transfers, then creates one transfer per event', async () => {
    await loginAs(SEASON_EMAIL);
    const options = await post<SeasonTransferOptions>('options', 'season-transfers/options', { eventId: EVENTS.season, ticketIds: [cards.partly] });
    expect(options.status).toBe(200);
    expect(options.body?.cards).toEqual([{ id: cards.partly, mode: 'childrenOnly', excludedEventIds: [EVENTS.seasonOpening] }]);
    expect(options.body?.transfers.map((transfer) => [transfer.status, transfer.childEventId, transfer.email]).sort()).toEqual([
      ['created', EVENTS.seasonWinter, 'sasha.green@example.com'],
      ['transferred', EVENTS.seasonOpening, 'sasha.green@example.com'],
    ]);
    // No secret of a card or a transfer reaches the browser.
    expect(JSON.stringify(options.body)).not.toMatch(/sec_/);

    const send = (childEventId?: string) => post<{ id: string }>('create', 'season-transfers/create', { eventId: EVENTS.season, ticketIds: [cards.open], recipient: { email: 'jamie.lee@example.com' }, ...(childEventId ? { childEventId } : {}) });
    expect((await send(EVENTS.seasonOpening)).status).toBe(201);
    expect((await send(EVENTS.seasonWinter)).status).toBe(201);
    const refused = await send();
    expect(refused).toMatchObject({ status: 409, body: { code: 'eventTransferPending' } });
    const stored = (await sandbox()).store.list('ticketTransfers', { customerId: 'cus_quinn_hale' }).docs.filter((transfer) => transfer.tickets?.[0]?.id === cards.open);
    expect(stored.map((transfer) => transfer.childEventId).sort()).toEqual([EVENTS.seasonOpening, EVENTS.seasonWinter].sort());
  });
});

describe('POST /api/shops/{seller}/account/season-cards/sell', () => {
  it('records the click and answers the resale site’s page for the card and the event', async () => {
    await loginAs(SEASON_EMAIL);
    const before = (await sandbox()).store.list('resaleSiteClicks').docs.length;
    const answer = await post<{ url: string }>('sell', 'season-cards/sell', { ticketId: cards.forSale, childEventId: EVENTS.seasonWinter });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body?.url ?? '');
    expect(url.origin).toBe('https://resale.riverside-live.example');
    expect(url.searchParams.get('event')).toBe(EVENTS.seasonWinter);
    expect(url.searchParams.getAll('ticket')).toEqual([cards.forSale]);
    const clicks = (await sandbox()).store.list('resaleSiteClicks').docs;
    expect(clicks).toHaveLength(before + 1);
    expect(clicks.at(-1)).toMatchObject({ eventId: EVENTS.season, ticketIds: [cards.forSale] });
  });

  it('refuses an event the card no longer holds, another season’s event and someone else’s card', async () => {
    await loginAs(SEASON_EMAIL);
    expect((await post('sell', 'season-cards/sell', { ticketId: cards.partly, childEventId: EVENTS.seasonOpening })).body?.code).toBe('eventNotFound');
    expect((await post('sell', 'season-cards/sell', { ticketId: cards.forSale, childEventId: EVENTS.jazz })).body?.code).toBe('eventNotFound');
    expect((await post('sell', 'season-cards/sell', { ticketId: 'tkt_alex_season_1', childEventId: EVENTS.seasonWinter })).body?.code).toBe('ticketNotFound');
  });
});

describe('season resale', () => {
  it('says per event whether the card can be offered, and offers one event', async () => {
    await loginAs(SEASON_EMAIL);
    const status = await post<SeasonResellStatusView>('resellStatus', 'season-resell/status', { eventId: EVENTS.season, ticketIds: [cards.partly] });
    expect(status.status).toBe(200);
    expect(status.body?.events.map((event) => [event.id, event.offerAble])).toEqual([
      [EVENTS.seasonOpening, false],
      [EVENTS.seasonWinter, false],
      [EVENTS.seasonSpring, true],
    ]);
    expect(status.body?.events[2]).toMatchObject({ ticketIds: [cards.partly], price: 40, resellFee: 4, proceeds: 36 });
    expect(status.body?.currency).toBe('GBP');
    expect(status.body?.payoutMethods.map((method) => method.id)).toEqual([SEASON_IDS.payout]);

    // Per event only the cards that can go: the Opening Night and the Winter Quartets are no longer card 5's to sell.
    const two = await post<SeasonResellStatusView>('resellStatus', 'season-resell/status', { eventId: EVENTS.season, ticketIds: [cards.childrenOnly, cards.partly] });
    expect(two.body?.events.map((event) => [event.id, event.ticketIds, event.price])).toEqual([
      [EVENTS.seasonOpening, [cards.childrenOnly], 40],
      [EVENTS.seasonWinter, [cards.childrenOnly], 40],
      [EVENTS.seasonSpring, [cards.childrenOnly, cards.partly], 80],
    ]);

    const created = await post<{ id: string; status: string }>('resellCreate', 'season-resell/create', { eventId: EVENTS.season, ticketIds: [cards.partly], childEventId: EVENTS.seasonSpring, cpmId: SEASON_IDS.payout });
    expect(created).toMatchObject({ status: 201, body: { status: 'active' } });
    expect((await sandbox()).store.get('resellOffers', created.body?.id ?? '')).toMatchObject({ eventId: EVENTS.seasonSpring });
    const again = await post<SeasonResellStatusView>('resellStatus', 'season-resell/status', { eventId: EVENTS.season, ticketIds: [cards.partly] });
    expect(again.body?.events.find((event) => event.id === EVENTS.seasonSpring)).toMatchObject({ offerAble: false, activeOfferId: created.body?.id });
  });
});
