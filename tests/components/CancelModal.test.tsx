// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { CancelModal } from '../../components/ticket-actions/cancel/CancelModal.tsx';
import type { ActionModalProps } from '../../components/ticket-actions/types.ts';
import type { TicketActionOffer } from '../../lib/ticket-actions/policy.ts';

const URL = '*/api/tickets/tkt_1/s3cr3t/cancel';
let answer: () => Response = () => HttpResponse.json({ ticketId: 'tkt_1' });
let calls = 0;
const server = setupServer(
  http.post(URL, () => {
    calls += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answer = () => HttpResponse.json({ ticketId: 'tkt_1' });
  calls = 0;
});
afterAll(() => server.close());

const offer: TicketActionOffer = { action: 'cancel', possible: true, policy: { currency: 'GBP', fee: 0, deadline: '2026-12-10T19:30:00.000Z', timeZone: 'Europe/London' } };

function renderModal(locale: 'en' | 'de' = 'en') {
  const props: ActionModalProps = {
    ticket: { _id: 'tkt_1', eventId: 'evt_1', status: 'valid', secret: 's3cr3t', ticketName: 'Front table' },
    offer,
    siblings: [],
    place: { kind: 'order', shop: { seller: 'riverside-live' }, transaction: { tid: 'tx_1', secret: 'x' } },
    onClose: vi.fn(),
    onDone: vi.fn(),
  };
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
      <CancelModal {...props} />
    </IntlProvider>,
  );
  return props;
}

describe('CancelModal', () => {
  it('opens with the policy preview and the safe answer focused', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Cancel this ticket?' })).toBeInTheDocument();
    expect(screen.getByText('Possible until').nextElementSibling).toHaveTextContent(/Dec 10, 2026.*7:30.*London time/);
    expect(screen.getByText('Free of charge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep ticket' })).toHaveFocus();
  });

  it('cancels the ticket by its id and secret, reports it done and closes', async () => {
    const props = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    expect(calls).toBe(1);
    expect(props.onDone).toHaveBeenCalledWith({ action: 'cancel', ticketIds: ['tkt_1'] });
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shows the cancellation error title and message when the call fails, and stays open to try again', async () => {
    answer = () => HttpResponse.json({ error: { code: 'cancellationFailed', message: 'failed' } }, { status: 502 });
    const props = renderModal('de');
    await userEvent.click(screen.getByRole('button', { name: 'Ticket stornieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stornierung fehlgeschlagen');
    expect(screen.getByRole('alert')).toHaveTextContent('Das Ticket konnte nicht storniert werden.');
    expect(props.onDone).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
    answer = () => HttpResponse.json({ ticketId: 'tkt_1' });
    await userEvent.click(screen.getByRole('button', { name: 'Ticket stornieren' }));
    expect(props.onDone).toHaveBeenCalledTimes(1);
  });

  it('keeps the ticket when the holder says so', async () => {
    const props = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Keep ticket' }));
    expect(props.onClose).toHaveBeenCalled();
    expect(calls).toBe(0);
  });
});
