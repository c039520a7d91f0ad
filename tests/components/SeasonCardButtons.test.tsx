// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import type { SeasonCardView } from '../../components/account/tickets/season-types.ts';
import type { SeasonEventView } from '../../lib/operations/season.ts';
import { ANALYTICS_DOM_EVENT } from '../../lib/embedding/analytics-message.ts';

/**
 * A season card's buttons (spec 02 §2): the upcoming-events modal with the season's events, and the
 * season-card sell modal (pick an event, Sell records the click, tells analytics and navigates to
 * the resale site; a failure shows the transfer error dialog, spec 02 §8).
 */

const navigateTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/account/shell/navigate.ts', () => ({ navigateTo }));

const { SeasonCardButtons } = await import('../../components/account/season/SeasonCardButtons.tsx');

const season: SeasonCardView = {
  shop: { seller: 'riverside-live' },
  seasonId: 'evt_season',
  seasonName: 'Riverside Chamber Season',
  ticketId: 'tkt_card',
  excludedEventIds: ['evt_opening'],
  resaleSite: { name: 'Riverside Resale Exchange' },
};
const EVENTS: SeasonEventView[] = [
  { id: 'evt_opening', name: 'Opening Night', start: '2099-01-01T19:30:00.000Z', end: '2099-01-01T22:00:00.000Z', dateLabel: 'Thu, 1 Jan 2099, 19:30', location: 'Riverside Hall' },
  { id: 'evt_winter', name: 'Winter Quartets', start: '2099-02-01T19:30:00.000Z', end: '2099-02-01T22:00:00.000Z', dateLabel: 'Sun, 1 Feb 2099, 19:30', location: 'Riverside Hall' },
];

let listed: URL[] = [];
let sold: unknown[] = [];
let sellAnswer: () => Response = () => HttpResponse.json({ url: 'https://resale.example/sell?event=evt_winter&ticket=tkt_card&lang=en' });
const server = setupServer(
  http.get('*/api/shops/riverside-live/seasons/evt_season/events', ({ request }) => {
    listed.push(new URL(request.url));
    return HttpResponse.json(EVENTS);
  }),
  http.post('*/api/shops/riverside-live/account/season-cards/sell', async ({ request }) => {
    sold.push(await request.json());
    return sellAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listed = [];
  sold = [];
  navigateTo.mockReset();
  sellAnswer = () => HttpResponse.json({ url: 'https://resale.example/sell?event=evt_winter&ticket=tkt_card&lang=en' });
});
afterAll(() => {
  server.close();
  vi.doUnmock('../../components/account/shell/navigate.ts');
  vi.resetModules();
});

function renderButtons(view: SeasonCardView = season, locale: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      <QueryClientProvider client={client}>
        <SeasonCardButtons season={view} />
      </QueryClientProvider>
    </IntlProvider>,
  );
}

describe('SeasonCardButtons', () => {
  it('opens the season’s upcoming events, saying which the card no longer holds', async () => {
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Upcoming events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upcoming events of the season' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Opening NightThu, 1 Jan 2099, 19:30 · Riverside HallNo longer on this season card',
      'Winter QuartetsSun, 1 Feb 2099, 19:30 · Riverside Hall',
    ]);
    expect(listed[0]?.searchParams.get('locale')).toBe('en');
  });

  it('shows no sell button without the resale site', () => {
    renderButtons({ ...season, resaleSite: undefined });
    expect(screen.queryByRole('button', { name: 'Sell an event' })).not.toBeInTheDocument();
  });

  it('sells one event the card still holds: the click goes to the server, analytics hears "sell clicked multi", the browser goes to the site', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_DOM_EVENT, listener);
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Sell an event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell an event of your season card' });
    // The event the card no longer holds is not offered.
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Sell' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Winter Quartets/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://resale.example/sell?event=evt_winter&ticket=tkt_card&lang=en'));
    expect(sold).toEqual([{ ticketId: 'tkt_card', childEventId: 'evt_winter' }]);
    expect(heard).toEqual([expect.objectContaining({ type: 'analytics.event', name: 'sell clicked multi', data: { eventId: 'evt_winter', ticketCount: 1, seasonCard: true } })]);
    window.removeEventListener(ANALYTICS_DOM_EVENT, listener);
  });

  it('shows the transfer error dialog when selling fails, and stays', async () => {
    sellAnswer = () => HttpResponse.json({ message: 'The seller has no resale site', code: 'resaleSiteDisabled' }, { status: 409 });
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Sell an event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell an event of your season card' });
    await user.click(await within(dialog).findByRole('radio', { name: /Winter Quartets/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    const alert = await screen.findByRole('alertdialog', { name: en['account.transferModal.failedTitle'] });
    expect(alert).toHaveTextContent(en['account.transferModal.failedMessage']);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    renderButtons(season, 'de');
    await user.click(screen.getByRole('button', { name: 'Kommende Veranstaltungen' }));
    expect(await screen.findByRole('dialog', { name: 'Kommende Veranstaltungen der Saison' })).toBeInTheDocument();
    expect(await screen.findByText('Nicht mehr auf dieser Saisonkarte')).toBeInTheDocument();
    expect(listed[0]?.searchParams.get('locale')).toBe('de');
  });
});
