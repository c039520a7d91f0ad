// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { TransferTabs } from '../../components/account/transfers/TransferTabs.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { TransferListItem } from '../../lib/operations/transfers.ts';

const BASE = '*/api/shops/riverside-live/account/ticket-transfers';

const pending: TransferListItem = {
  id: 'trf_pending',
  status: 'created',
  tone: 'blue',
  email: 'casey.north@example.net',
  eventName: 'Midnight Jazz Session',
  ticketCount: 2,
  group: { tickets: [{ id: 't1', label: 'Standing · Standing floor' }, { id: 't2', label: 'Standing · Standing floor' }] },
};

let sent: TransferListItem[] = [];
let canceled: string[] = [];
let cancelAnswer: () => Response = () => HttpResponse.json({ id: 'trf_pending', status: 'rejected' });

const server = setupServer(
  http.get(BASE, ({ request }) => {
    const direction = new URL(request.url).searchParams.get('direction');
    const items = direction === 'sent' ? sent : [];
    return HttpResponse.json({ items, total: items.length });
  }),
  http.post(`${BASE}/:id/cancel`, ({ params }) => {
    canceled.push(String(params.id));
    const answer = cancelAnswer();
    if (answer.ok) sent = sent.map((item) => (item.id === params.id ? { ...item, status: 'rejected', tone: 'red', group: undefined } : item));
    return answer;
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  canceled = [];
  cancelAnswer = () => HttpResponse.json({ id: 'trf_pending', status: 'rejected' });
});
afterAll(() => server.close());

function renderTabs() {
  sent = [pending];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <TransferTabs seller="riverside-live" received={{ items: [], total: 0 }} sent={{ items: sent, total: sent.length }} />
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>,
  );
}

async function openPending(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Sent' }));
  await user.click(screen.getByRole('button', { name: 'To casey.north@example.net' }));
  return screen.getByRole('dialog', { name: 'Transfer to casey.north@example.net' });
}

describe('TransferTabs: the sender cancels a pending transfer (spec 02 §4)', () => {
  it('asks for a caution confirmation naming the e-mail, then cancels and shows the new status', async () => {
    const user = userEvent.setup();
    renderTabs();
    const modal = await openPending(user);
    await user.click(within(modal).getByRole('button', { name: 'Cancel transfer' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
    expect(confirm).toHaveAccessibleDescription('The tickets sent to casey.north@example.net stay with you, and the link in their e-mail stops working.');
    // The safe answer has the focus.
    expect(within(confirm).getByRole('button', { name: 'Keep the transfer' })).toHaveFocus();
    expect(canceled).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel transfer' }));
    expect(await screen.findByText('The transfer to casey.north@example.net was canceled.')).toBeInTheDocument();
    expect(canceled).toEqual(['trf_pending']);
    expect(screen.queryByRole('dialog', { name: 'Transfer to casey.north@example.net' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Sent' });
    expect(await within(list).findByText('Rejected or canceled')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'To casey.north@example.net' })).not.toBeInTheDocument();
  });

  it('keeps the transfer when the customer backs out, and says so when cancelling fails', async () => {
    const user = userEvent.setup();
    renderTabs();
    const modal = await openPending(user);
    await user.click(within(modal).getByRole('button', { name: 'Cancel transfer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep the transfer' }));
    expect(canceled).toEqual([]);
    expect(modal).toBeInTheDocument();

    cancelAnswer = () => HttpResponse.json({ message: 'The transfer is already transferred', code: 'transferClosed' }, { status: 409 });
    await user.click(within(modal).getByRole('button', { name: 'Cancel transfer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel transfer' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Canceling failed');
    expect(canceled).toEqual(['trf_pending']);
    expect(within(screen.getByRole('list', { name: 'Sent' })).getByText('Created')).toBeInTheDocument();
  });
});
