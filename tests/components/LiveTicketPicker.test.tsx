// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider, createIntl } from 'react-intl';
import en from '../../messages/en.json';
import { LiveTicketPicker } from '../../components/checkout/step1/LiveTicketPicker.tsx';
import { TicketPicker } from '../../components/checkout/step1/TicketPicker.tsx';
import { stepOneData } from '../../components/checkout/step1/view-model.ts';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { AVAILABILITIES_REFRESH_MS } from '../../lib/domain/live-availabilities.ts';
import type { EventAvailabilities } from '../../lib/ticketing/availabilities.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { AVAILABILITIES_MAX_AGE_MS } from '../../lib/operations/event-availabilities.ts';

/**
 * Step 1 served from the cache with live availabilities (issue 9): the listing as rendered, capped
 * by what is left right now once it is read; sold out where nothing is left, like the server
 * renders a sold-out event; a chosen amount above what is left is lowered and said politely; a
 * failed read changes nothing.
 */

const intl = createIntl({ locale: 'en', messages: en });

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

/** Like the demo jazz night: event max 10, standing up to 8, seated up to 6. */
const jazz: Event = {
  _id: 'evt_jazz',
  sellerId: 'sel_riverside',
  name: 'Midnight Jazz Session',
  start: '2030-01-10T20:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 300,
  maxAmountPerOrder: 10,
  categories: [
    { ref: 'cat_standing', name: 'Standing', volume: 200, maxAmountPerOrder: 8 },
    { ref: 'cat_seated', name: 'Seated', volume: 100, maxAmountPerOrder: 6 },
  ],
  tickets: [
    { _id: 'tt_standing', name: 'Standing', categoryRef: 'cat_standing', price: 25, volume: 200, maxAmountPerOrder: 8 },
    { _id: 'tt_seated', name: 'Seated', categoryRef: 'cat_seated', price: 39, volume: 100, maxAmountPerOrder: 6 },
  ],
};

/** Hourly slots picked after the tickets, like the demo exhibition. */
const exhibition: Event = {
  _id: 'evt_jazz',
  sellerId: 'sel_riverside',
  name: 'River Lights',
  start: '2030-01-11T10:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 600,
  slotSettings: { selectionMode: 'afterTickets' },
  slots: [
    { _id: 'slot_h10', startTime: '2030-01-11T10:00:00Z', endTime: '2030-01-11T11:00:00Z', volume: 20 },
    { _id: 'slot_h12', startTime: '2030-01-11T12:00:00Z', endTime: '2030-01-11T13:00:00Z', volume: 20 },
  ],
  categories: [{ ref: 'cat_entry', name: 'Timed entry', volume: 560 }],
  tickets: [{ _id: 'tt_adult', name: 'Adult', categoryRef: 'cat_entry', price: 16, volume: 400 }],
};

function counts(left: { event?: number; standing?: number; seated?: number } = {}): EventAvailabilities {
  const { event = 250, standing = 150, seated = 100 } = left;
  return {
    eventId: 'evt_jazz',
    remaining: event,
    ticketTypes: [
      { ticketTypeId: 'tt_standing', remaining: standing },
      { ticketTypeId: 'tt_seated', remaining: seated },
    ],
    categories: [
      { ref: 'cat_standing', remaining: standing },
      { ref: 'cat_seated', remaining: seated },
    ],
    slots: [],
  };
}

/** The shop's cart holding `amount` standing tickets of the jazz night. */
const held = (amount: number): Checkout => ({
  _id: 'chk_1',
  secret: 'sec_1',
  status: 'open',
  expiresAt: '2030-01-01T00:15:00Z',
  currency: 'GBP',
  items: [{ _id: 'item_1', eventId: 'evt_jazz', tickets: [{ _id: 'line_1', type: 'ticket', ticketTypeId: 'tt_standing', categoryRef: 'cat_standing', amount }] }],
});

let liveAnswer: () => Response;
let liveReads: number;
let cartAnswer: Checkout | null;

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: cartAnswer })),
  http.post('*/api/shops/riverside-live/cart/items', () => {
    cartAnswer = held(2);
    return HttpResponse.json({ cart: cartAnswer });
  }),
  http.get('*/api/shops/riverside-live/events/evt_jazz/availabilities', () => {
    liveReads += 1;
    return liveAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  setVisibility('visible');
});
afterAll(() => server.close());

beforeEach(() => {
  liveReads = 0;
  cartAnswer = null;
  liveAnswer = () => HttpResponse.json(counts());
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
}

/** The tab is shown again: react-query's focus manager listens to visibilitychange. */
function showTab() {
  setVisibility('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

function renderStep(event: Event, live = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const data = stepOneData({ intl, event, products: [] });
  const Picker = live ? LiveTicketPicker : TicketPicker;
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <ShopProvider shop={shop}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Picker data={data} checkoutPath="/riverside-live/checkout/evt_jazz" />
          </ToastProvider>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('spinbutton', { name: `Number of ${name}` });
const plus = (name: string) => screen.getByRole('button', { name: `Add one ${name}` });
const row = (name: string) => screen.getByRole('heading', { name, level: 4 }).closest('li') as HTMLElement;
/** The step's own polite region (the toast centre has a status region of its own, in <body>). */
const note = (container: HTMLElement) => within(container).getByRole('status');

async function press(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, times: number) {
  for (let index = 0; index < times; index += 1) await user.click(button);
}

describe('LiveTicketPicker', () => {
  it('reads the live counts once hydrated and caps the pickers by them', async () => {
    liveAnswer = () => HttpResponse.json(counts({ standing: 3 }));
    const { user } = renderStep(jazz);
    await waitFor(() => expect(liveReads).toBe(1));
    await waitFor(() => expect(field('Standing')).toHaveAttribute('max', '3'));
    await press(user, plus('Standing'), 5);
    expect(field('Standing')).toHaveValue(3);
    expect(plus('Standing')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a ticket type with 0 left as sold out and locks its picker', async () => {
    liveAnswer = () => HttpResponse.json(counts({ seated: 0 }));
    renderStep(jazz);
    await waitFor(() => expect(within(row('Seated')).getByText('Sold out')).toBeInTheDocument());
    expect(row('Seated')).toHaveAttribute('data-unavailable', 'true');
    expect(field('Seated')).toBeDisabled();
    // The other type stays on sale.
    expect(field('Standing')).toBeEnabled();
    expect(within(row('Standing')).queryByText('Sold out')).toBeNull();
  });

  it('shows an event with nothing left as the server renders a sold-out event', async () => {
    const rendered = renderStep({ ...jazz, saleStatus: 'soldOut' }, false);
    const serverNotice = screen.getByText('This event is sold out.');
    const serverState = {
      notice: serverNotice.outerHTML,
      fields: screen.getAllByRole('spinbutton').map((element) => (element as HTMLInputElement).disabled),
      add: (screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled,
    };
    rendered.unmount();

    liveAnswer = () => HttpResponse.json(counts({ event: 0 }));
    const { container } = renderStep(jazz);
    expect(screen.queryByText('This event is sold out.')).toBeNull();
    const liveNotice = await screen.findByText('This event is sold out.', { selector: 'p:not([role])' });
    expect({
      notice: liveNotice.outerHTML,
      fields: screen.getAllByRole('spinbutton').map((element) => (element as HTMLInputElement).disabled),
      add: (screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled,
    }).toEqual(serverState);
    // And a screen reader hears it, politely.
    expect(note(container)).toHaveTextContent('This event is sold out.');
  });

  it('lowers a chosen amount above what is left now and says so politely', async () => {
    const { user, container } = renderStep(jazz);
    await waitFor(() => expect(liveReads).toBe(1));
    await press(user, plus('Standing'), 5);
    await press(user, plus('Seated'), 2);
    expect(field('Standing')).toHaveValue(5);
    expect(note(container)).toBeEmptyDOMElement();

    liveAnswer = () => HttpResponse.json(counts({ standing: 2 }));
    showTab();
    await waitFor(() => expect(field('Standing')).toHaveValue(2));
    expect(note(container)).toHaveTextContent('Only 2 of Standing available now: your amount was lowered to 2.');
    expect(note(container)).not.toHaveAttribute('aria-live', 'assertive');
    expect(plus('Standing')).toHaveAttribute('aria-disabled', 'true');
    // What still fits stays as chosen.
    expect(field('Seated')).toHaveValue(2);

    // Picking again clears the note; a type that sells out meanwhile is removed from the picks.
    await user.click(screen.getByRole('button', { name: 'Remove one Standing' }));
    expect(note(container)).toBeEmptyDOMElement();
    liveAnswer = () => HttpResponse.json(counts({ standing: 2, seated: 0 }));
    showTab();
    await waitFor(() => expect(field('Seated')).toHaveValue(0));
    expect(note(container)).toHaveTextContent('Seated is no longer available in the amount you picked: it was removed from your selection.');
  });

  it('changes nothing when the live counts cannot be read', async () => {
    liveAnswer = () => HttpResponse.json({ message: 'An error occurred while fetching the data', code: 'fetchError' }, { status: 503 });
    const { user, container } = renderStep(jazz);
    await waitFor(() => expect(liveReads).toBe(1));
    await press(user, plus('Standing'), 10);
    expect(field('Standing')).toHaveValue(8);
    expect(field('Standing')).toHaveAttribute('max', '8');
    expect(screen.queryByText('Sold out')).toBeNull();
    expect(screen.queryByText('This event is sold out.')).toBeNull();
    expect(note(container)).toBeEmptyDOMElement();
  });

  it('keeps the last counts it read when a later read fails', async () => {
    liveAnswer = () => HttpResponse.json(counts({ standing: 3 }));
    renderStep(jazz);
    await waitFor(() => expect(field('Standing')).toHaveAttribute('max', '3'));
    liveAnswer = () => HttpResponse.error();
    showTab();
    await waitFor(() => expect(liveReads).toBe(2));
    expect(field('Standing')).toHaveAttribute('max', '3');
  });

  it('asks again every 20 seconds while the tab is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderStep(jazz);
    await waitFor(() => expect(liveReads).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(AVAILABILITIES_REFRESH_MS));
    await waitFor(() => expect(liveReads).toBe(2));

    setVisibility('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(AVAILABILITIES_REFRESH_MS * 3));
    expect(liveReads).toBe(2);

    showTab();
    await waitFor(() => expect(liveReads).toBe(3));
  });

  it("reads the counts again after the buyer's cart changed, once no cache can answer from before", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    liveAnswer = () => HttpResponse.json(counts({ standing: 5 }));
    const { container } = renderStep(jazz);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await waitFor(() => expect(field('Standing')).toHaveAttribute('max', '5'));
    await press(user, plus('Standing'), 2);
    // The counts answered after the add take this cart's 2 off (they count every cart's holds).
    liveAnswer = () => HttpResponse.json(counts({ standing: 3 }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(field('Standing')).toHaveValue(0));
    expect(liveReads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(AVAILABILITIES_MAX_AGE_MS + 500));
    await waitFor(() => expect(liveReads).toBe(2));
    await waitFor(() => expect(field('Standing')).toHaveAttribute('max', '3'));
    expect(note(container)).toBeEmptyDOMElement();
  });

  it('shows a slot with no places left as full', async () => {
    liveAnswer = () =>
      HttpResponse.json({
        eventId: 'evt_jazz',
        remaining: 300,
        ticketTypes: [{ ticketTypeId: 'tt_adult', remaining: 300 }],
        categories: [{ ref: 'cat_entry', remaining: 300 }],
        slots: [
          { slotId: 'slot_h10', remaining: 0 },
          { slotId: 'slot_h12', remaining: 20 },
        ],
      } satisfies EventAvailabilities);
    const { user } = renderStep(exhibition);
    await waitFor(() => expect(liveReads).toBe(1));
    await press(user, plus('Adult'), 2);
    const slots = screen.getByRole('group', { name: 'Time slot' });
    await waitFor(() => expect(within(slots).getAllByRole('radio')[0]).toBeDisabled());
    expect(within(slots).getByText('(full)')).toBeInTheDocument();
    expect(within(slots).getAllByRole('radio')[1]).toBeEnabled();
  });
});
