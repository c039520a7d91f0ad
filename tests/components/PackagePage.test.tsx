// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider, createIntl } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { PackageDetails } from '../../components/shop/packages/PackageDetails.tsx';
import { packagePath, packageView } from '../../components/shop/packages/package-view.ts';
import type { PackageConfig, PackageConfigInfo } from '../../lib/ticketing/schemas/package.ts';

/** The package page (spec 02 §2): name, images, its events and price, and buying it through its checkout. */

const navigateTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/account/shell/navigate.ts', () => ({ navigateTo }));

const STEP_2 = '/riverside-live/checkout/evt_lighthouse?checkoutId=chk_1&secret=x&step=2';
let buys = 0;
let buyAnswer: () => Response;
const server = setupServer(
  http.post('*/api/shops/riverside-live/packages/pkc_double/checkout', () => {
    buys += 1;
    return buyAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.doUnmock('../../components/account/shell/navigate.ts');
  vi.resetModules();
});
beforeEach(() => {
  buys = 0;
  navigateTo.mockReset();
  buyAnswer = () => HttpResponse.json({ url: STEP_2 });
});

const config: PackageConfig = {
  _id: 'pkc_double',
  name: 'Double Bill for Two',
  slug: 'double-bill',
  sellerId: 'sel_riverside',
  description: 'Two nights for two.\n\nFor less than the single tickets.',
  image: '/demo/events/reception.jpg',
  headerImage: '/demo/events/reading.jpg',
};
const info: PackageConfigInfo = {
  packageConfigId: 'pkc_double',
  price: 80,
  currency: 'GBP',
  ticketCount: 4,
  saleStatus: 'onSale',
  events: [
    { _id: 'evt_lighthouse', name: 'The Lighthouse Sessions', start: '2030-02-01T20:00:00Z', timezone: 'Europe/London', locationName: 'Riverside Hall', tickets: [{ ticketTypeId: 'tt_standing', name: 'Standing', amount: 2 }] },
    { _id: 'evt_songwriters', name: "Songwriters' Circle", start: '2030-02-08T19:30:00Z', timezone: 'Europe/London', tickets: [{ ticketTypeId: 'tt_seat', name: 'Seat', amount: 2 }] },
  ],
};

function renderPage(overrides: Partial<PackageConfigInfo> = {}, locale: 'en' | 'de' = 'en') {
  const messages = locale === 'de' ? de : en;
  const pkg = packageView(createIntl({ locale, messages }), config, { ...info, ...overrides });
  render(
    <IntlProvider locale={locale} messages={messages}>
      <PackageDetails pkg={pkg} shopSlug="riverside-live" />
    </IntlProvider>,
  );
  return userEvent.setup();
}

describe('PackageDetails', () => {
  it('shows the package: name, images, description, its events with dates and tickets, and the price', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Double Bill for Two' })).toBeInTheDocument();
    expect(screen.getByText('Two nights for two.')).toBeInTheDocument();
    expect(screen.getByText('For less than the single tickets.')).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(2);
    const events = screen.getByRole('region', { name: "What's included" });
    const lighthouse = within(events).getByRole('heading', { level: 3, name: 'The Lighthouse Sessions' }).closest('li') as HTMLElement;
    expect(lighthouse).toHaveTextContent(/Fri, Feb 1, 2030, 08:00 PM/);
    expect(lighthouse).toHaveTextContent('Riverside Hall');
    expect(within(lighthouse).getByRole('list', { name: 'The Lighthouse Sessions' })).toHaveTextContent('2 × Standing');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('£80.00');
    expect(price).toHaveTextContent('4 tickets included');
  });

  it('buys it: the checkout’s step 2 is where the buyer goes next', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Buy package' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP_2));
    expect(buys).toBe(1);
  });

  it('says so when its tickets cannot be had, and keeps the page', async () => {
    buyAnswer = () => HttpResponse.json({ message: 'Could not add to cart!', code: 'couldNotAddToCart' }, { status: 409 });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Buy package' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This package cannot be bought right now');
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy package' })).toBeEnabled();
  });

  it.each([
    ['planned', 'Not on sale yet.'],
    ['soldOut', 'Sold out.'],
    ['past', 'No longer on sale.'],
  ] as const)('cannot be bought while %s', async (saleStatus, text) => {
    const user = renderPage({ saleStatus });
    expect(screen.getByText(text)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Buy package' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(buys).toBe(0);
  });

  it('speaks German', () => {
    renderPage({}, 'de');
    expect(screen.getByRole('button', { name: 'Paket kaufen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Preis' })).toHaveTextContent('4 Tickets enthalten');
    expect(screen.getByRole('region', { name: 'Enthalten' })).toHaveTextContent('2 × Standing');
  });
});

describe('packagePath', () => {
  it('uses the slug, else the id', () => {
    expect(packagePath('/riverside-live', config)).toBe('/riverside-live/packages/double-bill');
    expect(packagePath('/riverside-live', { _id: 'pkc double' })).toBe('/riverside-live/packages/pkc%20double');
  });
});
