import { SEAT_MAP_HEADERS, type HeldItem, type SeatHoldAnswer, type SeatMapHeaders, type SeatMapStatus, type VenueChart } from '../../../lib/seat-map/contract.ts';
import type { SeatMapLabels } from '../../../lib/seat-map/widget-api.ts';

/**
 * A small seat-map service for the widget's tests: one section of two blocks (A, B), two rows of
 * six seats each, a standing area, and the service's calls (chart, status with ETag, holds) with
 * state of their own, so the widget's calls can be read back and answered like the real service
 * (docs/adr/0031-seat-map-service.md). The orphan rule is not checked here: the widget's own check
 * must refuse before any call.
 */

export const HOST = 'https://seats.test/api/seatmap';
export const EVENT_ID = 'evt_small';
const PREFIX = `/api/seatmap/events/${EVENT_ID}`;

export const LABELS: SeatMapLabels = {
  chart: 'Seat map of {venue}',
  seat: '{section}, {block}, row {row}, seat {seat}, {category}, {price}{type}',
  seatTypes: { limitedView: ', limited view', foldable: ', folding seat', wheelchair: ', wheelchair space' },
  unavailable: 'unavailable',
  area: '{name}, standing, {remaining} places left',
  stage: 'Stage',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetView: 'Show the whole hall',
  minimap: 'Overview of the hall',
  showList: 'Show as a list',
  showMap: 'Show the map',
  listTitle: 'Available seats',
  listRow: 'Row {row}',
  listAvailable: '{count} seats available',
  hideUnavailable: 'Hide unavailable seats',
  chosenTitle: 'Your seats',
  removeSeat: 'Remove seat {seat} in row {row}',
  ticketType: 'Ticket type',
  announceChosen: '{seat} chosen. {count} seats chosen.',
  announceRemoved: '{seat} removed. {count} seats chosen.',
  viewFromSeat: 'View from {section}',
  keyboardHelp: 'Use the arrow keys to move between seats and Enter to choose one.',
};

const row = (block: string, name: string, category: string, left: number, y: number, types: Record<number, 'limitedView' | 'wheelchair'> = {}) => ({
  id: `${block}-${name}`,
  name,
  category,
  seats: Array.from({ length: 6 }, (_, index) => ({
    id: `${block}-${name}-${index + 1}`,
    name: String(index + 1),
    x: left + index * 10,
    y,
    ...(types[index + 1] ? { type: types[index + 1] } : {}),
  })),
});

export function smallChart(): VenueChart {
  return {
    chartId: 'small-hall',
    eventId: EVENT_ID,
    venue: 'Small Hall',
    currency: 'EUR',
    width: 240,
    height: 120,
    stage: { x: 20, y: 5, width: 130, height: 25 },
    categories: [
      {
        ref: 'cat_front',
        name: 'Front',
        color: '#7b2cbf',
        ticketTypes: [
          { ticketTypeId: 'tt_adult', name: 'Adult', price: 40 },
          { ticketTypeId: 'tt_child', name: 'Child', price: 20 },
        ],
      },
      { ref: 'cat_back', name: 'Back', color: '#1d4ed8', ticketTypes: [{ ticketTypeId: 'tt_back', name: 'Back', price: 30 }] },
      { ref: 'cat_floor', name: 'Floor', color: '#0f766e', ticketTypes: [{ ticketTypeId: 'tt_floor', name: 'Floor', price: 10 }] },
    ],
    sections: [
      {
        id: 'S1',
        name: 'Stalls',
        view: { url: '/demo/events/orchestra.jpg', width: 816, height: 459 },
        blocks: [
          { id: 'A', name: 'Block A', gate: 'Gate 1', rows: [row('A', '1', 'cat_front', 20, 50), row('A', '2', 'cat_back', 20, 62, { 6: 'limitedView' })] },
          { id: 'B', name: 'Block B', gate: 'Gate 2', rows: [row('B', '1', 'cat_front', 100, 50, { 1: 'wheelchair' }), row('B', '2', 'cat_back', 100, 62)] },
        ],
      },
    ],
    areas: [{ id: 'ga', name: 'Floor', category: 'cat_floor', capacity: 100, shape: { x: 180, y: 40, width: 50, height: 40 } }],
    seatCount: 24,
    orphanRule: { minimumSeatDistance: 2, edgeOrphaning: false },
    holdLimit: 4,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

interface StoredHold {
  seats: { id: string; ticketTypeId: string }[];
  expiresAt: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export class FakeSeatMapService {
  chart = smallChart();
  sold = new Set(['A-2-1']);
  held = new Set<string>();
  blocked = new Set(['B-2-6']);
  holds = new Map<string, StoredHold>();
  calls: RecordedCall[] = [];
  /** The queue token the service accepts; a call with another one is answered 401 seatMapTokenExpired. */
  token = 'qt-1';
  /** Answers the next hold calls (POST, PUT) get instead of succeeding. */
  refusals: { status: number; body: Record<string, unknown> }[] = [];
  holdLifetimeMs = 15 * 60 * 1000;
  chartMissing = false;
  private counter = 0;

  headers(): SeatMapHeaders {
    return { [SEAT_MAP_HEADERS.queueToken]: this.token, [SEAT_MAP_HEADERS.sellerId]: 'sel_test', [SEAT_MAP_HEADERS.sessionId]: 'sms_test_session_0001' };
  }

  holdCalls(): RecordedCall[] {
    return this.calls.filter((call) => call.path.startsWith('/holds'));
  }

  statusCalls(): RecordedCall[] {
    return this.calls.filter((call) => call.path === '/status');
  }

  /** Puts a hold of this session in place, as one left by an earlier page. */
  addHold(token: string, seats: { id: string; ticketTypeId: string }[]): void {
    this.holds.set(token, { seats, expiresAt: new Date(Date.now() + this.holdLifetimeMs).toISOString() });
  }

  private live(): [string, StoredHold][] {
    return [...this.holds].filter(([, hold]) => Date.parse(hold.expiresAt) > Date.now());
  }

  private item(id: string, ticketTypeId: string): HeldItem {
    const found = this.chart.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows.flatMap((row) => row.seats.map((seat) => ({ section, block, row, seat })))));
    const where = found.find((entry) => entry.seat.id === id);
    const category = this.chart.categories.find((entry) => entry.ref === where?.row.category);
    return {
      id,
      kind: 'seat',
      amount: 1,
      ticketTypeId,
      categoryRef: category?.ref ?? '',
      price: category?.ticketTypes.find((type) => type.ticketTypeId === ticketTypeId)?.price ?? 0,
      seatingInfo: {
        sectionName: where?.section.name ?? '',
        groupName: where?.block.name ?? '',
        rowName: where?.row.name ?? '',
        seatName: where?.seat.name ?? '',
        ...(where?.block.gate ? { gate: where.block.gate } : {}),
        ...(where?.seat.type ? { seatType: where.seat.type } : {}),
      },
    };
  }

  private answer(token: string, hold: StoredHold): SeatHoldAnswer {
    return { seatingReservationToken: token, eventId: EVENT_ID, expiresAt: hold.expiresAt, items: hold.seats.map((seat) => this.item(seat.id, seat.ticketTypeId)) };
  }

  status(): SeatMapStatus {
    const live = this.live();
    const held = new Set([...this.held, ...live.flatMap(([, hold]) => hold.seats.map((seat) => seat.id))]);
    return {
      eventId: EVENT_ID,
      sold: [...this.sold].sort(),
      held: [...held].sort(),
      blocked: [...this.blocked].sort(),
      areas: [{ id: 'ga', remaining: 100 }],
      mine: live.map(([token, hold]) => ({ seatingReservationToken: token, expiresAt: hold.expiresAt, seats: hold.seats.map((seat) => seat.id), areas: [], items: this.answer(token, hold).items })),
    };
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    this.calls.push({ method, path, headers, body });
    if (headers[SEAT_MAP_HEADERS.queueToken.toLowerCase()] !== this.token) {
      return json(401, { statusCode: 401, code: 'seatMapTokenExpired', message: 'The queue token has expired' });
    }
    if (method === 'GET' && path === '/chart') {
      return this.chartMissing ? json(404, { statusCode: 404, code: 'noSeatMap', message: 'This event has no seat map' }) : json(200, this.chart, { etag: '"chart-1"' });
    }
    if (method === 'GET' && path === '/status') {
      const text = JSON.stringify(this.status());
      const etag = `"${text.length}-${[...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)}"`;
      if (headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { etag } });
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json', etag } });
    }
    const holdPath = /^\/holds(?:\/([^/]+))?$/.exec(path);
    if (holdPath) {
      const token = holdPath[1] ? decodeURIComponent(holdPath[1]) : undefined;
      if (method === 'DELETE' && token) {
        this.holds.delete(token);
        return new Response(null, { status: 204 });
      }
      const refusal = this.refusals.shift();
      if (refusal) return json(refusal.status, refusal.body);
      const seats = (body as { seats: { id: string; ticketTypeId: string }[] }).seats;
      if (method === 'POST' && !token) {
        this.counter += 1;
        const created = `srt_${this.counter}`;
        const hold = { seats, expiresAt: new Date(Date.now() + this.holdLifetimeMs).toISOString() };
        this.holds.set(created, hold);
        return json(201, this.answer(created, hold));
      }
      if (method === 'PUT' && token) {
        const hold = this.holds.get(token);
        if (!hold) return json(404, { statusCode: 404, code: 'holdNotFound', message: 'No such hold' });
        hold.seats = seats;
        return json(200, this.answer(token, hold));
      }
    }
    return json(404, { statusCode: 404, message: 'Not found' });
  };
}
