// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import type { Bundle } from '../../lib/ticketing/schemas/bundle.ts';
import type { BundleOffer, CartLine, Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';

/**
 * The bundle dialog of checkout step 1 (issue 15, ADR 0026), on the step as the buyer meets it:
 * the offer comes with the cart, its steppers keep to each component's bounds, "Add to cart" sends
 * the chosen amounts, "No thanks" and Escape decline an optional bundle and keep the ticket, and
 * closing a required bundle's dialog is aborting: the ticket goes.
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

const jazz: Event = {
  _id: 'evt_jazz',
  sellerId: 'sel_riverside',
  name: 'Midnight Jazz Session',
  start: '2030-01-10T20:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 300,
  categories: [
    { ref: 'cat_standing', name: 'Standing', volume: 200 },
    { ref: 'cat_seated', name: 'Seated', volume: 100 },
  ],
  tickets: [
    { _id: 'tt_standing', name: 'Standing', categoryRef: 'cat_standing', price: 25, volume: 200 },
    { _id: 'tt_seated', name: 'Seated', categoryRef: 'cat_seated', price: 39, volume: 100 },
  ],
};

const dinnerAndShow: Bundle = {
  _id: 'bnd_dinner_and_show',
  name: 'Dinner & Show',
  description: 'A two-course dinner in the Riverside Brasserie.',
  image: '/demo/events/jazz.jpg',
  active: true,
  showOnlyTotalPrice: false,
  triggers: [{ type: 'ticketType', targetId: 'tt_seated' }],
  components: [
    { _id: 'bnc_dinner', name: 'Dinner', options: [{ type: 'product', targetId: 'prd_dinner', name: 'Two-course dinner' }], minQuantity: 0, maxQuantity: 6 },
    { _id: 'bnc_drink', name: 'Welcome drink', options: [{ type: 'product', targetId: 'prd_drinks' }], minQuantity: 0, maxQuantity: 2 },
  ],
};
const PRICES = [
  { componentId: 'bnc_dinner', price: 29 },
  { componentId: 'bnc_drink', price: 7 },
];

/** Supper club: a dinner (1-3) is part of the ticket, drinks (0-2) are up to the buyer. */
const supperClub: Bundle = {
  ...dinnerAndShow,
  _id: 'bnd_supper_club',
  name: 'Supper club',
  components: [
    { _id: 'bnc_dinner', name: 'Dinner', options: [{ type: 'product', targetId: 'prd_dinner' }], minQuantity: 1, maxQuantity: 3 },
    { _id: 'bnc_drink', name: 'Welcome drink', options: [{ type: 'product', targetId: 'prd_drinks' }], minQuantity: 0, maxQuantity: 2 },
  ],
};

const seat: CartLine = {
  _id: 'line_seat',
  type: 'ticket',
  ticketTypeId: 'tt_seated',
  name: 'Seated',
  amount: 1,
  price: 39,
  categoryRef: 'cat_seated',
  seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '3', seatName: '5' },
};
const offerOf = (bundle: Bundle, extra: Partial<BundleOffer> = {}): BundleOffer => ({ bundleId: bundle._id, triggeredBy: seat._id, bundle, prices: PRICES, ...extra });

function cartWith(input: { tickets?: CartLine[]; products?: CartLine[]; offers?: BundleOffer[] }): Checkout {
  return {
    _id: 'chk_1',
    secret: 'sec_1',
    status: 'open',
    expiresAt: '2030-01-01T00:15:00Z',
    currency: 'GBP',
    items: [{ _id: 'item_1', eventId: 'evt_jazz', tickets: input.tickets ?? [seat], products: input.products ?? [], bundleOffers: input.offers ?? [] }],
  };
}

let cartAnswer: Checkout | null;
let added: unknown[];
let declined: unknown[];
let addAnswer: (body: unknown) => Response;
let declineAnswer: () => Response;

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: cartAnswer })),
  http.post('*/api/shops/riverside-live/cart/items', async ({ request }) => {
    const body = await request.json();
    added.push(body);
    return addAnswer(body);
  }),
  http.post('*/api/shops/riverside-live/cart/bundles/decline', async ({ request }) => {
    declined.push(await request.json());
    return declineAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  cartAnswer = null;
  added = [];
  declined = [];
  addAnswer = () => HttpResponse.json({ cart: cartWith({}) });
  declineAnswer = () => HttpResponse.json({ cart: cartWith({}) });
});

function renderStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const data = stepOneData({ intl, event: jazz, products: [] });
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <ShopProvider shop={shop}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <TicketPicker data={data} checkoutPath="/riverside-live/checkout/evt_jazz" />
          </ToastProvider>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const inDialog = (element: HTMLElement) => within(element);

describe('the bundle dialog of an optional bundle', () => {
  it('leaves the focus alone on a page that never showed an offer (the page must not jump to Add to cart)', async () => {
    renderStep();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument());
    await new Promise((done) => setTimeout(done, 50));
    expect(document.body).toHaveFocus();
  });

  it('opens after adding the ticket, with focus inside, and gives focus back to Add to cart after No thanks', async () => {
    addAnswer = () => HttpResponse.json({ cart: cartWith({ offers: [offerOf(dinnerAndShow)] }) });
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Add one Seated' }));
    const addButton = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(addButton);

    const shown = await dialog('Dinner & Show');
    expect(shown).toHaveFocus();
    expect(shown).toHaveAccessibleDescription('A two-course dinner in the Riverside Brasserie.');
    expect(inDialog(shown).getByText('With your ticket: Seated, Stalls, Block A, row 3, seat 5')).toBeInTheDocument();
    expect(inDialog(shown).queryByText(/Without the bundle the ticket is removed/)).not.toBeInTheDocument();

    await user.click(inDialog(shown).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declined).toEqual([{ bundleId: 'bnd_dinner_and_show', triggeredBy: 'line_seat' }]);
    expect(added).toHaveLength(1);
    expect(addButton).toHaveFocus();
  });

  it('keeps every stepper within its component’s minimum and maximum, and totals the choice', async () => {
    cartAnswer = cartWith({ offers: [offerOf(dinnerAndShow)] });
    const { user } = renderStep();
    const shown = await dialog('Dinner & Show');
    const inside = inDialog(shown);
    expect(inside.getByText('£29.00 each')).toBeInTheDocument();
    expect(inside.getByText('£7.00 each')).toBeInTheDocument();
    expect(inside.getByText('Two-course dinner')).toBeInTheDocument();
    const total = () => inside.getByText('Total').parentElement;
    expect(total()).toHaveTextContent('£0.00');
    expect(inside.getByRole('button', { name: 'Remove one Dinner' })).toHaveAttribute('aria-disabled', 'true');

    for (let press = 0; press < 4; press += 1) await user.click(inside.getByRole('button', { name: 'Add one Welcome drink' }));
    expect(inside.getByRole('spinbutton', { name: 'Number of Welcome drink' })).toHaveValue(2);
    expect(inside.getByRole('button', { name: 'Add one Welcome drink' })).toHaveAttribute('aria-disabled', 'true');

    const dinners = inside.getByRole('spinbutton', { name: 'Number of Dinner' });
    await user.clear(dinners);
    await user.type(dinners, '9');
    await user.tab();
    expect(dinners).toHaveValue(6);
    expect(total()).toHaveTextContent('£188.00');
  });

  it('shows only the total when the bundle says so', async () => {
    cartAnswer = cartWith({ offers: [offerOf({ ...dinnerAndShow, showOnlyTotalPrice: true })] });
    const { user } = renderStep();
    const inside = inDialog(await dialog('Dinner & Show'));
    expect(inside.queryByText(/each$/)).not.toBeInTheDocument();
    await user.click(inside.getByRole('button', { name: 'Add one Dinner' }));
    expect(inside.getByText('Total').parentElement).toHaveTextContent('£29.00');
  });

  it('adds the bundle with the chosen amounts', async () => {
    cartAnswer = cartWith({ offers: [offerOf(dinnerAndShow)] });
    const bundleLine: CartLine = { _id: 'line_bundle', type: 'bundle', name: 'Dinner & Show', amount: 1, price: 58, triggeredBy: 'line_seat' };
    addAnswer = () => HttpResponse.json({ cart: cartWith({ products: [bundleLine] }) });
    const { user } = renderStep();
    const inside = inDialog(await dialog('Dinner & Show'));
    await user.click(inside.getByRole('button', { name: 'Add one Dinner' }));
    await user.click(inside.getByRole('button', { name: 'Add one Dinner' }));
    await user.click(inside.getByRole('button', { name: 'Add to cart' }));

    await screen.findByText('Added to your cart: Dinner & Show.');
    expect(added).toEqual([
      {
        eventId: 'evt_jazz',
        bundle: {
          bundleId: 'bnd_dinner_and_show',
          triggeredBy: 'line_seat',
          components: [
            { componentId: 'bnc_dinner', amount: 2 },
            { componentId: 'bnc_drink', amount: 0 },
          ],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(declined).toEqual([]);
  });

  it('asks for something before adding nothing, and sends nothing', async () => {
    cartAnswer = cartWith({ offers: [offerOf(dinnerAndShow)] });
    const { user } = renderStep();
    const shown = await dialog('Dinner & Show');
    await user.click(inDialog(shown).getByRole('button', { name: 'Add to cart' }));
    expect(inDialog(shown).getByRole('alert')).toHaveTextContent('Choose at least one item, or press No thanks.');
    expect(added).toEqual([]);
  });

  it('keeps the dialog and says so when the bundle is refused', async () => {
    cartAnswer = cartWith({ offers: [offerOf(dinnerAndShow)] });
    addAnswer = () => HttpResponse.json({ message: 'out of range', code: 'bundleAmountOutOfRange' }, { status: 400 });
    const { user } = renderStep();
    const shown = await dialog('Dinner & Show');
    await user.click(inDialog(shown).getByRole('button', { name: 'Add one Dinner' }));
    await user.click(inDialog(shown).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(inDialog(shown).getByRole('alert')).toHaveTextContent('The bundle could not be added. Please try again.'));
    expect(screen.getByRole('dialog', { name: 'Dinner & Show' })).toBeInTheDocument();
  });

  it('takes Escape as No thanks: the offer is declined and the ticket kept', async () => {
    cartAnswer = cartWith({ offers: [offerOf(dinnerAndShow)] });
    const { user } = renderStep();
    await dialog('Dinner & Show');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declined).toEqual([{ bundleId: 'bnd_dinner_and_show', triggeredBy: 'line_seat' }]);
    expect(screen.queryByText(/Removed from your cart/)).not.toBeInTheDocument();
  });

  it('asks about each seat in turn', async () => {
    const second: CartLine = { ...seat, _id: 'line_seat_2', seatingInfo: { ...seat.seatingInfo, seatName: '6' } };
    cartAnswer = cartWith({ tickets: [seat, second], offers: [offerOf(dinnerAndShow), offerOf(dinnerAndShow, { triggeredBy: second._id })] });
    declineAnswer = () => HttpResponse.json({ cart: cartWith({ tickets: [seat, second], offers: [offerOf(dinnerAndShow, { triggeredBy: second._id })] }) });
    const { user } = renderStep();
    expect(inDialog(await dialog('Dinner & Show')).getByText(/seat 5$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(inDialog(screen.getByRole('dialog', { name: 'Dinner & Show' })).getByText(/seat 6$/)).toBeInTheDocument());
  });

  it('does not ask about a ticket that is no longer in the cart', async () => {
    cartAnswer = cartWith({ tickets: [], offers: [offerOf(dinnerAndShow)] });
    renderStep();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the bundle dialog of a bundle with a required component', () => {
  it('starts at the minimum, offers no No thanks, and says the ticket goes without it', async () => {
    cartAnswer = cartWith({ offers: [offerOf(supperClub, { lineId: 'line_bundle' })] });
    const { user } = renderStep();
    const shown = await dialog('Supper club');
    const inside = inDialog(shown);
    expect(inside.queryByRole('button', { name: 'No thanks' })).not.toBeInTheDocument();
    expect(shown).toHaveAccessibleDescription(/Without the bundle the ticket is removed\./);
    expect(inside.getByRole('spinbutton', { name: 'Number of Dinner' })).toHaveValue(1);
    expect(inside.getByRole('button', { name: 'Remove one Dinner' })).toHaveAttribute('aria-disabled', 'true');
    expect(inside.getByText('Total').parentElement).toHaveTextContent('£29.00');
    await user.click(inside.getByRole('button', { name: 'Add one Welcome drink' }));
    await user.click(inside.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ bundle: { bundleId: 'bnd_supper_club', components: [{ componentId: 'bnc_dinner', amount: 1 }, { componentId: 'bnc_drink', amount: 1 }] } });
  });

  it('takes Escape as aborting: the ticket line goes, and the buyer is told', async () => {
    cartAnswer = cartWith({ offers: [offerOf(supperClub, { lineId: 'line_bundle' })] });
    const empty: Checkout = { ...cartWith({}), items: [] };
    declineAnswer = () => HttpResponse.json({ cart: empty });
    const { user } = renderStep();
    await dialog('Supper club');
    await user.keyboard('{Escape}');
    await screen.findByText('Removed from your cart without its bundle: Seated, Stalls, Block A, row 3, seat 5.');
    expect(declined).toEqual([{ bundleId: 'bnd_supper_club', triggeredBy: 'line_seat' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nobody opened the dialog (it came with the cart), so focus goes to Add to cart.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });
});
