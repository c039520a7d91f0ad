// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { ReturnModal } from '../../components/ticket-actions/return/ReturnModal.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { ActionModalProps } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';

const INFO = '*/api/tickets/tkt_1/s3cr3t/return-info';
const RETURN = '*/api/tickets/tkt_1/s3cr3t/return';
const preview = {
  refundAmount: 41,
  currency: 'GBP',
  tickets: [
    { _id: 'tkt_1', ticketName: 'Lawn', seatingInfo: { sectionName: 'Lawn', rowName: 'T1', seatName: '8' }, realPrice: 32, refundAmount: 32 },
    { _id: 'tkt_2', ticketName: 'Parking', realPrice: 9, refundAmount: 9 },
  ],
};
let infoAnswer: () => Response = () => HttpResponse.json(preview);
let returnAnswer: () => Response = () => HttpResponse.json({ amount: 41, reference: 'RF-7K2M9QXD' });
const calls = { info: 0, return: 0 };
const server = setupServer(
  http.get(INFO, () => {
    calls.info += 1;
    return infoAnswer();
  }),
  http.post(RETURN, () => {
    calls.return += 1;
    return returnAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  infoAnswer = () => HttpResponse.json(preview);
  returnAnswer = () => HttpResponse.json({ amount: 41, reference: 'RF-7K2M9QXD' });
  calls.info = 0;
  calls.return = 0;
});
afterAll(() => server.close());

const offer: TicketActionOffer = {
  action: 'return',
  possible: true,
  policy: { currency: 'GBP', refund: 32, deadline: '2026-12-01T19:30:00.000Z', timeZone: 'Europe/London' },
};
const impossible = () => HttpResponse.json({ code: 'returnImpossible', message: 'Return Impossible', reason: 'deadline' }, { status: 409 });

function renderModal(locale: 'en' | 'de' = 'en') {
  const props: ActionModalProps = {
    ticket: { _id: 'tkt_1', eventId: 'evt_1', status: 'valid', secret: 's3cr3t', ticketName: 'Lawn' },
    offer,
    siblings: [],
    place: { kind: 'account', shop: { seller: 'riverside-live' } },
    onClose: vi.fn(),
    onDone: vi.fn(),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ReturnModal {...props} />
        </ToastProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return props;
}

describe('ReturnModal', () => {
  it('step 1 previews the refund of every ticket that goes back, until when, with the safe answer focused', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Return this ticket?' });
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Calculating your refund…');
    expect(within(dialog).getByRole('button', { name: 'Return ticket' })).toBeDisabled();
    expect(await within(dialog).findByText('You get back')).toBeInTheDocument();
    expect(within(dialog).getByText('You get back').nextElementSibling).toHaveTextContent('£41.00');
    expect(within(dialog).getByText('Possible until').nextElementSibling).toHaveTextContent(/Dec 1, 2026.*7:30.*London time/);
    const covered = within(dialog).getByRole('region', { name: 'Returned together' });
    expect(within(covered).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lawn · Lawn · Row T1 · Seat 8£32.00', 'Parking£9.00']);
    expect(within(dialog).getByRole('button', { name: 'Keep ticket' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Return ticket' })).toBeEnabled();
  });

  it('step 2 confirms with the amount and the reference after the pending refund; the page refreshes when it is closed', async () => {
    const props = renderModal();
    const user = userEvent.setup();
    const confirm = await screen.findByRole('button', { name: 'Return ticket' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.dblClick(confirm);
    expect(screen.getByText('Your refund is being processed…')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Ticket returned' });
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('£41.00 will be refunded to the payment method you paid with.');
    expect(within(dialog).getByText('RF-7K2M9QXD')).toBeInTheDocument();
    // Pressed twice, returned once.
    expect(calls.return).toBe(1);
    expect(props.onDone).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(props.onDone).toHaveBeenCalledWith({ action: 'return', ticketIds: ['tkt_1', 'tkt_2'] });
    expect(props.onClose).toHaveBeenCalled();
  });

  it('closes with the return-is-not-possible notice on Return Impossible, without asking again', async () => {
    infoAnswer = impossible;
    const props = renderModal();
    expect(await screen.findByText('This ticket can no longer be returned.')).toBeInTheDocument();
    expect(props.onClose).toHaveBeenCalled();
    expect(calls.info).toBe(1);
  });

  it('asks for the preview three times, then says something went wrong and lets the holder try again', async () => {
    infoAnswer = () => HttpResponse.json({ code: 'fetchError', message: 'upstream' }, { status: 502 });
    const props = renderModal();
    const dialog = screen.getByRole('dialog');
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Return failed');
    expect(alert).toHaveTextContent("Something went wrong. Please try again, or contact the organizer's support.");
    expect(calls.info).toBe(3);
    expect(screen.getByRole('button', { name: 'Return ticket' })).toBeDisabled();
    infoAnswer = () => HttpResponse.json(preview);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You get back')).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('a failed return says something went wrong and closes; nothing is reported done', async () => {
    returnAnswer = () => HttpResponse.json({ code: 'fetchError', message: 'upstream' }, { status: 502 });
    const props = renderModal();
    const confirm = await screen.findByRole('button', { name: 'Return ticket' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText("Something went wrong. Please try again, or contact the organizer's support.")).toBeInTheDocument();
    expect(props.onClose).toHaveBeenCalled();
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it('speaks German', async () => {
    renderModal('de');
    expect(screen.getByRole('dialog', { name: 'Dieses Ticket zurückgeben?' })).toBeInTheDocument();
    expect(await screen.findByText('Wird zusammen zurückgegeben')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ticket behalten' })).toBeInTheDocument();
  });
});
