// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { widgetScript } from '../../lib/sandbox/seatmap/widget-script.ts';
import { CONCERT_HALL_EVENT_ID } from '../../lib/sandbox/seed/venues.ts';
import type { SeatMapSession, SeatMapStatus } from '../../lib/seat-map/contract.ts';
import type { SeatMapController } from '../../lib/seat-map/widget-api.ts';
import { LABELS } from './support/fake-seat-map-service.ts';

/**
 * The widget against the sandbox's real seat-map service and the seeded 5,676-seat Riverside
 * Concert Hall: it draws the whole hall in one go (the first-draw time is printed for the bench),
 * and seats chosen by keyboard become a real hold the service reports as the session's own.
 */

const HOST = 'http://sandbox.test/api/seatmap';
let sandbox: Sandbox;
let session: SeatMapSession;
let controller: SeatMapController | undefined;
const holdCalls: string[] = [];

async function service(path: string, init: RequestInit = {}): Promise<Response> {
  // jsdom's AbortSignal is not Node's: the in-process handler gets the request without it.
  return sandbox.handle(new Request(`http://sandbox.test${path}`, { method: init.method ?? 'GET', headers: new Headers(init.headers), ...(typeof init.body === 'string' ? { body: init.body } : {}) }));
}

beforeAll(async () => {
  sandbox = createSandbox({ location: ':memory:', seed: true });
  const opened = await service('/api/seatmap/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sellerId: 'sel_riverside' }) });
  expect(opened.status).toBe(201);
  session = (await opened.json()) as SeatMapSession;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('http://sandbox.test', '');
    if (path.includes('/holds')) holdCalls.push(init.method ?? 'GET');
    return service(path, init);
  });
  delete window.SeatMap;
  new Function(widgetScript().script)();
});

afterAll(() => {
  controller?.destroy();
  vi.unstubAllGlobals();
  sandbox.close();
});

const focused = () => document.activeElement?.getAttribute('data-seat');
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('the 5,676-seat hall on the real service', () => {
  it('draws every seat, and seats chosen by keyboard are held for the session', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const onReady = vi.fn();
    const onSelectionChange = vi.fn();
    const onRefusal = vi.fn();
    const started = performance.now();
    controller = window.SeatMap?.mount(element, { host: HOST, eventId: CONCERT_HALL_EVENT_ID, locale: 'de', labels: LABELS, headers: async () => session.headers, onReady, onSelectionChange, onRefusal });
    await vi.waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 30_000 });
    const firstDrawMs = window.SeatMap?.metrics?.firstDrawMs ?? NaN;
    console.warn(`seat-map widget, 5,676-seat hall in jsdom: first draw ${firstDrawMs} ms after mount (${Math.round(performance.now() - started)} ms to onReady)`);
    expect(firstDrawMs).toBeGreaterThan(0);

    const seats = element.querySelectorAll('svg.sm-chart [role="checkbox"]');
    expect(seats).toHaveLength(5676);
    // The sound desk's 16 seats are never for sale.
    expect(element.querySelectorAll('svg.sm-chart [role="checkbox"][aria-disabled="true"]')).toHaveLength(16);
    expect(element.querySelector('[data-seat="C-27-9"]')).toHaveAttribute('aria-label', expect.stringMatching(/^Stalls, Block C, row 27, seat 9, Category B, 48,00\s£, unavailable$/));
    expect(element.querySelector('[data-seat="W-W-1"]')?.tagName).toBe('rect');

    const stop = element.querySelector<SVGElement>('svg.sm-chart [tabindex="0"]');
    stop?.focus();
    expect(focused()).toBe('A-1-1');
    press('Enter');
    await vi.waitFor(() => expect(onSelectionChange).toHaveBeenCalledTimes(1));
    press('ArrowRight');
    press('Enter');
    await vi.waitFor(() => expect(onSelectionChange).toHaveBeenCalledTimes(2));
    // Seat 4 would leave seat 3 alone between chosen seats: refused before any call.
    press('ArrowRight');
    press('ArrowRight');
    expect(focused()).toBe('A-1-4');
    press('Enter');
    await vi.waitFor(() => expect(onRefusal).toHaveBeenCalledWith(expect.objectContaining({ code: 'orphanSeat' })));
    expect(holdCalls).toEqual(['POST', 'PUT']);

    const status = (await (await service(`/api/seatmap/events/${CONCERT_HALL_EVENT_ID}/status`, { headers: session.headers })).json()) as SeatMapStatus;
    expect(status.mine.map((own) => own.seats)).toEqual([['A-1-1', 'A-1-2']]);
    expect(onSelectionChange.mock.calls.at(-1)?.[0]).toMatchObject({ hold: { seatingReservationToken: status.mine[0]?.seatingReservationToken, items: [{ id: 'A-1-1', price: 70 }, { id: 'A-1-2', price: 70 }] } });
  });
});
