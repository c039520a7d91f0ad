// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { AccountPill } from '../../components/shop/AccountPill.tsx';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { KnownAccount } from '../../components/shop/account-header.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { accountMenuEntries, accountPillEntries, type AccountMenuEntry, type AccountMenuInput } from '../../lib/domain/account-menu.ts';
import { accountPillName } from '../../lib/domain/customer-name.ts';
import { FakeCacheStorage } from '../offline/fake-cache-storage.ts';

const navigateTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/account/shell/navigate.ts', () => ({ navigateTo }));

const shop: ShopInfo = {
  slug: 'kulturhaus-lindenau',
  sellerId: 'sel_lindenau',
  name: 'Kulturhaus Lindenau',
  currency: 'EUR',
  timezone: 'Europe/Berlin',
  locale: 'en',
  netPrices: true,
  taxName: 'MwSt.',
  capturePhone: false,
};

const LOGOUT_URL = `/api/shops/${shop.slug}/session/logout`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  navigateTo.mockReset();
});
afterAll(() => server.close());

const ALL_ON = { ticketTransfers: true, subscriptions: true, customerPaymentMethods: true, purchaseIntents: true, paymentPlans: true, memberships: true, resell: true };

function entriesFor(overrides: Partial<AccountMenuInput> & { features?: Record<string, boolean>; shopSettings?: AccountMenuInput['seller']['shopSettings'] } = {}): AccountMenuEntry[] {
  return accountPillEntries(
    accountMenuEntries({
      seller: { _id: shop.sellerId, slug: shop.slug, features: overrides.features ?? ALL_ON, shopSettings: overrides.shopSettings ?? {} },
      customer: { _account: { loginType: 'password' } },
      enrolledInMembership: overrides.enrolledInMembership ?? true,
      hasResellOffers: overrides.hasResellOffers ?? true,
    }),
  );
}

type PillCase = { accountHref: string; displayName?: string; entries?: AccountMenuEntry[] };

/** The pill on a page that knows its visitor (`known`), or on a cached page, where it asks the server. */
function renderPill({ accountHref, ...account }: PillCase, known = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pill = <AccountPill accountHref={accountHref} />;
  return render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={client}>
        <ShopProvider shop={shop}>
          <ToastProvider>
            <p>outside</p>
            {known ? <KnownAccount account={account}>{pill}</KnownAccount> : pill}
          </ToastProvider>
        </ShopProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
}

const menuNames = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);

describe('AccountPill logged out', () => {
  it('shows Log in, leading to the account area', () => {
    renderPill({ accountHref: '/kulturhaus-lindenau/account/tickets' });
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/kulturhaus-lindenau/account/tickets');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('AccountPill on a page served from the cache (ADR 0038)', () => {
  it('asks who is logged in and then shows the name; until then, Log in', async () => {
    let asked = 0;
    server.use(
      http.get(`/api/shops/${shop.slug}/session`, () => {
        asked += 1;
        return HttpResponse.json({ displayName: 'Lena', entries: entriesFor() });
      }),
    );
    renderPill({ accountHref: '/kulturhaus-lindenau/account/tickets' }, false);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lena' })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('stays at Log in for a visitor, and when the question fails', async () => {
    server.use(http.get(`/api/shops/${shop.slug}/session`, () => HttpResponse.json({})));
    const { unmount } = renderPill({ accountHref: '/x' }, false);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument());
    unmount();
    server.use(http.get(`/api/shops/${shop.slug}/session`, () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    renderPill({ accountHref: '/x' }, false);
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the pill name', () => {
  it.each([
    [{ prename: 'Lena', name: 'Lena Fischer', primaryEmail: 'lena@example.com' }, 'Lena'],
    [{ prename: '  ', name: 'Lena Fischer', primaryEmail: 'lena@example.com' }, 'Lena Fischer'],
    [{ prename: null, name: null, primaryEmail: 'lena@example.com' }, 'lena@example.com'],
    [{ primaryEmail: '' }, undefined],
  ])('%o -> %s', (customer, expected) => {
    expect(accountPillName(customer)).toBe(expected);
  });

  it('shows the name on the button; without any, "My account"', () => {
    const { unmount } = renderPill({ accountHref: '/x', displayName: 'lena@example.com', entries: entriesFor() });
    expect(screen.getByRole('button', { name: 'lena@example.com' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    renderPill({ accountHref: '/x', entries: entriesFor() });
    expect(screen.getByRole('button', { name: 'My account' })).toBeInTheDocument();
  });
});

describe('AccountPill dropdown', () => {
  it('lists the entries the menu rule allows, in the spec order, then Log out', async () => {
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor() });
    await user.click(screen.getByRole('button', { name: 'Lena' }));
    expect(menuNames()).toEqual([
      'Tickets',
      'Ticket transfers',
      'Orders',
      'Subscriptions',
      'Purchase intents',
      'Secondary market',
      'Payment plans',
      'My account',
      'Payment methods',
      'Log out',
    ]);
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/kulturhaus-lindenau/account/transactions');
  });

  it('leaves out what the rule hides, and leads My account to the custom account settings', async () => {
    const user = userEvent.setup();
    const entries = entriesFor({
      features: { ticketTransfers: true },
      hasResellOffers: false,
      shopSettings: { identityProviderSettings: { customAccountSettingsURL: 'https://id.example/account' } },
    });
    renderPill({ accountHref: '/x', displayName: 'Lena', entries });
    await user.click(screen.getByRole('button', { name: 'Lena' }));
    expect(menuNames()).toEqual(['Tickets', 'Ticket transfers', 'Orders', 'My account ↗ (opens another site)', 'Log out']);
    expect(screen.getByRole('menuitem', { name: /My account/ })).toHaveAttribute('href', 'https://id.example/account');
  });

  it('opens with Enter on the first entry; arrows move and wrap; Home and End jump; Escape closes back to the button', async () => {
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    const button = screen.getByRole('button', { name: 'Lena' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Tickets' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tickets' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Tickets' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with Space and ArrowDown on the first entry, with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    const button = screen.getByRole('button', { name: 'Lena' });
    for (const [key, first] of [
      ['{ }', 'Tickets'],
      ['{ArrowDown}', 'Tickets'],
      ['{ArrowUp}', 'Log out'],
    ] as const) {
      button.focus();
      await user.keyboard(key);
      expect(screen.getByRole('menuitem', { name: first }), key).toHaveFocus();
      await user.keyboard('{Escape}');
    }
  });

  it('closes on a click outside and when Tab leaves it', async () => {
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    const button = screen.getByRole('button', { name: 'Lena' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Log out', () => {
  it("posts the logout and navigates to the answer's redirectTo (the German shop's custom logout URL)", async () => {
    const calls: string[] = [];
    server.use(
      http.post(LOGOUT_URL, ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ redirectTo: 'https://www.kulturhaus-lindenau.example/abgemeldet' });
      }),
    );
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    await user.click(screen.getByRole('button', { name: 'Lena' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://www.kulturhaus-lindenau.example/abgemeldet'));
    expect(calls).toEqual(['POST']);
  });

  it('navigates to the shop when the answer says so', async () => {
    server.use(http.post(LOGOUT_URL, () => HttpResponse.json({ redirectTo: '/kulturhaus-lindenau' })));
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    await user.click(screen.getByRole('button', { name: 'Lena' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/kulturhaus-lindenau'));
  });

  it('empties the offline copies of the ticket pages before it leaves (ADR 0025)', async () => {
    const caches = new FakeCacheStorage();
    await caches.open('tickets-v1-build-1');
    vi.stubGlobal('caches', caches);
    const leftWith: string[][] = [];
    navigateTo.mockImplementation(() => void caches.keys().then((names) => leftWith.push(names)));
    server.use(http.post(LOGOUT_URL, () => HttpResponse.json({ redirectTo: '/kulturhaus-lindenau' })));
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    await user.click(screen.getByRole('button', { name: 'Lena' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(leftWith).toEqual([[]]));
    vi.unstubAllGlobals();
  });

  it('stays and says so when the logout fails', async () => {
    server.use(http.post(LOGOUT_URL, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const user = userEvent.setup();
    renderPill({ accountHref: '/x', displayName: 'Lena', entries: entriesFor({ features: {} }) });
    await user.click(screen.getByRole('button', { name: 'Lena' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging out did not work');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
