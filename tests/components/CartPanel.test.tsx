// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { CartPill } from '../../components/cart/CartPill.tsx';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { CartLine, Checkout } from '../../lib/ticketing/schemas/checkout.ts';

const SLUG = 'riverside-live';
const CART_URL = `/api/shops/${SLUG}/cart`;

const shop: ShopInfo = {
  slug: SLUG,
  sellerId: 'sel_1',
  name: 'Riverside Live',
  currency: 'EUR',
  timezone: 'Europe/Berlin',
  locale: 'en',
  netPrices: false,
  taxName: 'VAT',
  capturePhone: false,
};

const adult: CartLine = { _id: 'line_adult', type: 'ticket', name: 'Adult', amount: 2, price: 30, ticketTypeId: 'tt_adult', seatingInfo: { groupName: 'A', rowName: '3', seatName: '12', gate: 'Gate B' } };
const child: CartLine = { _id: 'line_child', type: 'ticket', name: 'Child', amount: 1, price: 15, ticketTypeId: 'tt_child', slotInfo: { slotStartTime: '2030-06-01T16:00:00Z' } };
const parking: CartLine = { _id: 'line_parking', type: 'product', name: 'Parking', amount: 1, price: 10, productId: 'prd_parking' };

function makeCart(overrides: Partial<Checkout> = {}, lines: { tickets?: CartLine[]; products?: CartLine[] } = {}): Checkout {
  return {
    _id: 'chk_1',
    secret: 'sec_1',
    status: 'open',
    expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
    currency: 'EUR',
    realPrice: 95.5,
    items: [
      {
        _id: 'item_1',
        eventId: 'evt_1',
        tickets: lines.tickets ?? [adult, child],
        products: lines.products ?? [parking],
        outerFeeComponents: {
          fix: [
            { total: 2, name: 'Booking fee', exposed: true },
            { total: 1.5, name: 'System fee', exposed: false },
          ],
          var: [
            { total: 1, name: 'Booking fee', exposed: true },
            { total: 0.5, exposed: false },
          ],
        },
        appliedDiscountInfo: { discounts: [{ type: 'fix_discount', absoluteDiscountValue: 5 }] },
        appliedCoupons: [{ code: 'SPRING' }],
      },
    ],
    ...overrides,
  };
}

let cart: Checkout | null;
const removeCalls: { lineId: string; confirm?: boolean }[] = [];

const server = setupServer(http.get(CART_URL, () => HttpResponse.json({ cart })));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  removeCalls.length = 0;
});
afterAll(() => server.close());

function renderShop(info: ShopInfo = shop) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={client}>
        <ShopProvider shop={info}>
          <ToastProvider>
            <CartPill />
          </ToastProvider>
        </ShopProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { user, client };
}

/** Renders the pill, waits for the cart, opens the panel. */
async function openPanel(info?: ShopInfo) {
  const view = renderShop(info);
  const pill = screen.getByRole('button', { name: /^Cart,/ });
  if (cart && cart.status === 'open') await waitFor(() => expect(pill).not.toHaveAccessibleName('Cart, empty'));
  await view.user.click(pill);
  const panel = await screen.findByRole('dialog', { name: 'Your cart' });
  return { ...view, pill, panel };
}

const plain = (text: string | null | undefined) => text?.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

function row(panel: HTMLElement, term: string) {
  const dt = within(panel).getByText(term, { selector: 'dt' });
  return plain(dt.nextElementSibling?.textContent);
}

describe('CartPanel', () => {
  it('shows the count, lines, seat and slot, grouped fees, discounts and the total', async () => {
    cart = makeCart();
    const { pill, panel } = await openPanel();
    expect(pill).toHaveAccessibleName('Cart, 4 items');
    expect(pill).toHaveAttribute('aria-expanded', 'true');
    expect(pill.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(within(panel).getByText('4 items')).toBeInTheDocument();
    expect(within(panel).getByText(/Reserved for/)).toHaveTextContent(/Reserved for 1[34]:\d\d/);

    const lines = within(panel).getByRole('list', { name: 'Items in your cart' });
    const items = within(lines).getAllByRole('listitem').filter((item) => item.parentElement === lines);
    expect(items.map((item) => plain(item.querySelector('p')?.textContent))).toEqual(['2 × Adult', '1 × Child', '1 × Parking']);
    expect(plain(items[0]!.textContent)).toContain('€60.00');
    expect(plain(items[0]!.textContent)).toContain('€30.00 each');
    const seat = within(items[0]!).getByRole('list', { name: 'Seat' });
    expect(within(seat).getAllByRole('listitem').map((part) => part.textContent)).toEqual(['Block A', 'Row 3', 'Seat 12', 'Gate B']);
    // 16:00 UTC is 18:00 in Berlin (summer time).
    expect(plain(within(items[1]!).getByText(/Time slot:/).textContent)).toMatch(/Sat, Jun 1, 2030, 06:00 PM/);

    expect(row(panel, 'Booking fee')).toBe('€3.00');
    expect(row(panel, 'Other fees')).toBe('€2.00');
    expect(row(panel, 'Coupon')).toBe('SPRING');
    expect(row(panel, 'Discount')).toBe('-€5.00');
    expect(row(panel, 'Total')).toBe('€95.50');
    expect(within(panel).queryByText('System fee')).not.toBeInTheDocument();

    expect(within(panel).getByRole('link', { name: 'Details and pay' })).toHaveAttribute('href', `/${SLUG}/checkout/evt_1?checkoutId=chk_1&secret=sec_1&step=2`);
    expect(within(panel).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', `/${SLUG}`);
  });

  it('shows net prices with the tax name, and a summary that adds up: net subtotal, tax per rate, fees, gross total (issue 15)', async () => {
    const taxed = (line: CartLine): CartLine => ({ ...line, taxRate: 0.19 });
    // Net 85.00 after a 5.00 discount on the adult line; 19 % on each line's discounted total; 2.50 fees.
    cart = makeCart({ realPrice: 97.7 }, { tickets: [taxed(adult), taxed(child)], products: [taxed(parking)] });
    cart.items![0]!.outerFeeComponents = { fix: [{ total: 2.5, name: 'Booking fee', exposed: true }] };
    cart.items![0]!.appliedDiscountInfo = {
      discounts: [{ type: 'fix_discount', absoluteDiscountValue: 5 }],
      items: [{ _id: 'line_adult', regularTotal: 60, discount: 5, total: 55 }, { _id: 'line_child', total: 15 }, { _id: 'line_parking', total: 10 }],
    };
    const { panel } = await openPanel({ ...shop, netPrices: true, taxName: 'VAT' });
    expect(plain(within(panel).getAllByRole('listitem')[0]!.textContent)).toContain('€60.00 plus VAT');
    expect(row(panel, 'Subtotal (net)')).toBe('€80.00');
    expect(row(panel, 'VAT 19%')).toBe('€15.20');
    expect(row(panel, 'Booking fee')).toBe('€2.50');
    expect(row(panel, 'Total incl. VAT')).toBe('€97.70');
    expect(within(panel).queryByText('Total', { selector: 'dt' })).not.toBeInTheDocument();
    const terms = within(panel).getAllByRole('term').map((term) => term.textContent);
    expect(terms.indexOf('Discount')).toBeLessThan(terms.indexOf('Subtotal (net)'));
    expect(terms.indexOf('VAT 19%')).toBeLessThan(terms.indexOf('Booking fee'));
  });

  it('shows "Fees waived" for a waive-fees discount', async () => {
    cart = makeCart({ realPrice: 85 });
    cart.items![0]!.outerFeeComponents = {};
    cart.items![0]!.appliedDiscountInfo = { discounts: [{ type: 'waive_fees' }] };
    const { panel } = await openPanel();
    expect(within(panel).getByText('Fees waived', { selector: 'dt' })).toBeInTheDocument();
    expect(within(panel).queryByText('Other fees')).not.toBeInTheDocument();
    expect(row(panel, 'Total')).toBe('€85.00');
  });

  it('keeps the countdown heard with the panel closed: its announcer sits beside the pill, once (issue 15)', async () => {
    cart = makeCart();
    renderShop();
    const pill = screen.getByRole('button', { name: /^Cart,/ });
    await waitFor(() => expect(pill).toHaveAccessibleName('Cart, 4 items'));
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).not.toBeInTheDocument();
    const announcers = () => document.body.querySelectorAll('[data-testid="countdown-announcer"] [aria-live]');
    expect(announcers()).toHaveLength(2);
    // Opening the panel adds no second set of live regions, so nothing is said twice.
    await userEvent.click(pill);
    await screen.findByRole('dialog', { name: 'Your cart' });
    expect(document.body.querySelectorAll('[aria-live="polite"]:not([role])').length).toBe(1);
    expect(announcers()).toHaveLength(2);
  });

  it("shows a ticket action's fee without a Remove button: the order is cancelled instead", async () => {
    const fee: CartLine = { _id: 'line_fee', type: 'additionalFee', name: 'Repersonalization fee (Seated)', amount: 1, price: 5 };
    cart = makeCart({ realPrice: 65 }, { tickets: [adult], products: [] });
    cart.items![0]!.additionalItems = [fee];
    const { panel } = await openPanel();
    const lines = within(panel).getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByText(/Repersonalization fee/)).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Remove Adult' })).toBeInTheDocument();
    expect(within(lines).queryByRole('button', { name: /^Remove Repersonalization/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it("shows a purchase intent's reserved lines without a Remove button: they are paid as agreed", async () => {
    cart = makeCart({ realPrice: 70 }, { tickets: [{ ...adult, purchaseIntentId: 'pi_1' }], products: [parking] });
    const { panel } = await openPanel();
    const lines = within(panel).getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByText('2 × Adult')).toBeInTheDocument();
    expect(within(lines).queryByRole('button', { name: 'Remove Adult' })).not.toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Remove Parking' })).toBeInTheDocument();
  });

  it('turns Remove into Remove and Keep; Keep restores the line and the focus', async () => {
    cart = makeCart();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Remove Adult' }));
    const group = within(panel).getByRole('group', { name: 'Remove 1 × Adult?' });
    expect(within(group).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.click(within(group).getByRole('button', { name: 'Keep' }));
    expect(within(panel).queryByRole('group')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove Adult' })).toHaveFocus();
    expect(removeCalls).toEqual([]);
  });

  it('removes one unit: the line shows the amount the API answers', async () => {
    cart = makeCart();
    server.use(
      http.post(`${CART_URL}/remove`, async ({ request }) => {
        removeCalls.push((await request.json()) as { lineId: string; confirm?: boolean });
        cart = makeCart({ realPrice: 65.5 }, { tickets: [{ ...adult, amount: 1 }, child] });
        return HttpResponse.json({ cart });
      }),
    );
    const { user, panel, pill } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Remove Adult' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).getByText('1 × Adult')).toBeInTheDocument());
    expect(removeCalls).toEqual([{ lineId: 'line_adult', confirm: false }]);
    expect(within(panel).getByText('3 items')).toBeInTheDocument();
    expect(pill).toHaveAccessibleName('Cart, 3 items');
    expect(row(panel, 'Total')).toBe('€65.50');
    expect(within(panel).getByRole('button', { name: 'Remove Adult' })).toHaveFocus();
  });

  it('removes a line at amount 1 and moves focus to the next line', async () => {
    cart = makeCart();
    server.use(
      http.post(`${CART_URL}/remove`, async ({ request }) => {
        removeCalls.push((await request.json()) as { lineId: string; confirm?: boolean });
        cart = makeCart({ realPrice: 80.5 }, { tickets: [adult] });
        return HttpResponse.json({ cart });
      }),
    );
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Remove Child' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).queryByText('1 × Child')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Remove Parking' })).toHaveFocus();
  });

  it('asks before removing the further lines a 409 confirmationRequired lists, then confirms', async () => {
    cart = makeCart();
    server.use(
      http.post(`${CART_URL}/remove`, async ({ request }) => {
        const body = (await request.json()) as { lineId: string; confirm?: boolean };
        removeCalls.push(body);
        if (!body.confirm) return HttpResponse.json({ message: 'Confirmation required', code: 'confirmationRequired', lines: [adult] }, { status: 409 });
        cart = makeCart({ realPrice: 10 }, { tickets: [] });
        return HttpResponse.json({ cart });
      }),
    );
    const { user, panel, pill } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Remove Child' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove more items?' });
    expect(dialog).toHaveAccessibleDescription(/these items will be removed as well/);
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('2 × Adult');
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    // Nothing is gone until the buyer confirms.
    expect(within(panel).getByText('1 × Child')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removeCalls).toEqual([
      { lineId: 'line_child', confirm: false },
      { lineId: 'line_child', confirm: true },
    ]);
    expect(within(panel).queryByText(/Adult|Child/)).not.toBeInTheDocument();
    expect(within(panel).getByText('1 × Parking')).toBeInTheDocument();
    expect(pill).toHaveAccessibleName('Cart, 1 item');
  });

  it('keeps everything when the further removal is declined', async () => {
    cart = makeCart();
    server.use(
      http.post(`${CART_URL}/remove`, async ({ request }) => {
        removeCalls.push((await request.json()) as { lineId: string; confirm?: boolean });
        return HttpResponse.json({ message: 'Confirmation required', code: 'confirmationRequired', lines: [adult] }, { status: 409 });
      }),
    );
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Remove Child' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    // Escape closed only the confirmation, not the panel.
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(within(panel).getByText('2 × Adult')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove Child' })).toHaveFocus();
    expect(removeCalls).toHaveLength(1);
  });

  it('shows the error toast when a removal fails and keeps the lines', async () => {
    cart = makeCart();
    server.use(http.post(`${CART_URL}/remove`, () => HttpResponse.json({ message: 'Upstream failed' }, { status: 502 })));
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Remove Adult' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    const alert = await screen.findByText('The item could not be removed. Please try again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(panel).getByText('2 × Adult')).toBeInTheDocument();
    expect(within(panel).getByText('1 × Child')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove Adult' })).toHaveFocus();
  });

  it('cancels the order after a confirmation and shows the returned state', async () => {
    cart = makeCart();
    let aborted = 0;
    server.use(
      http.post(`${CART_URL}/abort`, () => {
        aborted += 1;
        cart = { ...makeCart(), status: 'aborted', items: [], realPrice: 0 };
        return HttpResponse.json({ cart });
      }),
    );
    const { user, panel, pill } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your order?' });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    expect(aborted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument());
    expect(aborted).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(pill).toHaveAccessibleName('Cart, empty');
    expect(within(panel).queryByRole('link', { name: 'Details and pay' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Your cart' })).toHaveFocus();
  });

  it('says the reservation expired at zero, refetches the cart and offers to start again', async () => {
    cart = makeCart({ expiresAt: new Date(Date.now() + 1_200).toISOString() });
    let fetches = 0;
    server.use(
      http.get(CART_URL, () => {
        fetches += 1;
        // The server answers the elapsed checkout as expired (ADR 0009).
        if (cart && Date.parse(cart.expiresAt ?? '') <= Date.now()) cart = { ...cart, status: 'expired' };
        return HttpResponse.json({ cart });
      }),
    );
    const { panel, pill } = await openPanel();
    expect(within(panel).getByText('2 × Adult')).toBeInTheDocument();
    const notice = await within(panel).findByText('Your reservation has expired', {}, { timeout: 3000 });
    expect(notice).toHaveFocus();
    expect(within(panel).queryByText('2 × Adult')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start again' })).toHaveAttribute('href', `/${SLUG}/checkout/evt_1`);
    expect(pill).toHaveAccessibleName('Cart, empty');
    await waitFor(() => expect(fetches).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(cart?.status).toBe('expired'));
  });

  it('stacks lines of the same kind when the cart has more than 50 lines', async () => {
    const seats = Array.from({ length: 51 }, (_, index): CartLine => ({ ...adult, _id: `line_seat_${index}`, amount: 1, seatingInfo: { rowName: '1', seatName: String(index + 1) } }));
    cart = makeCart({}, { tickets: [...seats, child] });
    const { panel } = await openPanel();
    const lines = within(panel).getByRole('list', { name: 'Items in your cart' });
    const names = within(lines)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === lines)
      .map((item) => plain(item.querySelector('p')?.textContent));
    expect(names).toEqual(['51 × Adult', '1 × Child', '1 × Parking']);
    expect(within(lines).queryByRole('list', { name: 'Seat' })).not.toBeInTheDocument();
    expect(within(panel).getByText('53 items')).toBeInTheDocument();
  });

  it('shows the empty state without a cart', async () => {
    cart = null;
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the pill; Tab stays inside', async () => {
    cart = makeCart();
    const { user, panel, pill } = await openPanel();
    expect(panel).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(panel).getByRole('link', { name: 'Continue shopping' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pill).toHaveFocus();
    expect(pill).toHaveAttribute('aria-expanded', 'false');
  });
});
