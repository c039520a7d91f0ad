import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';
import { postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { UPGRADE_IDS } from '../../lib/sandbox/seed/holdings/upgrades.ts';
import type { UpgradeOptions } from '../../lib/ticket-actions/rebooking-options.ts';

/**
 * The upgrade modal learns which targets have a seat map (issue 14): its confirm step shows the
 * hall of a seated target. The demo's jazz night upgrades to itself, a seated event; the winter
 * concert to the season, which has no seats.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

const { sandbox } = routeSandbox('upgrade-seat-map-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });
let options: RouteHandler;
beforeAll(async () => {
  options = ((await import('../../app/api/upgrades/options/route.ts')) as { POST: RouteHandler }).POST;
});

async function targetsOf(ticketId: string) {
  const ticket = (await sandbox()).store.get('tickets', ticketId);
  const answer = await readAnswer<UpgradeOptions>(
    await options(postJson('http://localhost/api/upgrades/options', { tickets: [{ id: ticketId, secret: ticket?.secret }] }, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }), segment({})),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body?.targets ?? [];
}

describe('POST /api/upgrades/options and the seat map', () => {
  it('marks a seated target as having a seat map', async () => {
    const jazz = (await sandbox()).store.list('tickets').docs.find((ticket) => ticket.eventId === EVENTS.jazz && ticket.status === 'valid');
    expect(jazz).toBeDefined();
    expect((await targetsOf(jazz?._id ?? '')).map((target) => [target.eventId, target.seatMap])).toEqual([[EVENTS.jazz, true]]);
  });

  it('leaves the flag off a target without seats', async () => {
    const targets = await targetsOf(UPGRADE_IDS.tickets.eligible);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((target) => target.seatMap === undefined)).toBe(true);
  });
});
