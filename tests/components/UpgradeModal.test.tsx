// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { UpgradeModal, upgradeCandidates } from '../../components/ticket-actions/upgrade/UpgradeModal.tsx';
import { pageNavigation } from '../../components/ticket-actions/navigation.ts';
import { UPGRADE_PRESELECTION_LIMIT } from '../../lib/domain/upgrade.ts';
import type { ActionModalProps, TicketWithOffers } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';
import type { UpgradeOptions } from '../../lib/ticket-actions/rebooking-options.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

const policy = { currency: 'GBP', timeZone: 'Europe/London', credit: 45 };
const upgrade: TicketActionOffer = { action: 'upgrade', possible: true, policy };
const refused: TicketActionOffer = { action: 'upgrade', possible: false, policy: { ...policy, reason: 'upgradeActive' } };
const ticket = (id: string): Ticket => ({ _id: id, eventId: 'evt_winter', status: 'valid', secret: `sec_${id}`, ticketName: 'Single concert', realPrice: 45 });
const options: UpgradeOptions = {
  currency: 'GBP',
  credit: 90,
  targets: [
    { eventId: 'evt_season', name: 'Riverside Chamber Season', start: '2026-12-15T19:30:00.000Z', timeZone: 'Europe/London', possible: true },
    { eventId: 'evt_gala', name: 'Gala', start: '2027-01-15T19:30:00.000Z', timeZone: 'Europe/London', possible: false, reason: 'targetNotAllowed' },
  ],
};
const sent: { create: unknown[] } = { create: [] };
let createAnswer: () => Response = () => HttpResponse.json({ url: '/riverside-live/checkout/evt_season?checkoutId=chk_1&secret=s' });
const server = setupServer(
  http.post('*/api/upgrades/options', () => HttpResponse.json(options)),
  http.post('*/api/upgrades', async ({ request }) => {
    sent.create.push(await request.json());
    return createAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.create.length = 0;
  createAnswer = () => HttpResponse.json({ url: '/riverside-live/checkout/evt_season?checkoutId=chk_1&secret=s' });
});
afterAll(() => server.close());

function renderModal(siblings: TicketWithOffers[]) {
  const first = siblings[0]!.ticket;
  const props: ActionModalProps = { ticket: first, offer: upgrade, siblings, place: { kind: 'order', shop: { seller: 'riverside-live' }, transaction: { tid: 'tx', secret: 's' } }, onClose: vi.fn(), onDone: vi.fn() };
  render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UpgradeModal {...props} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return props;
}

const two: TicketWithOffers[] = [
  { ticket: ticket('tkt_1'), offers: [upgrade] },
  { ticket: ticket('tkt_2'), offers: [upgrade] },
  { ticket: ticket('tkt_3'), offers: [refused] },
];

describe('UpgradeModal', () => {
  it('preselects every eligible ticket under the limit; buying more waits while tickets are selected', async () => {
    renderModal(two);
    const group = screen.getByRole('group', { name: 'Which tickets do you want to upgrade?' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(boxes[2]).toBeDisabled();
    expect(boxes[2]).toHaveAccessibleDescription('An upgrade of this ticket is already open.');
    expect(screen.getByRole('link', { name: 'Buy additional tickets instead' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(screen.getByRole('link', { name: 'Buy additional tickets instead' })).toHaveAttribute('href', '/riverside-live/checkout/evt_winter');
    expect(screen.getByRole('button', { name: 'Continue with 0 tickets' })).toBeDisabled();
  });

  it(`selects only the opened ticket from ${UPGRADE_PRESELECTION_LIMIT} eligible tickets on`, () => {
    const many = Array.from({ length: UPGRADE_PRESELECTION_LIMIT }, (_, index) => ({ ticket: ticket(`tkt_${index}`), offers: [upgrade] }));
    renderModal(many);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(upgradeCandidates(many[0]!.ticket, many)).toHaveLength(UPGRADE_PRESELECTION_LIMIT);
  });

  it('leads through the target and the confirmed disclaimer to the new checkout', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderModal(two);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with 2 tickets' }));
    const gala = await screen.findByRole('radio', { name: /Gala/ });
    expect(gala).toBeDisabled();
    expect(gala).toHaveAccessibleDescription('Not all selected tickets can be upgraded to this.');
    await user.click(screen.getByRole('radio', { name: /Riverside Chamber Season/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with 2 tickets' }));
    expect(screen.getByText('Credited on your new order').nextElementSibling).toHaveTextContent('£90.00');
    expect(screen.getByRole('note')).toHaveTextContent('you cannot start another one');
    const submit = screen.getByRole('button', { name: 'Choose new tickets' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(submit);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/riverside-live/checkout/evt_season?checkoutId=chk_1&secret=s'));
    expect(sent.create).toEqual([{ tickets: [{ id: 'tkt_1', secret: 'sec_tkt_1' }, { id: 'tkt_2', secret: 'sec_tkt_2' }], targetEventId: 'evt_season' }]);
  });

  it('a failed upgrade shows the error title and keeps the confirmation', async () => {
    createAnswer = () => HttpResponse.json({ code: 'upgradeNotAllowed', message: 'no', reason: 'upgradeActive' }, { status: 409 });
    renderModal(two);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with 2 tickets' }));
    await user.click(await screen.findByRole('radio', { name: /Riverside Chamber Season/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with 2 tickets' }));
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Choose new tickets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upgrade failed');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.getByRole('checkbox', { name: /I understand/ })).toBeChecked();
  });
});
