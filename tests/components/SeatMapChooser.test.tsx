// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider, createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { TicketPicker } from '../../components/checkout/step1/TicketPicker.tsx';
import { stepOneData } from '../../components/checkout/step1/view-model.ts';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { cartQueryKey } from '../../components/cart/cart-store.ts';
import { SEAT_MAP_HEADERS } from '../../lib/seat-map/contract.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { holdOf, installFakeWidget, type FakeWidget } from './seat-map-support.ts';

/**
 * Step 1 of a seated event with the seat map (issue 14; spec 02 §2): the choice between the map
 * and best available, the loading overlay, adding the held seats by their token, the refusals,
 * and best available taking over whenever the map cannot be had. The widget is a fake that plays
 * lib/seat-map/widget-api.ts's part; the storefront's routes are msw.
 */

const shop: ShopInfo = {
  slug: 'riverside-live',
  sellerId: 'sel_riverside',
  name: 'Riverside Live',
  currency: 'GBP',
  timezone: 'Europe/London',
  locale: 'en',
  netPrices: false,
  taxName: 'VAT',
  capturePhone: false,
};

/** A hall with a seated category (sold on the map or best available) and standing places. */
const hall: Event = {
  _id: 'evt_hall',
  sellerId: 'sel_riverside',
  name: "Mahler's Resurrection",
  styleOptions: { defaultSeatingView: 'seatMap' },
  start: '2030-01-10T19:30:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 1000,
  maxAmountPerOrder: 10,
  categories: [
    { ref: 'cat_stalls', name: 'Stalls', volume: 600, seatingPlan: { blocks: [{ sectionName: 'Stalls', groupName: 'Block A', rows: ['1', '2'], seatsPerRow: 24 }] } },
    { ref: 'cat_arena', name: 'Arena', volume: 400 },
  ],
  tickets: [
    { _id: 'tt_stalls', name: 'Stalls seat', categoryRef: 'cat_stalls', price: 39, volume: 600 },
    { _id: 'tt_arena', name: 'Arena standing', categoryRef: 'cat_arena', price: 25, volume: 400 },
  ],
};

const ACCESS = {
  host: '/sandbox/api/seatmap',
  integrity: 'sha384-test',
  headers: { [SEAT_MAP_HEADERS.queueToken]: 'v1.token.sig', [SEAT_MAP_HEADERS.sellerId]: 'sel_riverside', [SEAT_MAP_HEADERS.sessionId]: 'sms_test_session_0001' },
  expiresAt: '2030-01-01T01:00:00Z',
};

function cartWith(lines: { ticketTypeId: string; seatName: string }[]): Checkout {
  return {
    _id: 'chk_1',
    secret: 'sec_1',
    status: 'open',
    expiresAt: '2030-01-01T00:15:00Z',
    currency: 'GBP',
    items: [
      {
        _id: 'item_1',
        eventId: 'evt_hall',
        tickets: lines.map((line, index) => ({
          _id: `line_${index}`,
          type: 'ticket',
          ticketTypeId: line.ticketTypeId,
          amount: 1,
          categoryRef: 'cat_stalls',
          seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '1', seatName: line.seatName },
        })),
      },
    ],
  };
}

let added: unknown[];
let sessions: number;
let addAnswer: () => Response;
let sessionAnswer: () => Response;
let widget: FakeWidget;

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: null })),
  http.post('*/api/shops/riverside-live/seat-map/session', () => {
    sessions += 1;
    return sessionAnswer();
  }),
  http.post('*/api/shops/riverside-live/cart/items', async ({ request }) => {
    added.push(await request.json());
    return addAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  widget.uninstall();
});
afterAll(() => server.close());

beforeEach(() => {
  added = [];
  sessions = 0;
  sessionAnswer = () => HttpResponse.json(ACCESS);
  addAnswer = () => HttpResponse.json({ cart: cartWith([{ ticketTypeId: 'tt_stalls', seatName: '7' }, { ticketTypeId: 'tt_stalls', seatName: '8' }]) });
  widget = installFakeWidget();
});

function renderStep1(options: { locale?: 'en' | 'de'; seatMap?: boolean; event?: Event } = {}) {
  const locale = options.locale ?? 'en';
  const messages = locale === 'de' ? de : en;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const data = stepOneData({ intl: createIntl({ locale, messages }), event: options.event ?? hall, products: [] });
  const view = render(
    <IntlProvider locale={locale} messages={messages}>
      <ShopProvider shop={shop}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <TicketPicker data={data} checkoutPath="/riverside-live/checkout/evt_hall" seatMap={options.seatMap ?? true} />
          </ToastProvider>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

const mapWay = () => screen.getByRole('radio', { name: 'Choose on the seat map' });
const bestWay = () => screen.getByRole('radio', { name: 'Best available' });
const addSeats = (count: number) => screen.getByRole('button', { name: `Add ${count} ${count === 1 ? 'seat' : 'seats'} to cart` });
const picker = (name: string) => screen.queryByRole('spinbutton', { name: `Number of ${name}` });

async function mounted(): Promise<void> {
  await waitFor(() => expect(widget.mounts).toHaveLength(1));
}

/** The alert next to the map that says `text` (the toast centre has an alert region of its own). */
async function findAlert(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('alert').find((element) => element.textContent?.includes(text));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

describe('step 1 of a seated event with a seat-map host', () => {
  it('offers the map and best available as a labelled choice, the map chosen, and keeps the standing pickers', async () => {
    renderStep1();
    const group = screen.getByRole('group', { name: 'How would you like to choose your seats?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(mapWay()).toBeChecked();
    expect(bestWay()).not.toBeChecked();
    // On the map the seated category's picker steps aside; the standing one stays.
    expect(picker('Stalls seat (Stalls)')).not.toBeInTheDocument();
    expect(picker('Arena standing')).toBeInTheDocument();
    await mounted();
  });

  it('shows the loading overlay over the map until the widget is ready', async () => {
    renderStep1();
    expect(screen.getByText('Loading the seat map…').closest('[role="status"]')).not.toBeNull();
    await mounted();
    expect(screen.getByText('Loading the seat map…')).toBeInTheDocument();
    widget.ready();
    expect(screen.queryByText('Loading the seat map…')).not.toBeInTheDocument();
  });

  it('loads the script once from the host with its integrity and mounts the widget with the header set, labels and minimap', async () => {
    renderStep1();
    await mounted();
    expect(widget.scripts).toHaveLength(1);
    const script = widget.scripts[0] as HTMLScriptElement;
    expect(script.src).toBe(new URL('/sandbox/api/seatmap/js/init.js', window.location.href).href);
    expect(script.getAttribute('integrity')).toBe('sha384-test');
    // Our own origin: no CORS mode needed.
    expect(script.hasAttribute('crossorigin')).toBe(false);
    const { element, options } = widget.lastMount();
    expect(element.isConnected).toBe(true);
    expect(options).toMatchObject({ host: '/sandbox/api/seatmap', eventId: 'evt_hall', locale: 'en', selectable: true, minimap: true });
    expect(options.labels.seat).toBe('{section}, {block}, row {row}, seat {seat}, {category}, {price}{type}');
    expect(options.labels.seatTypes.limitedView).toBe(', Limited view');
    // The first header set is the one already asked for; a later ask (a token that ran out) asks again.
    expect(await options.headers()).toEqual(ACCESS.headers);
    expect(sessions).toBe(1);
    expect(await options.headers()).toEqual(ACCESS.headers);
    expect(sessions).toBe(2);
  });

  it('adds two held seats by their token, updates the cart, lets the map forget the hold and says what was added', async () => {
    const { user, queryClient } = renderStep1();
    await mounted();
    widget.ready();
    expect(addSeats(0)).toHaveAttribute('aria-disabled', 'true');
    await user.click(addSeats(0));
    expect(added).toEqual([]);

    widget.select(holdOf([{ id: 'A-1-7', rowName: '1', seatName: '7' }, { id: 'A-1-8', rowName: '1', seatName: '8', seatType: 'foldable' }]));
    const button = addSeats(2);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);

    await screen.findByText('Added 2 seats to your cart: Stalls · Block A · Row 1 · Seat 7, Stalls · Block A · Row 1 · Seat 8.');
    expect(added).toEqual([{ eventId: 'evt_hall', seatingReservationToken: 'srt_test_hold' }]);
    expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toMatchObject({ _id: 'chk_1' });
    expect(widget.lastMount().controller.forgetSelection).toHaveBeenCalledTimes(1);
    expect(widget.lastMount().controller.clearSelection).not.toHaveBeenCalled();
    // The choice is in the cart now; focus stays on the button, which waits for the next one.
    expect(addSeats(0)).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Details and pay' })).toBeInTheDocument();
  });

  it('shows an orphan-seat refusal of the add naming seat and row, and keeps the choice', async () => {
    addAnswer = () =>
      HttpResponse.json(
        { code: 'orphanSeat', message: 'This choice would leave seat 2 in row 1 empty on its own', orphans: [{ id: 'A-1-2', sectionName: 'Stalls', groupName: 'Block A', rowName: '1', seatName: '2' }] },
        { status: 409 },
      );
    const { user } = renderStep1();
    await mounted();
    widget.ready();
    widget.select(holdOf([{ id: 'A-1-3', rowName: '1', seatName: '3' }, { id: 'A-1-4', rowName: '1', seatName: '4' }]));
    await user.click(addSeats(2));

    const alert = await findAlert('seat 2 in row 1 would be left on its own');
    expect(alert).toHaveTextContent('Please don’t leave a single seat empty');
    expect(mapWay()).toBeChecked();
    expect(addSeats(2)).not.toHaveAttribute('aria-disabled');
    const { controller } = widget.lastMount();
    expect(controller.refresh).toHaveBeenCalled();
    expect(controller.forgetSelection).not.toHaveBeenCalled();
    expect(controller.clearSelection).not.toHaveBeenCalled();
  });

  it.each([
    ['seatingReservationExpired', 'Your seats were held for 15 minutes and have been released.', 'clearSelection'],
    ['seatingReservationInvalid', 'These seats can no longer be booked this way.', 'clearSelection'],
    ['seatingReservationClaimed', 'These seats are already in your cart.', 'forgetSelection'],
  ] as const)('after a %s refusal says so and lets the hold go (%s)', async (code, text, call) => {
    addAnswer = () => HttpResponse.json({ code, message: code }, { status: 409 });
    const { user } = renderStep1();
    await mounted();
    widget.ready();
    widget.select(holdOf([{ id: 'A-1-7', rowName: '1', seatName: '7' }]));
    await user.click(addSeats(1));
    await findAlert(text);
    await waitFor(() => expect(widget.lastMount().controller[call]).toHaveBeenCalledTimes(1));
    expect(addSeats(0)).toHaveAttribute('aria-disabled', 'true');
    // Letting the hold go does not take the message away.
    widget.select(null);
    await findAlert(text);
  });

  it("shows the widget's own refusals in the same words, and a choice that goes through clears them", async () => {
    renderStep1();
    await mounted();
    widget.ready();
    widget.refuse({ code: 'orphanSeat', seats: [{ sectionName: 'Stalls', groupName: 'Block A', rowName: '5', seatName: '12' }] });
    await findAlert('seat 12 in row 5 would be left on its own');
    widget.refuse({ code: 'tooManySeats', limit: 10 });
    await findAlert('You can hold at most 10 seats at a time.');
    widget.select(holdOf([{ id: 'A-1-7', rowName: '1', seatName: '7' }]));
    await waitFor(() => expect(screen.queryByText(/at most 10 seats/)).not.toBeInTheDocument());
  });

  it('switches to best available with the pickers, keeps the map mounted, and drops seated picks on the way back', async () => {
    const { user } = renderStep1();
    await mounted();
    widget.ready();
    await user.click(bestWay());
    expect(bestWay()).toBeChecked();
    expect(picker('Stalls seat (Stalls)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /seats? to cart/ })).not.toBeInTheDocument();
    expect(widget.lastMount().controller.destroy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add one Stalls seat (Stalls)' }));
    expect(picker('Stalls seat (Stalls)')).toHaveValue(1);
    await user.click(mapWay());
    await user.click(bestWay());
    expect(picker('Stalls seat (Stalls)')).toHaveValue(0);
    expect(widget.mounts).toHaveLength(1);
  });

  it('says the map could not be loaded when the script fails, and best available still sells', async () => {
    widget.outcome = 'error';
    const { user } = renderStep1();
    await findAlert('The seat map could not be loaded. You can still book the best available seats.');
    expect(screen.queryByRole('radio', { name: 'Choose on the seat map' })).not.toBeInTheDocument();
    expect(widget.mounts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add one Stalls seat (Stalls)' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(added).toEqual([{ eventId: 'evt_hall', tickets: [{ ticketTypeId: 'tt_stalls', amount: 1 }], bestAvailable: true }]));
  });

  it('treats a script that ran without installing the widget, and a widget that cannot load the chart, as failed loads; trying again works', async () => {
    widget.outcome = 'loadWithoutGlobal';
    const { user } = renderStep1();
    await findAlert('The seat map could not be loaded.');
    widget.outcome = 'load';
    await user.click(screen.getByRole('button', { name: 'Try the seat map again' }));
    await mounted();
    expect(mapWay()).toBeChecked();
    expect(widget.scripts).toHaveLength(2);

    act(() => widget.lastMount().options.onLoadError?.('network'));
    await findAlert('The seat map could not be loaded.');
    expect(widget.lastMount().controller.destroy).toHaveBeenCalled();
    expect(picker('Stalls seat (Stalls)')).toBeInTheDocument();
  });

  it('offers best available only when the storefront has no seat map (openSeatMap 404)', async () => {
    sessionAnswer = () => HttpResponse.json({ code: 'seatMapUnavailable', message: 'This shop has no seat map' }, { status: 404 });
    renderStep1();
    await findAlert('The seat map is not available here. You can still book the best available seats.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the seat map again' })).not.toBeInTheDocument();
    expect(picker('Stalls seat (Stalls)')).toBeInTheDocument();
    expect(widget.scripts).toHaveLength(0);
  });

  it('offers no map without a seat-map host, nor for an event that is not on sale', () => {
    const { unmount } = renderStep1({ seatMap: false });
    expect(screen.queryByRole('radio', { name: 'Choose on the seat map' })).not.toBeInTheDocument();
    expect(picker('Stalls seat (Stalls)')).toBeInTheDocument();
    unmount();
    renderStep1({ event: { ...hall, saleStatus: 'soldOut' } });
    expect(screen.queryByRole('radio', { name: 'Choose on the seat map' })).not.toBeInTheDocument();
    expect(picker('Stalls seat (Stalls)')).toBeDisabled();
    expect(sessions).toBe(0);
  });

  it('opens on best available where the event does not ask for the map first, and loads nothing until the map is chosen', async () => {
    const user = userEvent.setup();
    renderStep1({ event: { ...hall, styleOptions: {} } });
    expect(screen.getByRole('radio', { name: 'Best available' })).toBeChecked();
    expect(picker('Stalls seat (Stalls)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessions).toBe(0);
    await user.click(screen.getByRole('radio', { name: 'Choose on the seat map' }));
    await mounted();
    expect(sessions).toBe(1);
    expect(screen.queryByRole('spinbutton', { name: 'Number of Stalls seat (Stalls)' })).not.toBeInTheDocument();
  });

  it('speaks German with the German catalogue, the widget labels too', async () => {
    renderStep1({ locale: 'de' });
    expect(screen.getByRole('radio', { name: 'Im Saalplan wählen' })).toBeChecked();
    expect(screen.getByRole('button', { name: '0 Plätze in den Warenkorb' })).toBeInTheDocument();
    await mounted();
    expect(widget.lastMount().options.locale).toBe('de');
    expect(widget.lastMount().options.labels.seat).toBe('{section}, {block}, Reihe {row}, Platz {seat}, {category}, {price}{type}');
  });
});
