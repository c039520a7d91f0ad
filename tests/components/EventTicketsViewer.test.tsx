// @vitest-environment jsdom
import type * as NextImage from 'next/image';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { EventTicketsView, TicketEventView, TicketView } from '../../components/account/tickets/types.ts';
import type { EventTicketsSource } from '../../components/account/tickets/EventTicketsViewer.tsx';
import { OFFLINE_DATA_ATTRIBUTE } from '../../lib/offline/worker-protocol.ts';

/**
 * An event card of the tickets screen (issue 9, events first): the card carries only its count;
 * opening it shows the viewer at once, which reads the event's tickets through the event tickets
 * operation (loading, failure with Try again, none left, the tickets with their actions).
 */

// next/image needs Next's loader config; a plain img is enough here.
vi.mock('next/image', async (importOriginal) => ({
  // getImageProps stays real: server components render plain <img> with it (components/ui/ServerImage.tsx).
  ...(await importOriginal<typeof NextImage>()),
  // eslint-disable-next-line @next/next/no-img-element
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));

const { TicketEventCard } = await import('../../components/account/tickets/TicketEventCard.tsx');

const EVENT: TicketEventView = { eventId: 'evt_jazz', name: 'Midnight Jazz Session', start: '2030-05-10T19:00:00.000Z', dateLabel: 'Fri 10 May, 20:00', season: false, ticketCount: 3 };
const SOURCE: EventTicketsSource = { seller: 'riverside-live', locale: 'en', version: '2030-05-01T10:00:00.000Z' };
const PATH = '/api/shops/riverside-live/account/event-tickets/evt_jazz';

const ticket = (index: number): TicketView => ({
  ticket: { _id: `t${index}`, eventId: 'evt_jazz', status: 'valid', ticketName: `Seated ${index}`, barcode: `RVL000${index}` },
  barcodeRevealed: true,
});
const LOADED: EventTicketsView = {
  tickets: [ticket(1), ticket(2), ticket(3)],
  actions: [{ kind: 'downloadAll', href: '/api/tickets/pdf?id=t1&secret=s1&lang=en' }],
};

let answers: (() => Response | Promise<Response>)[] = [];
let asked: URL[] = [];
const server = setupServer(
  http.get(`*${PATH}`, ({ request }) => {
    asked.push(new URL(request.url));
    const next = answers.shift();
    return next ? next() : HttpResponse.json(LOADED);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answers = [];
  asked = [];
});
afterAll(() => {
  server.close();
  vi.doUnmock('next/image');
  vi.resetModules();
});

function renderCard(options: { locale?: 'en' | 'de'; source?: EventTicketsSource; keepOffline?: boolean } = {}) {
  const locale = options.locale ?? 'en';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (source: EventTicketsSource) => (
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <TicketEventCard event={EVENT} source={source} keepOffline={options.keepOffline} />
        </ToastProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
  const utils = render(tree(options.source ?? SOURCE));
  return { ...utils, rerenderWith: (source: EventTicketsSource) => utils.rerender(tree(source)) };
}

const opener = (name = 'Midnight Jazz Session: show 3 tickets') => screen.getByRole('button', { name });

describe('TicketEventCard', () => {
  it('shows its count without asking for any ticket, and reads them when its viewer opens', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByText('3 tickets')).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    answers.push(async () => {
      await delay(50);
      return HttpResponse.json(LOADED);
    });
    await user.click(opener());
    const viewer = screen.getByRole('dialog', { name: 'Midnight Jazz Session' });
    // The dialog is there at once, with focus, saying that the tickets load.
    expect(viewer).toHaveFocus();
    expect(within(viewer).getByRole('status')).toHaveTextContent('Loading the tickets…');
    expect(await within(viewer).findByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Barcode RVL0001' })).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download all tickets' })).toHaveAttribute('download');
    expect(viewer).toHaveFocus();
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([`${PATH}?locale=en`]);

    // The keys page through the loaded tickets; Escape closes and gives focus back to the card.
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('says when the tickets could not be read, and Try again reads them again', async () => {
    const user = userEvent.setup();
    renderCard();
    answers.push(() => HttpResponse.json({ message: 'upstream down', code: 'fetchError' }, { status: 503 }));
    await user.click(opener());
    const viewer = screen.getByRole('dialog', { name: 'Midnight Jazz Session' });
    const alert = await within(viewer).findByRole('alert');
    expect(alert).toHaveTextContent('The tickets could not be loaded.');
    expect(within(viewer).queryByText(/\/ 3$/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(viewer).findByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('says so when none of the event’s tickets are left', async () => {
    const user = userEvent.setup();
    renderCard();
    answers.push(() => HttpResponse.json({ tickets: [], actions: [] }));
    await user.click(opener());
    expect(await screen.findByText('You no longer hold tickets for this event.')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-viewer-stage')).not.toBeInTheDocument();
  });

  it('reads them again after the page was rendered anew (an action refreshed it), keeping the ticket shown', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderCard();
    await user.click(opener());
    const viewer = screen.getByRole('dialog', { name: 'Midnight Jazz Session' });
    await within(viewer).findByText('1 / 3');
    await user.keyboard('{ArrowRight}');

    answers.push(() => HttpResponse.json({ ...LOADED, tickets: LOADED.tickets.map((view) => ({ ...view, ticket: { ...view.ticket, status: 'invalid' } })) }));
    rerenderWith({ ...SOURCE, version: '2030-05-01T10:05:00.000Z' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(await within(viewer).findByText('Invalid')).toBeInTheDocument();
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('speaks German, and asks in the page’s language', async () => {
    const user = userEvent.setup();
    renderCard({ locale: 'de', source: { ...SOURCE, locale: 'de' } });
    answers.push(() => HttpResponse.json({ message: 'down' }, { status: 502 }));
    await user.click(opener('Midnight Jazz Session: 3 Tickets anzeigen'));
    const alert = await within(screen.getByRole('dialog', { name: 'Midnight Jazz Session' })).findByRole('alert');
    expect(alert).toHaveTextContent('Die Tickets konnten nicht geladen werden.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(asked[0]?.searchParams.get('locale')).toBe('de');
  });

  it('names its tickets’ address for the offline worker only when asked to (upcoming events)', () => {
    const { container, unmount } = renderCard({ keepOffline: true });
    expect(container.querySelector('article')).toHaveAttribute(OFFLINE_DATA_ATTRIBUTE, `${PATH}?locale=en`);
    unmount();
    const past = renderCard();
    expect(past.container.querySelector('article')).not.toHaveAttribute(OFFLINE_DATA_ATTRIBUTE);
  });
});
