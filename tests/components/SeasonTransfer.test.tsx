// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { TransferModal } from '../../components/account/transfers/TransferModal.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { TicketTransferAction } from '../../components/account/tickets/types.ts';
import type { SeasonEventView, SeasonTransferOptions } from '../../lib/operations/season.ts';
import type { SeasonTransferMode } from '../../lib/domain/season-transfer.ts';

/**
 * The Transfer modal of season cards (spec 02 §2 tab choice, §5 child events and submit rules, §7
 * one call per selected child event), against msw standing in for the route handlers.
 */

const SHOP = '*/api/shops/riverside-live/account';
const card = (id: string, seatNumber: number) => ({
  id,
  label: `Season card · Hall · Circle · Row S · Seat ${seatNumber}`,
  name: 'Season card',
  seatingInfo: { sectionName: 'Hall', groupName: 'Circle', rowName: 'S', seatName: String(seatNumber) },
});
const action: TicketTransferAction = {
  kind: 'transfer',
  eventName: 'Riverside Chamber Season',
  tickets: [card('c1', 1), card('c5', 5)],
  shop: { seller: 'riverside-live' },
  season: { eventId: 'evt_season' },
};
const event = (id: string, name: string, day: number): SeasonEventView => ({
  id,
  name,
  start: `2099-0${day}-01T19:30:00.000Z`,
  end: `2099-0${day}-01T22:00:00.000Z`,
  dateLabel: `1 ${['', 'Jan', 'Feb', 'Mar'][day]} 2099`,
});
const EVENTS = [event('evt_opening', 'Opening Night', 1), event('evt_winter', 'Winter Quartets', 2), event('evt_spring', 'Spring Serenades', 3)];

let options: Record<string, SeasonTransferOptions> = {};
let created: Record<string, unknown>[] = [];
let createAnswer: (body: Record<string, unknown>) => Response = () => HttpResponse.json({ id: 'trf_new', status: 'created' }, { status: 201 });
const optionsFor = (mode: SeasonTransferMode, extra: Partial<SeasonTransferOptions> = {}, excluded: string[] = []): SeasonTransferOptions => ({
  cards: [{ id: 'c1', mode, excludedEventIds: excluded }],
  events: EVENTS,
  transfers: [],
  ...extra,
});

const server = setupServer(
  http.get(`${SHOP}/ticket-transfers`, () => HttpResponse.json({ items: [], total: 0 })),
  http.post(`${SHOP}/season-transfers/options`, async ({ request }) => {
    const body = (await request.json()) as { ticketIds: string[] };
    return HttpResponse.json(options[body.ticketIds.join(',')] ?? optionsFor('noRestriction'));
  }),
  http.post(`${SHOP}/season-transfers/create`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push(body);
    return createAnswer(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  options = {};
  created = [];
  createAnswer = () => HttpResponse.json({ id: 'trf_new', status: 'created' }, { status: 201 });
});
afterAll(() => server.close());

function renderModal(locale: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <TransferModal action={action} onClose={() => undefined} />
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>,
  );
}

async function toDetails(user: ReturnType<typeof userEvent.setup>, seatNumber = 1) {
  const dialog = screen.getByRole('dialog', { name: 'Transfer tickets' });
  await user.click(await within(dialog).findByRole('checkbox', { name: new RegExp(`Seat ${seatNumber}$`) }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue with 1 ticket' }));
  return dialog;
}

describe('Transfer modal for season cards', () => {
  it('sends two individual events: one create call per event, with the season and the event', async () => {
    options = {
      c1: optionsFor('noRestriction', {
        transfers: [
          { id: 't_old', status: 'transferred', childEventId: 'evt_opening', ticketIds: ['c1'], email: 'sasha@example.com' },
        ],
      }, ['evt_opening']),
    };
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user);
    expect(await within(dialog).findByRole('tab', { name: 'Individual events', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Whole season' })).toBeInTheDocument();
    const opening = within(dialog).getByRole('checkbox', { name: /Opening Night/ });
    expect(opening).toBeDisabled();
    expect(opening).toHaveAccessibleDescription('Already transferred');

    await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), 'jamie.lee@example.com');
    // Spec 02 §5: no submit without a selected event.
    expect(within(dialog).queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Winter Quartets/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Spring Serenades/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));

    expect(await screen.findByText(/jamie.lee@example.com/)).toBeInTheDocument();
    expect(created).toEqual([
      { eventId: 'evt_season', ticketIds: ['c1'], recipient: { email: 'jamie.lee@example.com' }, childEventId: 'evt_winter' },
      { eventId: 'evt_season', ticketIds: ['c1'], recipient: { email: 'jamie.lee@example.com' }, childEventId: 'evt_spring' },
    ]);
  });

  it('sends the whole season in one call without a child event', async () => {
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'Whole season' }));
    expect(within(dialog).getByText(/The recipient receives the season card/)).toBeVisible();
    await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), 'jamie.lee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));
    await screen.findByText(/jamie.lee@example.com/);
    expect(created).toEqual([{ eventId: 'evt_season', ticketIds: ['c1'], recipient: { email: 'jamie.lee@example.com' } }]);
  });

  it('offers only what the transfer mode allows: a group-only card has no events tab', async () => {
    options = { c1: optionsFor('groupOnly') };
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user);
    expect(await within(dialog).findByRole('heading', { name: 'Whole season' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Winter Quartets/ })).not.toBeInTheDocument();
  });

  it('a children-only card has no season tab', async () => {
    options = { c1: optionsFor('childrenOnly') };
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user);
    expect(await within(dialog).findByRole('heading', { name: 'Individual events' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Winter Quartets/ })).toBeEnabled();
  });

  it('keeps a card with a pending event selectable; that event and the whole season are not', async () => {
    options = { c5: optionsFor('noRestriction', { cards: [{ id: 'c5', mode: 'noRestriction', excludedEventIds: [] }], transfers: [{ id: 't_p', status: 'created', childEventId: 'evt_winter', ticketIds: ['c5'], email: 'sasha@example.com' }] }) };
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user, 5);
    expect(await within(dialog).findByRole('checkbox', { name: /Winter Quartets/ })).toHaveAccessibleDescription('Transfer waiting for an answer');
    expect(within(dialog).getByRole('checkbox', { name: /Spring Serenades/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('tab', { name: 'Whole season' }));
    expect(within(dialog).getByRole('note')).toHaveTextContent('A transfer of one of its events is waiting for an answer.');
    await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), 'jamie.lee@example.com');
    expect(within(dialog).queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();
  });

  it('shows the transfer error when an event is refused, and reloads the events', async () => {
    let optionCalls = 0;
    server.use(
      http.post(`${SHOP}/season-transfers/options`, () => {
        optionCalls += 1;
        return HttpResponse.json(optionsFor('noRestriction'));
      }),
    );
    createAnswer = () => HttpResponse.json({ message: 'The event of the season already has a pending transfer', code: 'childEventTransferPending' }, { status: 409 });
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: /Winter Quartets/ }));
    await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), 'jamie.lee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));
    expect(await screen.findByRole('alertdialog', { name: en['account.transferModal.failedTitle'] })).toBeInTheDocument();
    expect(optionCalls).toBeGreaterThan(1);
    // What was typed stays.
    expect(within(dialog).getByLabelText("Recipient's e-mail address")).toHaveValue('jamie.lee@example.com');
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    renderModal('de');
    const dialog = screen.getByRole('dialog');
    const [first] = await within(dialog).findAllByRole('checkbox');
    if (first) await user.click(first);
    await user.click(within(dialog).getByRole('button', { name: 'Weiter mit 1 Ticket' }));
    expect(await within(dialog).findByRole('tab', { name: 'Einzelne Veranstaltungen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Ganze Saison' })).toBeInTheDocument();
  });
});
