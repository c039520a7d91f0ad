// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider, createIntl } from 'react-intl';
import en from '../../messages/en.json';
import { TicketPicker } from '../../components/checkout/step1/TicketPicker.tsx';
import { stepOneData } from '../../components/checkout/step1/view-model.ts';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { cartQueryKey } from '../../components/cart/cart-store.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Product } from '../../lib/ticketing/schemas/product.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

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

/** Like the demo jazz night: event max 10, four ticket types, one of them never sellable (min 4 > volume 3). */
const jazz: Event = {
  _id: 'evt_jazz',
  sellerId: 'sel_riverside',
  name: 'Midnight Jazz Session',
  start: '2030-01-10T20:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 330,
  maxAmountPerOrder: 10,
  categories: [
    { ref: 'cat_standing', name: 'Standing', volume: 200, maxAmountPerOrder: 8 },
    { ref: 'cat_seated', name: 'Seated', volume: 100, maxAmountPerOrder: 6 },
    { ref: 'cat_student', name: 'Students', volume: 30 },
  ],
  tickets: [
    { _id: 'tt_standing', name: 'Standing', categoryRef: 'cat_standing', price: 25, volume: 200, maxAmountPerOrder: 8 },
    { _id: 'tt_seated', name: 'Seated', categoryRef: 'cat_seated', price: 39, volume: 100, maxAmountPerOrder: 6 },
    { _id: 'tt_student', name: 'Student', categoryRef: 'cat_student', price: 18, volume: 30, maxAmountPerOrder: 2 },
    { _id: 'tt_table', name: 'Table for four', categoryRef: 'cat_seated', price: 150, volume: 3, minAmountPerOrder: 4 },
  ],
  productIds: ['prd_programme'],
};

const programme: Product = {
  _id: 'prd_programme',
  name: 'Programme booklet',
  sellerId: 'sel_riverside',
  type: 'product',
  currency: 'GBP',
  active: true,
  variants: [{ _id: 'var_programme', price: 5, priceType: 'fixed' }],
};

/** Like the demo exhibition: hourly slots after tickets; the guided tour is linked to no slot. */
const exhibition: Event = {
  _id: 'evt_exhibition',
  sellerId: 'sel_riverside',
  name: 'River Lights',
  start: '2030-01-11T10:00:00Z',
  end: '2030-01-17T18:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 600,
  slotSettings: { selectionMode: 'afterTickets' },
  slots: [
    { _id: 'slot_d1_h10', startTime: '2030-01-11T10:00:00Z', endTime: '2030-01-11T11:00:00Z', volume: 20 },
    { _id: 'slot_d1_h12', startTime: '2030-01-11T12:00:00Z', endTime: '2030-01-11T13:00:00Z', volume: 0 },
    { _id: 'slot_d2_h10', startTime: '2030-01-12T10:00:00Z', endTime: '2030-01-12T11:00:00Z', volume: 20 },
  ],
  categories: [
    { ref: 'cat_entry', name: 'Timed entry', volume: 560 },
    { ref: 'cat_guided', name: 'Guided tour', volume: 40, slotIds: [] },
  ],
  tickets: [
    { _id: 'tt_adult', name: 'Adult', categoryRef: 'cat_entry', price: 16, volume: 400 },
    { _id: 'tt_guided', name: 'Guided tour', categoryRef: 'cat_guided', price: 24, volume: 40 },
  ],
};

const comedy: Event = {
  _id: 'evt_comedy',
  sellerId: 'sel_riverside',
  name: 'Comedy Night',
  start: '2030-01-05T20:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'soldOut',
  volume: 40,
  categories: [{ ref: 'cat_club', name: 'Club seating', volume: 40 }],
  tickets: [{ _id: 'tt_club', name: 'Club seat', categoryRef: 'cat_club', price: 20, volume: 40, maxAmountPerOrder: 4 }],
};

const faust: Event = {
  _id: 'evt_faust',
  sellerId: 'sel_lindenau',
  name: 'Faust',
  start: '2030-01-12T18:30:00Z',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  saleStatus: 'onSale',
  volume: 220,
  maxAmountPerOrder: 8,
  categories: [{ ref: 'cat_parkett', name: 'Parkett', volume: 160 }],
  tickets: [{ _id: 'tt_parkett', name: 'Parkett', categoryRef: 'cat_parkett', price: 24.3, volume: 160 }],
};

function checkout(lines: { ticketTypeId: string; amount: number; categoryRef: string }[], eventId = 'evt_jazz'): Checkout {
  return {
    _id: 'chk_1',
    secret: 'sec_1',
    status: 'open',
    expiresAt: '2030-01-01T00:15:00Z',
    currency: 'GBP',
    items: [{ _id: 'item_1', eventId, tickets: lines.map((line, index) => ({ _id: `line_${index}`, type: 'ticket', ...line })) }],
  };
}

let requests: unknown[];
let addAnswer: () => Response;
let cartAnswer: Checkout | null;

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: cartAnswer })),
  http.post('*/api/shops/riverside-live/cart/items', async ({ request }) => {
    requests.push(await request.json());
    return addAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  requests = [];
  cartAnswer = null;
  addAnswer = () => HttpResponse.json({ cart: checkout([{ ticketTypeId: 'tt_standing', amount: 2, categoryRef: 'cat_standing' }]) });
});

function renderPicker(event: Event, options: { products?: Product[]; netTaxName?: string; shopInfo?: Partial<ShopInfo> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const data = stepOneData({ intl, event, products: options.products ?? [], netTaxName: options.netTaxName });
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <ShopProvider shop={{ ...shop, ...options.shopInfo }}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <TicketPicker data={data} checkoutPath={`/riverside-live/checkout/${event._id}`} carry={{ noSteps: 'true' }} />
          </ToastProvider>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('spinbutton', { name: `Number of ${name}` });
const plus = (name: string) => screen.getByRole('button', { name: `Add one ${name}` });
const minus = (name: string) => screen.getByRole('button', { name: `Remove one ${name}` });

/** The live region (role alert) that says `text`; the toast centre has an alert region of its own. */
async function findAlert(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('alert').find((element) => element.textContent?.includes(text));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

async function press(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, times: number) {
  for (let index = 0; index < times; index += 1) await user.click(button);
}

describe('TicketPicker amounts', () => {
  it('gives every amount field its own id and a form name (issue 15: they had neither)', () => {
    renderPicker(jazz, { products: [programme] });
    const fields = screen.getAllByRole('spinbutton');
    expect(fields.length).toBeGreaterThan(1);
    const ids = fields.map((field) => field.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(expect.arrayContaining(['ticket.tt_standing', `product.${programme._id}`]));
  });

  it('stops at the max per order of the ticket type', async () => {
    const { user } = renderPicker(jazz);
    await press(user, plus('Student (Students)'), 4);
    expect(field('Student (Students)')).toHaveValue(2);
    expect(plus('Student (Students)')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Up to 2 per order')).toBeInTheDocument();
    // Still focusable at the bound, so a keyboard user keeps their place.
    expect(plus('Student (Students)')).not.toBeDisabled();
  });

  it('clamps a typed amount to what may be bought and never below 0', async () => {
    const { user } = renderPicker(jazz);
    const standing = field('Standing');
    await user.clear(standing);
    await user.type(standing, '12');
    await user.tab();
    expect(standing).toHaveValue(8);
    await user.clear(standing);
    await user.type(standing, '-3');
    await user.tab();
    expect(standing).toHaveValue(0);
    expect(minus('Standing')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shares the event max per order between ticket types', async () => {
    const { user } = renderPicker(jazz);
    await press(user, plus('Standing'), 8);
    await press(user, plus('Seated'), 5);
    // Event max 10: 8 standing leave 2 seated, though the seated category allows 6.
    expect(field('Seated')).toHaveValue(2);
    expect(plus('Seated')).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts what the cart already holds against the per-order maxima', async () => {
    cartAnswer = checkout([{ ticketTypeId: 'tt_student', amount: 1, categoryRef: 'cat_student' }]);
    const { user } = renderPicker(jazz);
    await screen.findByRole('link', { name: 'Details and pay' });
    await press(user, plus('Student (Students)'), 3);
    expect(field('Student (Students)')).toHaveValue(1);
  });

  it('stops at the volume of a ticket type without a max per order', async () => {
    const small: Event = { ...faust, maxAmountPerOrder: undefined, tickets: [{ _id: 'tt_box', name: 'Box', categoryRef: 'cat_parkett', price: 90, volume: 3 }] };
    const { user } = renderPicker(small);
    await press(user, plus('Box'), 5);
    expect(field('Box')).toHaveValue(3);
  });

  it('shows a ticket type whose minimum per order exceeds its volume as unavailable', () => {
    renderPicker(jazz);
    const row = screen.getByRole('heading', { name: 'Table for four' }).closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Not available')).toBeInTheDocument();
    expect(field('Table for four (Seated)')).toBeDisabled();
    expect(plus('Table for four (Seated)')).toBeDisabled();
  });

  it('disables every picker and the add button of a sold-out event', () => {
    renderPicker(comedy);
    expect(screen.getByText('This event is sold out.')).toBeInTheDocument();
    expect(field('Club seat')).toBeDisabled();
    expect(plus('Club seat')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('says when a planned sale starts and lets nothing be picked', () => {
    const planned = { ...comedy, saleStatus: 'planned' as const, saleStart: '2030-01-01T09:00:00Z' };
    renderPicker(planned);
    expect(screen.getByText(/^Ticket sale starts .*2030/)).toBeInTheDocument();
    expect(plus('Club seat')).toBeDisabled();
  });
});

describe('TicketPicker prices', () => {
  it('shows gross prices as they are', () => {
    renderPicker(jazz, { products: [programme] });
    expect(screen.getByText('£25.00')).toBeInTheDocument();
    expect(screen.getByText('£5.00')).toBeInTheDocument();
  });

  it('shows net prices with the tax name for sellers that show net prices', () => {
    renderPicker(faust, { netTaxName: 'MwSt.', shopInfo: { netPrices: true, taxName: 'MwSt.', currency: 'EUR' } });
    expect(screen.getByText('€24.30 plus MwSt.')).toBeInTheDocument();
  });

  it('groups the tickets of several categories under their names, and a single category without heading', () => {
    const { unmount } = renderPicker(jazz);
    for (const name of ['Standing', 'Seated', 'Students']) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    unmount();
    renderPicker(faust);
    expect(screen.queryByRole('heading', { level: 3, name: 'Parkett' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  });
});

describe('TicketPicker add to cart', () => {
  it('sends the picked tickets and products, stores the answer as the cart and resets the pickers', async () => {
    const { user, queryClient } = renderPicker(jazz, { products: [programme] });
    await press(user, plus('Standing'), 2);
    await user.click(plus('Programme booklet'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await screen.findByText('Added to your cart: 2 × Standing and 1 × Programme booklet.');
    expect(requests).toEqual([{ eventId: 'evt_jazz', tickets: [{ ticketTypeId: 'tt_standing', amount: 2 }], products: [{ productId: 'prd_programme', amount: 1 }] }]);
    expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toMatchObject({ _id: 'chk_1' });
    expect(field('Standing')).toHaveValue(0);
    expect(field('Programme booklet')).toHaveValue(0);
    const next = screen.getByRole('link', { name: 'Details and pay' });
    expect(next).toHaveAttribute('href', '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec_1&step=2&noSteps=true');
  });

  it("shows 'Could not add to cart!' in words and keeps the picked amounts", async () => {
    addAnswer = () => HttpResponse.json({ message: 'Could not add to cart!' }, { status: 409 });
    const { user, queryClient } = renderPicker(jazz, { products: [programme] });
    await press(user, plus('Standing'), 2);
    await user.click(plus('Programme booklet'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const alert = await findAlert('Could not add to cart!');
    expect(alert).toHaveTextContent('Please pick fewer and try again.');
    expect(field('Standing')).toHaveValue(2);
    expect(field('Programme booklet')).toHaveValue(1);
    expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toBeNull();
  });

  it.each([
    ['No active ticket type', 'This ticket type is no longer on sale.'],
    ['Category not found for ticket type', 'its category is missing'],
  ])("shows '%s' in the buyer's words", async (message, words) => {
    addAnswer = () => HttpResponse.json({ message }, { status: 400 });
    const { user } = renderPicker(jazz);
    await user.click(plus('Standing'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await findAlert(words);
    expect(field('Standing')).toHaveValue(1);
  });

  it('asks for a pick before calling anything when nothing is picked', async () => {
    const { user } = renderPicker(jazz);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await findAlert('Pick at least one ticket or product first.');
    expect(requests).toEqual([]);
  });

  it('adds once on a double click', async () => {
    const { user } = renderPicker(jazz);
    await user.click(plus('Standing'));
    await user.dblClick(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart/);
    expect(requests).toHaveLength(1);
  });
});

describe('TicketPicker time slots', () => {
  it('asks for a slot after tickets of a slot-bound category are picked, and sends it', async () => {
    addAnswer = () => HttpResponse.json({ cart: checkout([{ ticketTypeId: 'tt_adult', amount: 2, categoryRef: 'cat_entry' }], 'evt_exhibition') });
    const { user } = renderPicker(exhibition);
    expect(screen.queryByRole('group', { name: 'Time slot' })).not.toBeInTheDocument();

    await press(user, plus('Adult (Timed entry)'), 2);
    const slots = screen.getByRole('group', { name: 'Time slot' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(requests).toEqual([]);
    expect(within(slots).getByText('Pick a time slot for your tickets.')).toBeInTheDocument();
    expect(slots).toHaveFocus();

    // Grouped by day; a slot with no places left cannot be picked.
    const days = within(slots).getAllByRole('group');
    expect(days).toHaveLength(2);
    const radios = within(slots).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[1]).toBeDisabled();
    expect(within(slots).getByText('(full)')).toBeInTheDocument();

    await user.click(radios[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart: 2 × Adult/);
    expect(requests).toEqual([{ eventId: 'evt_exhibition', tickets: [{ ticketTypeId: 'tt_adult', amount: 2, slotId: 'slot_d1_h10' }] }]);
  });

  it('needs no slot for a category linked to no slots', async () => {
    addAnswer = () => HttpResponse.json({ cart: checkout([{ ticketTypeId: 'tt_guided', amount: 1, categoryRef: 'cat_guided' }], 'evt_exhibition') });
    const { user } = renderPicker(exhibition);
    await user.click(plus('Guided tour'));
    expect(screen.queryByRole('group', { name: 'Time slot' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart/);
    expect(requests).toEqual([{ eventId: 'evt_exhibition', tickets: [{ ticketTypeId: 'tt_guided', amount: 1 }] }]);
  });

  it("shows 'No time slot cart item found' at the slots", async () => {
    addAnswer = () => HttpResponse.json({ message: 'No time slot cart item found' }, { status: 400 });
    const { user } = renderPicker(exhibition);
    await user.click(plus('Adult (Timed entry)'));
    await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const slots = screen.getByRole('group', { name: 'Time slot' });
    await within(slots).findByText('The time slot could not be found. Please pick a time slot again.');
    expect(field('Adult (Timed entry)')).toHaveValue(1);
  });
});

describe('TicketPicker coupons', () => {
  it('applies a code on its own and shows a refusal under the field', async () => {
    addAnswer = () => HttpResponse.json({ message: 'Coupon is not combinable with the applied coupons', code: 'notCombinable' }, { status: 400 });
    const { user } = renderPicker(jazz);
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This coupon cannot be combined with the coupon already applied.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('SPRING10');
    expect(requests).toEqual([{ eventId: 'evt_jazz', coupon: 'SPRING10' }]);
  });

  it('does not send a refused code again with the tickets; an edited code goes along again (issue 15)', async () => {
    addAnswer = () => HttpResponse.json({ message: 'Coupon is not combinable with the applied coupons', code: 'notCombinable' }, { status: 400 });
    const { user } = renderPicker(jazz);
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon cannot be combined with the coupon already applied.')).toBeInTheDocument();

    addAnswer = () => HttpResponse.json({ cart: checkout([]) });
    await user.click(plus('Standing'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ eventId: 'evt_jazz', tickets: [{ ticketTypeId: 'tt_standing', amount: 1 }] });
    // The refused code stays where the buyer can see and fix it.
    expect(code).toHaveValue('SPRING10');

    await user.clear(code);
    await user.type(code, 'WELCOME10');
    await user.click(plus('Standing'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toMatchObject({ coupon: 'WELCOME10' });
  });

  it.each([
    [{ message: 'Coupon not found' }, 'This coupon code is not valid.'],
    [{ message: 'Coupon already applied' }, 'This coupon is already applied.'],
    [{ message: 'Maximum number of coupons reached', code: 'limitReached' }, 'No more coupons can be applied to this order.'],
  ])('words the refusal %j', async (answer, words) => {
    addAnswer = () => HttpResponse.json(answer, { status: 400 });
    const { user } = renderPicker(jazz);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'X{Enter}');
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('sends a typed code with the tickets and keeps both on refusal', async () => {
    addAnswer = () => HttpResponse.json({ message: 'Coupon not found' }, { status: 400 });
    const { user } = renderPicker(jazz);
    await user.click(plus('Standing'));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), ' SPRING10 ');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(requests).toEqual([{ eventId: 'evt_jazz', tickets: [{ ticketTypeId: 'tt_standing', amount: 1 }], coupon: 'SPRING10' }]);
    expect(field('Standing')).toHaveValue(1);
  });

  it('confirms an applied coupon and lists the applied codes of the cart', async () => {
    addAnswer = () => HttpResponse.json({ cart: { ...checkout([]), items: [{ _id: 'item_1', eventId: 'evt_jazz', tickets: [], appliedCoupons: [{ code: 'SPRING10' }] }] } });
    const { user } = renderPicker(jazz);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SPRING10 applied.')).toBeInTheDocument();
    expect(screen.getByText('Applied: SPRING10')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });
});
