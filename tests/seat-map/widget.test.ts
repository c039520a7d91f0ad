// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { widgetScript } from '../../lib/sandbox/seatmap/widget-script.ts';
import { SEAT_MAP_HEADERS } from '../../lib/seat-map/contract.ts';
import type { SeatMapController, SeatMapGlobal, SeatMapMountOptions } from '../../lib/seat-map/widget-api.ts';
import { EVENT_ID, FakeSeatMapService, HOST, LABELS } from './support/fake-seat-map-service.ts';

/**
 * The seat-map widget (issue 14) as the browser gets it: the script the service serves (types
 * stripped) runs in jsdom and is mounted against a small fake service with state of its own. Every
 * test goes through the widget's public surface: the DOM (roles, names, keys, clicks) and the
 * page's callbacks, and reads back the calls the service received.
 */

let SeatMap: SeatMapGlobal;
let service: FakeSeatMapService;
const mounted: SeatMapController[] = [];

beforeAll(() => {
  delete window.SeatMap;
  new Function(widgetScript().script)();
  if (!window.SeatMap) throw new Error('the widget script did not install window.SeatMap');
  SeatMap = window.SeatMap;
});

beforeEach(() => {
  service = new FakeSeatMapService();
  vi.stubGlobal('fetch', service.fetch);
});

afterEach(() => {
  for (const controller of mounted.splice(0)) controller.destroy();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

async function mountWidget(overrides: Partial<SeatMapMountOptions> = {}) {
  const element = document.createElement('div');
  document.body.append(element);
  const callbacks = { onReady: vi.fn(), onLoadError: vi.fn(), onSelectionChange: vi.fn(), onRefusal: vi.fn() };
  const headers = vi.fn(async () => service.headers());
  const controller = SeatMap.mount(element, { host: HOST, eventId: EVENT_ID, locale: 'en', labels: LABELS, headers, ...callbacks, ...overrides });
  mounted.push(controller);
  if (!overrides.onLoadError) await vi.waitFor(() => expect(callbacks.onReady).toHaveBeenCalledTimes(1));
  return { element, controller, headers, ...callbacks };
}

const seat = (id: string): SVGElement => {
  const found = document.querySelector<SVGElement>(`svg.sm-chart [data-seat="${id}"]`);
  if (!found) throw new Error(`no seat ${id}`);
  return found;
};
const focused = () => document.activeElement?.getAttribute('data-seat');
const press = (key: string) => {
  const target = document.activeElement;
  if (!target) throw new Error('nothing has focus');
  fireEvent.keyDown(target, { key });
};
const lastSelection = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0] as { hold: { seatingReservationToken: string; items: { id: string; ticketTypeId: string; price: number }[] } | null };
const heldIds = (mock: ReturnType<typeof vi.fn>) => lastSelection(mock).hold?.items.map((item) => item.id) ?? [];

/**
 * Moves focus to a seat the way a keyboard user does: Tab into the chart (its one Tab stop), then
 * arrow keys (ids are `{block}-{row}-{seat}`; blocks A and B side by side, rows 1 and 2).
 */
function keyTo(id: string): void {
  const stop = document.querySelector<SVGElement>('svg.sm-chart [tabindex="0"]');
  if (!stop) throw new Error('the chart has no Tab stop');
  if (document.activeElement !== stop) stop.focus();
  for (let step = 0; step < 40 && focused() !== id; step += 1) {
    const [block = '', row = '', number = ''] = (focused() ?? '').split('-');
    const [wantBlock = '', wantRow = '', wantNumber = ''] = id.split('-');
    if (row !== wantRow) press(row < wantRow ? 'ArrowDown' : 'ArrowUp');
    else if (block !== wantBlock || number !== wantNumber) press(block < wantBlock || (block === wantBlock && Number(number) < Number(wantNumber)) ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(focused()).toBe(id);
}

async function choose(id: string, selection: ReturnType<typeof vi.fn>, expected: readonly string[]) {
  keyTo(id);
  press('Enter');
  await vi.waitFor(() => expect(heldIds(selection)).toEqual(expected));
}

describe('the served script', () => {
  it('is a classic script that parses, installs window.SeatMap once, and is measured', () => {
    const { script, integrity } = widgetScript();
    expect(() => new Function(script)).not.toThrow();
    expect(integrity).toBe(`sha384-${createHash('sha384').update(script).digest('base64')}`);
    // Running it again leaves the installed widget alone.
    new Function(script)();
    expect(window.SeatMap).toBe(SeatMap);
    expect(SeatMap.version).toMatch(/^\d+\.\d+\.\d+$/);
    const gzip = gzipSync(script).length;
    console.warn(`seat-map widget: ${script.length} bytes, ${gzip} bytes gzip`);
    expect(gzip).toBeLessThan(30_000);
  });
});

describe('drawing the chart', () => {
  it('draws every seat as a named checkbox, the unavailable ones greyed and disabled, the area and the stage', async () => {
    const { onReady } = await mountWidget();
    expect(onReady).toHaveBeenCalledTimes(1);
    const chart = screen.getByRole('group', { name: 'Seat map of Small Hall' });
    expect(chart).toHaveAttribute('aria-describedby', expect.stringMatching(/help$/));
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')).toHaveTextContent(LABELS.keyboardHelp);
    expect(within(chart).getAllByRole('checkbox')).toHaveLength(24);
    expect(screen.getByRole('checkbox', { name: 'Stalls, Block A, row 1, seat 2, Front, €40.00' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('checkbox', { name: 'Stalls, Block A, row 2, seat 6, Back, €30.00, limited view' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('checkbox', { name: 'Stalls, Block B, row 1, seat 1, Front, €40.00, wheelchair space' }).tagName).toBe('rect');
    const sold = screen.getByRole('checkbox', { name: 'Stalls, Block A, row 2, seat 1, Back, €30.00, unavailable' });
    expect(sold).toHaveAttribute('aria-disabled', 'true');
    expect(sold).toHaveClass('sm-taken');
    expect(seat('B-2-6')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('group', { name: 'Row 1' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Floor, standing, 100 places left' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Stage' })).toBeInTheDocument();
    for (const name of ['Zoom in', 'Zoom out', 'Show the whole hall', 'Show as a list']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide unavailable seats' })).not.toBeChecked();
    expect(document.querySelector('svg.sm-minimap')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelectorAll('style#sm-style')).toHaveLength(1);
    expect(SeatMap.metrics?.firstDrawMs).toEqual(expect.any(Number));
  });

  it('has one Tab stop in the chart, and no minimap when asked not to', async () => {
    await mountWidget({ minimap: false });
    expect(document.querySelectorAll('svg.sm-chart [tabindex="0"]')).toHaveLength(1);
    expect(seat('A-1-1')).toHaveAttribute('tabindex', '0');
    expect(document.querySelector('svg.sm-minimap')).toBeNull();
  });

  it('tells the page when the chart cannot be loaded', async () => {
    service.chartMissing = true;
    const onLoadError = vi.fn();
    await mountWidget({ onLoadError });
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledWith('noSeatMap'));
    expect(document.querySelector('svg.sm-chart')).toBeNull();
  });
});

describe('the keyboard', () => {
  it('moves along a row into the next block, between rows, and to the row ends', async () => {
    await mountWidget();
    seat('A-1-1').focus();
    expect(focused()).toBe('A-1-1');
    press('ArrowRight');
    expect(focused()).toBe('A-1-2');
    expect(seat('A-1-2')).toHaveAttribute('tabindex', '0');
    expect(seat('A-1-1')).not.toHaveAttribute('tabindex');
    press('End');
    expect(focused()).toBe('A-1-6');
    press('ArrowRight');
    expect(focused()).toBe('B-1-1');
    press('ArrowLeft');
    expect(focused()).toBe('A-1-6');
    press('ArrowDown');
    expect(focused()).toBe('A-2-6');
    press('ArrowDown');
    expect(focused()).toBe('A-2-6');
    press('Home');
    expect(focused()).toBe('A-2-1');
    press('ArrowUp');
    expect(focused()).toBe('A-1-1');
    expect(document.querySelector('.sm-ring')).toHaveAttribute('visibility', 'visible');
  });

  it('skips hidden unavailable seats, and zooms with + and -', async () => {
    await mountWidget();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide unavailable seats' }));
    expect(document.querySelector('.sm-root')).toHaveClass('sm-hide-taken');
    keyTo('A-2-3');
    press('Home');
    expect(focused()).toBe('A-2-2');
    const svg = document.querySelector('svg.sm-chart');
    const before = svg?.getAttribute('viewBox');
    press('+');
    expect(svg?.getAttribute('viewBox')).not.toBe(before);
    press('-');
    press('-');
    expect(svg?.getAttribute('viewBox')).toBe(before);
  });
});

describe('choosing seats', () => {
  it('holds the first seat with POST and the three headers, the next with PUT, and releases the last with DELETE', async () => {
    const { onSelectionChange } = await mountWidget();
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    const [post] = service.holdCalls();
    expect(post).toMatchObject({ method: 'POST', path: '/holds', body: { seats: [{ id: 'A-1-3', ticketTypeId: 'tt_adult' }], areas: [] } });
    expect(post?.headers).toMatchObject({
      [SEAT_MAP_HEADERS.queueToken.toLowerCase()]: 'qt-1',
      [SEAT_MAP_HEADERS.sellerId.toLowerCase()]: 'sel_test',
      [SEAT_MAP_HEADERS.sessionId.toLowerCase()]: 'sms_test_session_0001',
    });
    expect(seat('A-1-3')).toHaveAttribute('aria-checked', 'true');
    expect(seat('A-1-3')).toHaveClass('sm-chosen');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Stalls, Block A, row 1, seat 3, Front, €40.00 chosen. 1 seats chosen.');
    expect(screen.getByRole('img', { name: 'View from Stalls' })).toHaveAttribute('src', '/demo/events/orchestra.jpg');
    const panel = screen.getByRole('region', { name: 'Your seats' });
    expect(within(panel).getByText('Stalls, Block A, row 1, seat 3, Front, €40.00')).toBeInTheDocument();

    await choose('A-1-4', onSelectionChange, ['A-1-3', 'A-1-4']);
    expect(service.holdCalls()[1]).toMatchObject({ method: 'PUT', path: '/holds/srt_1', body: { seats: [{ id: 'A-1-3', ticketTypeId: 'tt_adult' }, { id: 'A-1-4', ticketTypeId: 'tt_adult' }], areas: [] } });

    await choose('A-1-3', onSelectionChange, ['A-1-4']);
    expect(service.holdCalls()[2]).toMatchObject({ method: 'PUT', path: '/holds/srt_1', body: { seats: [{ id: 'A-1-4', ticketTypeId: 'tt_adult' }] } });
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Stalls, Block A, row 1, seat 3, Front, €40.00 removed. 1 seats chosen.');

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove seat 4 in row 1' }));
    await vi.waitFor(() => expect(lastSelection(onSelectionChange).hold).toBeNull());
    expect(service.holdCalls()[3]).toMatchObject({ method: 'DELETE', path: '/holds/srt_1' });
    expect(service.holds.size).toBe(0);
    expect(seat('A-1-4')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('region', { name: 'Your seats' })).toBeNull();
  });

  it('chooses by click too, and changes a seat’s ticket type with PUT', async () => {
    const { onSelectionChange } = await mountWidget();
    fireEvent.click(seat('B-1-3'));
    await vi.waitFor(() => expect(heldIds(onSelectionChange)).toEqual(['B-1-3']));
    const select = screen.getByRole('combobox', { name: 'Ticket type' });
    expect(select).toHaveValue('tt_adult');
    fireEvent.change(select, { target: { value: 'tt_child' } });
    await vi.waitFor(() => expect(lastSelection(onSelectionChange).hold?.items[0]).toMatchObject({ ticketTypeId: 'tt_child', price: 20 }));
    expect(service.holdCalls()[1]).toMatchObject({ method: 'PUT', body: { seats: [{ id: 'B-1-3', ticketTypeId: 'tt_child' }] } });
    expect(screen.getByText('Stalls, Block B, row 1, seat 3, Front, €20.00')).toBeInTheDocument();
  });

  it('refuses a choice that would strand a seat, without a call', async () => {
    const { onSelectionChange, onRefusal } = await mountWidget();
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    keyTo('A-1-5');
    press('Enter');
    await vi.waitFor(() => expect(onRefusal).toHaveBeenCalledTimes(1));
    expect(onRefusal).toHaveBeenCalledWith({ code: 'orphanSeat', seats: [{ sectionName: 'Stalls', groupName: 'Block A', rowName: '1', seatName: '4', gate: 'Gate 1' }] });
    expect(service.holdCalls()).toHaveLength(1);
    expect(seat('A-1-5')).toHaveAttribute('aria-checked', 'false');
    // A single seat beside a sold one is stranded too.
    keyTo('A-2-3');
    press('Enter');
    await vi.waitFor(() => expect(onRefusal).toHaveBeenCalledTimes(2));
    expect(onRefusal.mock.calls[1]?.[0]).toMatchObject({ code: 'orphanSeat', seats: [{ rowName: '2', seatName: '2' }] });
    expect(service.holdCalls()).toHaveLength(1);
  });

  it('refuses more seats than the hold limit, without a call', async () => {
    const { onSelectionChange, onRefusal } = await mountWidget();
    for (const [index, id] of ['B-1-1', 'B-1-2', 'B-1-3', 'B-1-4'].entries()) await choose(id, onSelectionChange, ['B-1-1', 'B-1-2', 'B-1-3', 'B-1-4'].slice(0, index + 1));
    keyTo('B-1-5');
    press('Enter');
    await vi.waitFor(() => expect(onRefusal).toHaveBeenCalledWith({ code: 'tooManySeats', limit: 4 }));
    expect(service.holdCalls()).toHaveLength(4);
  });

  it('keeps the previous choice when the service answers 409 seatUnavailable, and shows the seat as taken', async () => {
    const { onSelectionChange, onRefusal } = await mountWidget();
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    const selections = onSelectionChange.mock.calls.length;
    service.held.add('B-1-2');
    service.refusals.push({ status: 409, body: { statusCode: 409, code: 'seatUnavailable', message: 'These seats are no longer available', seats: ['B-1-2'] } });
    const statusCalls = service.statusCalls().length;
    keyTo('B-1-2');
    press('Enter');
    await vi.waitFor(() => expect(onRefusal).toHaveBeenCalled());
    expect(onRefusal).toHaveBeenCalledWith({ code: 'seatUnavailable', seats: [{ sectionName: 'Stalls', groupName: 'Block B', rowName: '1', seatName: '2', gate: 'Gate 2' }] });
    expect(onSelectionChange).toHaveBeenCalledTimes(selections);
    expect(seat('A-1-3')).toHaveAttribute('aria-checked', 'true');
    expect(seat('B-1-2')).toHaveAttribute('aria-checked', 'false');
    expect(seat('B-1-2')).toHaveAttribute('aria-disabled', 'true');
    await vi.waitFor(() => expect(service.statusCalls().length).toBeGreaterThan(statusCalls));
  });

  it('asks the page for a new header set after 401 seatMapTokenExpired and makes the call again', async () => {
    const { onSelectionChange, headers } = await mountWidget();
    expect(headers).toHaveBeenCalledTimes(1);
    service.token = 'qt-2';
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    expect(headers).toHaveBeenCalledTimes(2);
    const posts = service.holdCalls().map((call) => [call.method, call.headers[SEAT_MAP_HEADERS.queueToken.toLowerCase()]]);
    expect(posts).toEqual([
      ['POST', 'qt-1'],
      ['POST', 'qt-2'],
    ]);
  });

  it('starts a new hold after the service says the hold expired', async () => {
    const { onSelectionChange, onRefusal } = await mountWidget();
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    service.refusals.push({ status: 409, body: { statusCode: 409, code: 'holdExpired', message: 'The hold has expired' } });
    service.holds.clear();
    keyTo('B-1-3');
    press('Enter');
    await vi.waitFor(() => expect(onRefusal).toHaveBeenCalledWith({ code: 'holdExpired' }));
    expect(lastSelection(onSelectionChange).hold).toBeNull();
    await choose('B-1-3', onSelectionChange, ['B-1-3']);
    expect(service.holdCalls().map((call) => call.method)).toEqual(['POST', 'PUT', 'POST']);
  });

  it('drops a hold whose time has run out', async () => {
    service.holdLifetimeMs = 150;
    const { onSelectionChange } = await mountWidget();
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    await vi.waitFor(() => expect(lastSelection(onSelectionChange).hold).toBeNull());
    expect(seat('A-1-3')).toHaveAttribute('aria-checked', 'false');
  });

  it('shows the session’s own hold as chosen after a reload', async () => {
    service.addHold('srt_earlier', [{ id: 'A-1-5', ticketTypeId: 'tt_child' }]);
    const { onSelectionChange } = await mountWidget();
    await vi.waitFor(() => expect(lastSelection(onSelectionChange).hold?.seatingReservationToken).toBe('srt_earlier'));
    expect(lastSelection(onSelectionChange).hold?.items).toEqual([expect.objectContaining({ id: 'A-1-5', ticketTypeId: 'tt_child', price: 20 })]);
    expect(seat('A-1-5')).toHaveAttribute('aria-checked', 'true');
    expect(seat('A-1-5')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('combobox', { name: 'Ticket type' })).toHaveValue('tt_child');
    // The next choice changes that hold.
    await choose('A-1-6', onSelectionChange, ['A-1-5', 'A-1-6']);
    expect(service.holdCalls()[0]).toMatchObject({ method: 'PUT', path: '/holds/srt_earlier' });
  });

  it('forgets a hold a cart has claimed without releasing it, and clears a choice by releasing it', async () => {
    const { onSelectionChange, controller } = await mountWidget();
    await choose('A-1-3', onSelectionChange, ['A-1-3']);
    // The cart took the seats: the service keeps them held by the cart, not by this session.
    service.holds.clear();
    service.held.add('A-1-3');
    controller.forgetSelection();
    await vi.waitFor(() => expect(lastSelection(onSelectionChange).hold).toBeNull());
    await vi.waitFor(() => expect(seat('A-1-3')).toHaveAttribute('aria-disabled', 'true'));
    expect(service.holdCalls().map((call) => call.method)).toEqual(['POST']);

    await choose('B-1-3', onSelectionChange, ['B-1-3']);
    await controller.clearSelection();
    expect(lastSelection(onSelectionChange).hold).toBeNull();
    expect(service.holdCalls().map((call) => call.method)).toEqual(['POST', 'POST', 'DELETE']);
  });

  it('never calls holds when the map is only shown (selectable: false)', async () => {
    await mountWidget({ selectable: false });
    fireEvent.click(seat('A-1-3'));
    keyTo('A-1-4');
    press('Enter');
    press(' ');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(service.holdCalls()).toHaveLength(0);
    expect(seat('A-1-3')).toHaveAttribute('aria-readonly', 'true');
    expect(seat('A-1-3')).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the list view', () => {
  it('lists the available seats by block and row, and chooses through the same path as the map', async () => {
    const { onSelectionChange } = await mountWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Show as a list' }));
    expect(document.querySelector('.sm-map')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the map' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available seats' })).toBeInTheDocument();
    const block = document.querySelector<HTMLDetailsElement>('details[data-block="0"]');
    if (!block) throw new Error('no block A in the list');
    expect(block).toHaveTextContent('Block A11 seats available');
    // Rows are drawn only once the block is opened.
    expect(block.querySelectorAll('input')).toHaveLength(0);
    block.open = true;
    block.dispatchEvent(new Event('toggle'));
    await vi.waitFor(() => expect(block.querySelectorAll('input')).toHaveLength(11));
    expect(within(block).getByRole('group', { name: 'Row 2' })).toBeInTheDocument();
    expect(within(block).queryByRole('checkbox', { name: /row 2, seat 1,/ })).toBeNull();
    fireEvent.click(within(block).getByRole('checkbox', { name: 'Stalls, Block A, row 1, seat 1, Front, €40.00' }));
    await vi.waitFor(() => expect(heldIds(onSelectionChange)).toEqual(['A-1-1']));
    expect(service.holdCalls()[0]).toMatchObject({ method: 'POST', body: { seats: [{ id: 'A-1-1', ticketTypeId: 'tt_adult' }], areas: [] } });
    await vi.waitFor(() => expect(within(block).getByRole('checkbox', { name: 'Stalls, Block A, row 1, seat 1, Front, €40.00' })).toBeChecked());
    expect(block).toHaveTextContent('10 seats available');
    // The orphan rule holds in the list as on the map.
    fireEvent.click(within(block).getByRole('checkbox', { name: 'Stalls, Block A, row 1, seat 3, Front, €40.00' }));
    await vi.waitFor(() => expect(within(block).getByRole('checkbox', { name: 'Stalls, Block A, row 1, seat 3, Front, €40.00' })).not.toBeChecked());
    expect(service.holdCalls()).toHaveLength(1);
  });
});

describe('zoom and pan', () => {
  const viewBox = () => (document.querySelector('svg.sm-chart')?.getAttribute('viewBox') ?? '').split(' ').map(Number);

  it('zooms by the buttons and the wheel, pans by dragging without choosing, and the minimap follows', async () => {
    await mountWidget();
    const whole = viewBox();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await vi.waitFor(() => expect(viewBox()[2]).toBeCloseTo((whole[2] ?? 0) / 1.5));
    const zoomed = viewBox();
    const mini = document.querySelector('svg.sm-minimap .sm-mini-view');
    expect(mini?.getAttribute('width')).toBe(String(zoomed[2]));

    const svg = document.querySelector('svg.sm-chart');
    if (!svg) throw new Error('no chart');
    const target = seat('A-1-3');
    fireEvent.pointerDown(target, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'mouse', clientX: 80, clientY: 90 });
    fireEvent.pointerUp(target, { pointerId: 1, pointerType: 'mouse', clientX: 80, clientY: 90 });
    fireEvent.click(target);
    await vi.waitFor(() => expect(viewBox()[0]).not.toBe(zoomed[0]));
    expect(viewBox()[2]).toBe(zoomed[2]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.holdCalls()).toHaveLength(0);

    // Zoomed all the way out, the wheel scrolls the page instead of being swallowed.
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole hall' }));
    await vi.waitFor(() => expect(viewBox()).toEqual(whole));
    expect(fireEvent.wheel(svg, { deltaY: 100, clientX: 10, clientY: 10 })).toBe(true);
    expect(fireEvent.wheel(svg, { deltaY: -100, clientX: 10, clientY: 10 })).toBe(false);
    await vi.waitFor(() => expect(viewBox()[2]).toBeLessThan(whole[2] ?? 0));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await vi.waitFor(() => expect(viewBox()).toEqual(whole));
  });
});

describe('polling and the controller', () => {
  it('polls the status with If-None-Match, shows what changed, pauses while hidden, and stops on destroy', async () => {
    const { controller, element } = await mountWidget({ pollInterval: 20 });
    await vi.waitFor(() => expect(service.statusCalls().length).toBeGreaterThanOrEqual(3));
    const [, second] = service.statusCalls();
    expect(second?.headers['if-none-match']).toMatch(/^"/);
    service.sold.add('B-1-3');
    await vi.waitFor(() => expect(seat('B-1-3')).toHaveAttribute('aria-disabled', 'true'));

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const whileHidden = service.statusCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(service.statusCalls().length).toBe(whileHidden);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(service.statusCalls().length).toBeGreaterThan(whileHidden));

    controller.destroy();
    const atDestroy = service.statusCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.statusCalls().length).toBeLessThanOrEqual(atDestroy + 1);
    const settled = service.statusCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.statusCalls().length).toBe(settled);
    expect(element).toBeEmptyDOMElement();
  });

  it('highlights and hides sections', async () => {
    const { controller } = await mountWidget();
    controller.highlightSections(['S1']);
    expect(document.querySelector('.sm-root')).toHaveClass('sm-has-highlight');
    expect(document.querySelector('.sm-section')).toHaveClass('sm-highlight');
    controller.hideSections(['S1']);
    expect(document.querySelector('.sm-section')).toHaveClass('sm-hidden');
    controller.hideSections([]);
    controller.highlightSections([]);
    expect(document.querySelector('.sm-section')).not.toHaveClass('sm-hidden');
    expect(document.querySelector('.sm-root')).not.toHaveClass('sm-has-highlight');
    controller.hideUnavailable(true);
    expect(screen.getByRole('checkbox', { name: 'Hide unavailable seats' })).toBeChecked();
  });
});
