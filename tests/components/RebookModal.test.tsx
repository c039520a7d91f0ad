// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { RebookModal, rebookingCandidates } from '../../components/ticket-actions/rebook/RebookModal.tsx';
import { pageNavigation } from '../../components/ticket-actions/navigation.ts';
import type { ActionModalProps, TicketWithOffers } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';
import type { RebookingOptions } from '../../lib/ticket-actions/rebooking-options.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

const policy = { currency: 'GBP', timeZone: 'Europe/London', credit: 45, deadline: '2026-12-13T19:30:00.000Z' };
const rebook: TicketActionOffer = { action: 'rebook', possible: true, policy };
const locked: TicketActionOffer = { action: 'rebook', possible: false, policy: { ...policy, reason: 'rebookingLocked' } };
const ticket = (id: string, extra: Partial<Ticket> = {}): Ticket => ({ _id: id, eventId: 'evt_opening', status: 'valid', secret: `sec_${id}`, transactionId: 'tx_1', ticketName: 'Single concert', ...extra });
const first = ticket('tkt_1');
const siblings: TicketWithOffers[] = [
  { ticket: first, offers: [rebook] },
  { ticket: ticket('tkt_2'), offers: [locked] },
  { ticket: ticket('tkt_3', { triggeredBy: 'tkt_1', ticketName: 'Programme' }), offers: [] },
  { ticket: ticket('tkt_9', { transactionId: 'tx_other' }), offers: [rebook] },
];
const options: RebookingOptions = {
  currency: 'GBP',
  credit: 45,
  targets: [
    { eventId: 'evt_winter', name: 'Winter Quartets', start: '2027-02-02T19:30:00.000Z', timeZone: 'Europe/London', possible: true, fee: 0 },
    { eventId: 'evt_jazz', name: 'Midnight Jazz', start: '2027-02-05T20:00:00.000Z', timeZone: 'Europe/London', possible: false, reason: 'noMappedTicketType', fee: 0 },
  ],
};

const seasonSources: RebookingOptions = {
  currency: 'GBP',
  credit: 0,
  sources: [
    { eventId: 'evt_opening', name: 'Opening Night', start: '2026-12-15T19:30:00.000Z', timeZone: 'Europe/London' },
    { eventId: 'evt_winter', name: 'Winter Quartets', start: '2027-02-02T19:30:00.000Z', timeZone: 'Europe/London' },
  ],
  targets: [],
};

const sent: { options: unknown[]; create: unknown[] } = { options: [], create: [] };
let createAnswer: () => Response = () => HttpResponse.json({ url: '/riverside-live/checkout/evt_winter?checkoutId=chk_1&secret=s' });
const server = setupServer(
  http.post('*/api/rebookings/options', async ({ request }) => {
    const body = (await request.json()) as { sourceEventId?: string; tickets: { id: string }[] };
    sent.options.push(body);
    // A season card without its concert chosen yet is answered with the concerts it may give up.
    if (body.tickets.some((ref) => ref.id === 'tkt_card') && !body.sourceEventId) return HttpResponse.json(seasonSources);
    return HttpResponse.json(options);
  }),
  http.post('*/api/rebookings', async ({ request }) => {
    sent.create.push(await request.json());
    return createAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.options.length = 0;
  sent.create.length = 0;
  createAnswer = () => HttpResponse.json({ url: '/riverside-live/checkout/evt_winter?checkoutId=chk_1&secret=s' });
});
afterAll(() => server.close());

function renderModal() {
  const props: ActionModalProps = { ticket: first, offer: rebook, siblings, place: { kind: 'account', shop: { seller: 'riverside-live' } }, onClose: vi.fn(), onDone: vi.fn() };
  render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RebookModal {...props} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return props;
}

describe('rebookingCandidates', () => {
  it("keeps the opened ticket's order and groups triggered tickets with their trigger", () => {
    const candidates = rebookingCandidates(first, siblings);
    expect(candidates.map((candidate) => [candidate.entry.ticket._id, candidate.followers.map((each) => each._id)])).toEqual([
      ['tkt_1', ['tkt_3']],
      ['tkt_2', []],
    ]);
  });
});

describe('RebookModal', () => {
  it('step 1: the opened ticket chosen, a locked one disabled with the reason, the lock disclaimer', () => {
    renderModal();
    const group = screen.getByRole('group', { name: 'Which tickets do you want to rebook?' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).toBeDisabled();
    expect(boxes[1]).toHaveAccessibleDescription('This ticket is locked and cannot be rebooked at the moment.');
    expect(within(group).getByText('Goes with it: Programme')).toBeInTheDocument();
    expect(screen.getByText(/the selected tickets are locked/)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('step 2: the targets with why not, the credit, and the new checkout it leads to', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
    const targets = await screen.findByRole('group', { name: 'Which event do you want to go to instead?' });
    expect(sent.options).toEqual([{ tickets: [{ id: 'tkt_1', secret: 'sec_tkt_1' }, { id: 'tkt_3', secret: 'sec_tkt_3' }] }]);
    const jazz = within(targets).getByRole('radio', { name: /Midnight Jazz/ });
    expect(jazz).toBeDisabled();
    expect(jazz).toHaveAccessibleDescription('This event has no ticket matching yours.');
    const submit = screen.getByRole('button', { name: 'Choose new tickets' });
    expect(submit).toBeDisabled();
    await user.click(within(targets).getByRole('radio', { name: /Winter Quartets/ }));
    expect(screen.getByText('Credited on your new order').nextElementSibling).toHaveTextContent('£45.00');
    await user.click(submit);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/riverside-live/checkout/evt_winter?checkoutId=chk_1&secret=s'));
    expect(sent.create).toEqual([{ tickets: [{ id: 'tkt_1', secret: 'sec_tkt_1' }, { id: 'tkt_3', secret: 'sec_tkt_3' }], targetEventId: 'evt_winter' }]);
  });

  it('a failed rebooking says something went wrong and keeps the choice', async () => {
    createAnswer = () => HttpResponse.json({ code: 'rebookingNotAllowed', message: 'no', reason: 'deadline' }, { status: 409 });
    renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
    await user.click(await screen.findByRole('radio', { name: /Winter Quartets/ }));
    await user.click(screen.getByRole('button', { name: 'Choose new tickets' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Winter Quartets/ })).toBeChecked();
  });

  it('a season card: step 2 chooses the concert it gives up, step 3 the event for it', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const card = ticket('tkt_card', { type: 'multi', eventId: 'evt_season', ticketName: 'Season card' });
    const props: ActionModalProps = { ticket: card, offer: rebook, siblings: [{ ticket: card, offers: [rebook] }], place: { kind: 'account', shop: { seller: 'riverside-live' } }, onClose: vi.fn(), onDone: vi.fn() };
    render(
      <IntlProvider locale="en" messages={en}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RebookModal {...props} />
        </QueryClientProvider>
      </IntlProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
    const sources = await screen.findByRole('group', { name: 'Which concert of your season ticket do you want to give up?' });
    expect(screen.getByRole('button', { name: 'Continue with 1 ticket' })).toBeDisabled();
    await user.click(within(sources).getByRole('radio', { name: /Winter Quartets/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
    await user.click(await screen.findByRole('radio', { name: /Winter Quartets/ }));
    await user.click(screen.getByRole('button', { name: 'Choose new tickets' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent.options.at(-1)).toEqual({ tickets: [{ id: 'tkt_card', secret: 'sec_tkt_card' }], sourceEventId: 'evt_winter' });
    expect(sent.create).toEqual([{ tickets: [{ id: 'tkt_card', secret: 'sec_tkt_card' }], targetEventId: 'evt_winter', sourceEventId: 'evt_winter' }]);
  });
});
