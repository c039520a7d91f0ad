// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { UpgradeModal } from '../../components/ticket-actions/upgrade/UpgradeModal.tsx';
import { SEAT_MAP_HEADERS } from '../../lib/seat-map/contract.ts';
import type { ActionModalProps } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';
import type { UpgradeOptions } from '../../lib/ticket-actions/rebooking-options.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { installFakeWidget, type FakeWidget } from './seat-map-support.ts';

/**
 * The upgrade's confirm step shows the target's hall read-only, minimap hidden (spec 02 §2), with
 * the same loader as step 1; a target without seats shows none, and a map that fails says so.
 */

const upgrade: TicketActionOffer = { action: 'upgrade', possible: true, policy: { currency: 'GBP', timeZone: 'Europe/London', credit: 25 } };
const ticket: Ticket = { _id: 'tkt_1', eventId: 'evt_jazz', status: 'valid', secret: 'sec_tkt_1', ticketName: 'Standing', realPrice: 25 };
const target = { eventId: 'evt_jazz', name: 'Midnight Jazz Session', start: '2030-01-10T20:00:00.000Z', timeZone: 'Europe/London', possible: true };
let options: UpgradeOptions;
let sessions: number;
let widget: FakeWidget;

const server = setupServer(
  http.post('*/api/upgrades/options', () => HttpResponse.json(options)),
  http.post('*/api/shops/riverside-live/seat-map/session', () => {
    sessions += 1;
    return HttpResponse.json({
      host: '/sandbox/api/seatmap',
      headers: { [SEAT_MAP_HEADERS.queueToken]: 'v1.t.s', [SEAT_MAP_HEADERS.sellerId]: 'sel_riverside', [SEAT_MAP_HEADERS.sessionId]: 'sms_test_session_0002' },
      expiresAt: '2030-01-01T01:00:00Z',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sessions = 0;
  options = { currency: 'GBP', credit: 25, targets: [{ ...target, seatMap: true }] };
  widget = installFakeWidget();
});
afterEach(() => {
  server.resetHandlers();
  widget.uninstall();
});
afterAll(() => server.close());

async function toConfirm() {
  const props: ActionModalProps = { ticket, offer: upgrade, siblings: [{ ticket, offers: [upgrade] }], place: { kind: 'account', shop: { seller: 'riverside-live' } }, onClose: vi.fn(), onDone: vi.fn() };
  render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UpgradeModal {...props} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
  await user.click(await screen.findByRole('radio', { name: /Midnight Jazz Session/ }));
  await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
}

describe('the upgrade confirm step', () => {
  it("mounts the target's map read-only without the minimap, under a loading overlay until it is ready", async () => {
    await toConfirm();
    expect(screen.getByRole('heading', { name: 'The hall of Midnight Jazz Session' })).toBeInTheDocument();
    expect(screen.getByText('Loading the seat map…')).toBeInTheDocument();
    await waitFor(() => expect(widget.mounts).toHaveLength(1));
    expect(widget.lastMount().options).toMatchObject({ host: '/sandbox/api/seatmap', eventId: 'evt_jazz', selectable: false, minimap: false });
    // No integrity in the answer (a configured host's script): none is asked for.
    expect(widget.scripts[0]?.hasAttribute('integrity')).toBe(false);
    widget.ready();
    expect(screen.queryByText('Loading the seat map…')).not.toBeInTheDocument();
    expect(screen.getByText(/You choose your seats in the next step/)).toBeInTheDocument();
    // The confirmation itself is untouched by the map.
    expect(screen.getByRole('button', { name: 'Choose new tickets' })).toBeDisabled();
  });

  it('shows no map for a target without seats', async () => {
    options = { currency: 'GBP', credit: 25, targets: [target] };
    await toConfirm();
    expect(screen.getByRole('button', { name: 'Choose new tickets' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the seat map…')).not.toBeInTheDocument();
    expect(sessions).toBe(0);
    expect(widget.scripts).toHaveLength(0);
  });

  it('says when the map cannot be loaded and lets the upgrade go on', async () => {
    widget.outcome = 'error';
    await toConfirm();
    expect(await screen.findByText(/The seat map could not be loaded\. You choose your seats in the next step all the same\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    expect(screen.getByRole('button', { name: 'Choose new tickets' })).toBeEnabled();
  });
});
