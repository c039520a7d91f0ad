// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { RepersonalizeModal } from '../../components/ticket-actions/repersonalize/RepersonalizeModal.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { pageNavigation } from '../../components/ticket-actions/navigation.ts';
import type { ActionModalProps } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { renderWithProviders } from './step2-support.tsx';

const ticket: Ticket = {
  _id: 'tkt_1',
  eventId: 'evt_blues',
  status: 'valid',
  secret: 's3cr3t',
  ticketName: 'Floor',
  ticketTypeId: 'tt_blues_floor',
  firstname: 'Alex',
  lastname: 'Morgan',
  personalized: true,
  requiresPersonalization: true,
  requiresExtraFields: false,
};
const policy = { currency: 'GBP', timeZone: 'Europe/London', deadline: '2026-12-21T19:00:00.000Z' };
const free: TicketActionOffer = { action: 'repersonalize', possible: true, policy: { ...policy, fee: 0, remaining: 2 } };
const paid: TicketActionOffer = { action: 'repersonalize', possible: true, policy: { ...policy, fee: 5 } };

const sent: unknown[] = [];
const feeSent: unknown[] = [];
let feeAnswer: () => Response = () => HttpResponse.json({ url: '/riverside-live/checkout/evt_blues?checkoutId=chk_1&secret=s&step=2' });
const server = setupServer(
  http.post('*/api/tickets/tkt_1/s3cr3t/personalize', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return HttpResponse.json({ ticket: { ...ticket, ...body } });
  }),
  http.post('*/api/tickets/tkt_1/s3cr3t/repersonalization', async ({ request }) => {
    feeSent.push(await request.json());
    return feeAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  feeSent.length = 0;
  feeAnswer = () => HttpResponse.json({ url: '/riverside-live/checkout/evt_blues?checkoutId=chk_1&secret=s&step=2' });
});
afterAll(() => server.close());

function renderModal(offer: TicketActionOffer, locale: 'en' | 'de' = 'en') {
  const props: ActionModalProps = { ticket, offer, siblings: [], place: { kind: 'account', shop: { seller: 'riverside-live' } }, onClose: vi.fn(), onDone: vi.fn() };
  renderWithProviders(
    <ToastProvider>
      <RepersonalizeModal {...props} />
    </ToastProvider>,
    { locale },
  );
  return props;
}

describe('RepersonalizeModal', () => {
  it('a free change: the policy above the form with the current holder; saving reports it done', async () => {
    const props = renderModal(free);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Re-personalize ticket' });
    const preview = within(dialog).getByTestId('policy-preview');
    expect(within(preview).getByText('Costs').nextElementSibling).toHaveTextContent('Free of charge');
    expect(within(preview).getByText('Changes left').nextElementSibling).toHaveTextContent('2');
    const first = within(dialog).getByLabelText(/First name/);
    expect(first).toHaveValue('Alex');
    // Nothing changed yet: nothing to save.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(first);
    await user.type(first, 'Jamie');
    await user.clear(within(dialog).getByLabelText(/Last name/));
    await user.type(within(dialog).getByLabelText(/Last name/), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The ticket is now in the name of Jamie Lee.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ firstname: 'Jamie', lastname: 'Lee' })]);
    expect(props.onDone).toHaveBeenCalledWith({ action: 'repersonalize', ticketIds: ['tkt_1'] });
    expect(props.onClose).toHaveBeenCalled();
  });

  it('an empty name is refused in place and nothing is sent', async () => {
    const props = renderModal(free);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Last name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it('a change with a fee explains it and sends the new details with the fee checkout', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const props = renderModal(paid);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Re-personalize ticket' });
    expect(dialog).toHaveTextContent('Changing the holder of this ticket costs £5.00.');
    await user.clear(within(dialog).getByLabelText(/First name/));
    await user.type(within(dialog).getByLabelText(/First name/), 'Jamie');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £5.00 and continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/riverside-live/checkout/evt_blues?checkoutId=chk_1&secret=s&step=2'));
    expect(feeSent).toEqual([expect.objectContaining({ firstname: 'Jamie', lastname: 'Morgan' })]);
    // Nothing is changed here: the checkout's payment applies it.
    expect(sent).toEqual([]);
    expect(props.onDone).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Pay £5.00 and continue' })).toBeDisabled();
  });

  it('a failed fee request shows the personalizeError dialog and keeps what was typed', async () => {
    feeAnswer = () => HttpResponse.json({ code: 'repersonalizationNotAllowed', message: 'no', reason: 'deadline' }, { status: 409 });
    const props = renderModal(paid);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Jamie');
    await user.click(screen.getByRole('button', { name: 'Pay £5.00 and continue' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Personalization failed' });
    expect(alert).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Jamie');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('speaks German', () => {
    renderModal(paid, 'de');
    expect(screen.getByRole('dialog', { name: 'Ticket umpersonalisieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /bezahlen und fortfahren/ })).toBeInTheDocument();
    expect(screen.getByText(/Den Inhaber dieses Tickets zu ändern kostet/)).toBeInTheDocument();
  });
});
