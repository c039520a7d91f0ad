// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import type * as Buttons from '../../components/ticket-actions/TicketActionButtons.tsx';
import type * as Context from '../../components/ticket-actions/TicketActionsContext.tsx';
import type * as Modals from '../../components/ticket-actions/modals.ts';
import type { ActionModalProps } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

// Files share their worker's modules (vitest.config.ts): another file may already have loaded the
// buttons with the real router, so this file loads its own copy after the mock is in place.
let TicketActionButtons: typeof Buttons.TicketActionButtons;
let TicketActionsProvider: typeof Context.TicketActionsProvider;
let ACTION_MODALS: typeof Modals.ACTION_MODALS;
let saved: typeof ACTION_MODALS;
beforeAll(async () => {
  vi.resetModules();
  ({ TicketActionButtons } = await import('../../components/ticket-actions/TicketActionButtons.tsx'));
  ({ TicketActionsProvider } = await import('../../components/ticket-actions/TicketActionsContext.tsx'));
  ({ ACTION_MODALS } = await import('../../components/ticket-actions/modals.ts'));
  saved = { ...ACTION_MODALS };
});

const messages: Record<string, string> = {
  ...en,
  'ticketActions.cancel.button': 'Cancel ticket',
  'ticketActions.return.button': 'Return ticket',
  'ticketActions.upgrade.button': 'Upgrade',
  'ticketActions.reason.testDeadline': 'The deadline for this has passed.',
};

const ticket: Ticket = { _id: 'tkt_1', eventId: 'evt_1', status: 'valid', secret: 's1' };
const policy = { currency: 'GBP', timeZone: 'Europe/London' };
const cancel: TicketActionOffer = { action: 'cancel', possible: true, policy };
const returnOffer: TicketActionOffer = { action: 'return', possible: false, policy: { ...policy, reason: 'testDeadline' } };
const upgrade: TicketActionOffer = { action: 'upgrade', possible: true, policy };

// Stand-in modals, so the buttons are tested apart from any one action's flow.
function FakeModal({ offer, onDone, onClose }: ActionModalProps) {
  return (
    <div role="dialog" aria-label={`modal ${offer.action}`}>
      <button type="button" onClick={() => onDone({ action: offer.action, ticketIds: ['tkt_1'] })}>
        finish
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

function renderButtons(offers: TicketActionOffer[], parents = { self: true, origins: ['https://partner.example'] }) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <TicketActionsProvider place={{ kind: 'account', shop: { seller: 'riverside-live' } }} parents={parents}>
        <TicketActionButtons ticket={ticket} offers={offers} siblings={[{ ticket, offers }]} />
      </TicketActionsProvider>
    </IntlProvider>,
  );
}

beforeEach(() => {
  ACTION_MODALS.cancel = FakeModal;
  ACTION_MODALS.return = FakeModal;
  delete ACTION_MODALS.upgrade;
});
afterEach(() => {
  for (const key of Object.keys(ACTION_MODALS) as (keyof typeof ACTION_MODALS)[]) delete ACTION_MODALS[key];
  Object.assign(ACTION_MODALS, saved);
  refresh.mockReset();
  vi.restoreAllMocks();
});

describe('TicketActionButtons', () => {
  it('opens the modal of a possible action and, when it finishes, refreshes the page', async () => {
    renderButtons([cancel]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    expect(screen.getByRole('dialog', { name: 'modal cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows an action a rule forbids as disabled, with the reason in words as its description', () => {
    renderButtons([cancel, returnOffer]);
    const button = screen.getByRole('button', { name: 'Return ticket' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The deadline for this has passed.');
    expect(screen.getByText('The deadline for this has passed.')).toBeVisible();
  });

  it('shows no button for an action whose flow does not exist', () => {
    renderButtons([cancel, upgrade]);
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows nothing outside a page that offers ticket actions', () => {
    render(
      <IntlProvider locale="en" messages={messages}>
        <TicketActionButtons ticket={ticket} offers={[cancel]} siblings={[]} />
      </IntlProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells an embedding page at an allowed origin that the action finished, never any other origin', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    renderButtons([cancel]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    const message = { source: 'ticketshop', version: 1, type: 'ticketAction.completed', action: 'cancel', ticketIds: ['tkt_1'] };
    expect(postMessage.mock.calls).toEqual([
      [message, window.location.origin],
      [message, 'https://partner.example'],
    ]);
  });

  it('posts nothing when the shop is not embedded', async () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    renderButtons([cancel]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(postMessage).not.toHaveBeenCalled();
  });
});
