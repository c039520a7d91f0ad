import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAt, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { SEASON_EMAIL } from '../../lib/sandbox/seed/season-cards.ts';
import type { EventTicketsView } from '../../lib/account/ticket-views.ts';

/**
 * The event tickets route handler (issue 9): what a tickets screen viewer loads when it opens,
 * for the session's verified customer only, privately; another customer's event answers nothing.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

type Body = EventTicketsView & { code?: string; message?: string; errors?: Record<string, string[]> };
routeSandbox('event-tickets-route-');
const SHOP = 'riverside-live';
let login: RouteHandler;
let eventTickets: RouteHandler;

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  eventTickets = (await import('../../app/api/shops/[seller]/account/event-tickets/[eventId]/route.ts')).GET;
});
beforeEach(() => clearCookies());

async function ask(eventId: string, query = '?locale=en', shop = SHOP) {
  const response = await eventTickets(new Request(`http://localhost/api/shops/${shop}/account/event-tickets/${eventId}${query}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' } }), segment({ seller: shop, eventId }));
  return { ...(await readAnswer<Body>(response)), cacheControl: response.headers.get('cache-control') };
}

describe('GET /api/shops/{seller}/account/event-tickets/{eventId}', () => {
  it('answers 401 without a login and 404 for a shop that does not exist', async () => {
    expect((await ask(EVENTS.jazz)).status).toBe(401);
    expect(await logInAt(login, SHOP, 'alex.morgan@example.com')).toBe(200);
    expect((await ask(EVENTS.jazz, '?locale=en', 'no-such-shop')).status).toBe(404);
  });

  it('answers 403 notVerified to a customer who has not verified the e-mail address', async () => {
    expect(await logInAt(login, SHOP, 'jamie.lee@example.com')).toBe(200);
    const answer = await ask(EVENTS.jazz);
    expect(answer.status).toBe(403);
    expect(answer.body?.code).toBe('notVerified');
  });

  it("answers Alex's jazz tickets with their actions, privately, and in the asked language", async () => {
    expect(await logInAt(login, SHOP, 'alex.morgan@example.com')).toBe(200);
    const answer = await ask(EVENTS.jazz);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('private, no-store');
    const tickets = answer.body?.tickets ?? [];
    // The six the card counts (e2e: "Midnight Jazz Session: show 6 tickets"), every one of this event.
    expect(tickets).toHaveLength(6);
    expect(tickets.every((view) => view.ticket.eventId === EVENTS.jazz)).toBe(true);
    expect(tickets.some((view) => view.barcodeRevealed && view.pdfHref?.endsWith('lang=en'))).toBe(true);
    expect(answer.body?.actions.map((action) => action.kind)).toEqual(expect.arrayContaining(['transfer', 'downloadAll']));

    const german = await ask(EVENTS.jazz, '?locale=de');
    expect(german.body?.actions.find((action) => action.kind === 'transfer')).toMatchObject({ eventName: 'Mitternachts-Jazz-Session' });
  });

  it('leaves out reserved tickets and events that hide their tickets, as the page does', async () => {
    expect(await logInAt(login, SHOP, 'alex.morgan@example.com')).toBe(200);
    const blues = await ask(EVENTS.blues);
    expect(blues.status).toBe(200);
    expect(blues.body?.tickets.length).toBeGreaterThan(0);
    expect(blues.body?.tickets.some((view) => view.ticket.status === 'reserved')).toBe(false);
    expect((await ask(EVENTS.parking)).body).toEqual({ tickets: [], actions: [] });
  });

  it("answers nothing for an event whose tickets are another customer's", async () => {
    expect(await logInAt(login, SHOP, SEASON_EMAIL)).toBe(200);
    const answer = await ask(EVENTS.openingParty);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ tickets: [], actions: [] });
    expect((await ask('evt_does_not_exist')).body).toEqual({ tickets: [], actions: [] });
  });

  it('refuses a malformed language with a 400', async () => {
    expect(await logInAt(login, SHOP, 'alex.morgan@example.com')).toBe(200);
    const answer = await ask(EVENTS.jazz, `?locale=${'x'.repeat(36)}`);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body?.errors ?? {})).toEqual(['locale']);
  });
});
