// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { TransferModal } from '../../components/account/transfers/TransferModal.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { TicketTransferAction } from '../../components/account/tickets/types.ts';
import type { TransferListItem } from '../../lib/operations/transfers.ts';

const BASE = '*/api/shops/riverside-live/account/ticket-transfers';
const action: TicketTransferAction = {
  kind: 'transfer',
  eventName: 'Midnight Jazz Session',
  tickets: [
    { id: 't1', label: 'Seated · Row 4, Seat 12' },
    { id: 't2', label: 'Seated · Row 4, Seat 13' },
    { id: 't3', label: 'Seated · Row 4, Seat 14' },
  ],
  shop: { seller: 'riverside-live' },
};

const sentItem = (id: string, email: string, status: TransferListItem['status'], ticketIds: string[] = []): TransferListItem => ({
  id,
  email,
  status,
  tone: 'blue',
  ticketCount: ticketIds.length,
  ...(status === 'created' ? { group: { tickets: ticketIds.map((ticketId) => ({ id: ticketId, label: `Ticket ${ticketId}` })) } } : {}),
});

let sent: TransferListItem[] = [];
let created: unknown[] = [];
let createAnswer: () => Response = () => HttpResponse.json({ id: 'trf_new', status: 'created' }, { status: 201 });

const server = setupServer(
  http.get(BASE, () => HttpResponse.json({ items: sent, total: sent.length })),
  http.post(`${BASE}/create`, async ({ request }) => {
    created.push(await request.json());
    return createAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
  created = [];
  createAnswer = () => HttpResponse.json({ id: 'trf_new', status: 'created' }, { status: 201 });
});
afterAll(() => server.close());

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <TransferModal action={action} onClose={() => undefined} />
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>,
  );
}

async function toDetails(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  const dialog = screen.getByRole('dialog', { name: 'Transfer tickets' });
  for (const label of labels) await user.click(await within(dialog).findByRole('checkbox', { name: label }));
  await user.click(within(dialog).getByRole('button', { name: `Continue with ${labels.length} ticket${labels.length === 1 ? '' : 's'}` }));
  return dialog;
}

describe('TransferModal', () => {
  it('lists pending transfers, leaves their tickets out and offers the last recipients (unique, at most 5)', async () => {
    sent = [
      sentItem('a', 'maya@example.net', 'created', ['t3']),
      sentItem('b', 'Maya@example.net', 'transferred'),
      ...['c', 'd', 'e', 'f', 'g'].map((id) => sentItem(id, `${id}@example.net`, 'transferred')),
    ];
    const user = userEvent.setup();
    renderModal();
    expect(await screen.findByText('To maya@example.net')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('checked'))).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Seated · Row 4, Seat 14' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with 0 tickets' })).toBeDisabled();
    const dialog = await toDetails(user, ['Seated · Row 4, Seat 12']);
    const recent = within(dialog).getByRole('group', { name: 'Recent recipients' });
    expect(within(recent).getAllByRole('button').map((button) => button.textContent)).toEqual(['maya@example.net', 'c@example.net', 'd@example.net', 'e@example.net', 'f@example.net']);
    await user.click(within(recent).getByRole('button', { name: 'c@example.net' }));
    expect(within(dialog).getByLabelText("Recipient's e-mail address")).toHaveValue('c@example.net');
  });

  it('shows Submit only with an e-mail, checks its shape, and shows forbiddenSameCustomer as a field error', async () => {
    createAnswer = () => HttpResponse.json({ message: 'The recipient must be someone else', code: 'forbiddenSameCustomer', errors: { 'recipient.email': ['forbiddenSameCustomer'] } }, { status: 400 });
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user, ['Seated · Row 4, Seat 12']);
    expect(within(dialog).queryByRole('button', { name: 'Transfer 1 ticket' })).not.toBeInTheDocument();
    const input = within(dialog).getByLabelText("Recipient's e-mail address");
    await user.type(input, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));
    expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(created).toEqual([]);

    await user.clear(input);
    await user.type(input, 'alex.morgan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));
    expect(await within(dialog).findByText(/You cannot transfer tickets to yourself/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates one transfer, then goes back to the overview with the form cleared and a success toast', async () => {
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user, ['Seated · Row 4, Seat 12', 'Seated · Row 4, Seat 13']);
    await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), '  jamie.lee@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 tickets' }));
    expect(await screen.findByText('2 tickets sent to jamie.lee@example.com.')).toBeInTheDocument();
    expect(created).toEqual([{ ticketIds: ['t1', 't2'], recipient: { email: 'jamie.lee@example.com' } }]);
    expect(within(dialog).getByRole('button', { name: 'Continue with 0 tickets' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Seated · Row 4, Seat 12' })).not.toBeChecked();
  });

  it('shows the transferError dialog, with the scanned message when the server says so', async () => {
    createAnswer = () => HttpResponse.json({ message: 'Ticket already scanned' }, { status: 400 });
    const user = userEvent.setup();
    renderModal();
    const dialog = await toDetails(user, ['Seated · Row 4, Seat 12']);
    await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), 'jamie.lee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Transfer failed' });
    expect(alert).toHaveAccessibleDescription('A ticket has already been scanned at the entrance and can no longer be transferred.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    createAnswer = () => HttpResponse.json({ message: 'Upstream down' }, { status: 503 });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer 1 ticket' }));
    expect(await screen.findByRole('alertdialog', { name: 'Transfer failed' })).toHaveAccessibleDescription('The tickets could not be transferred. Please try again later.');
  });
});
