// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { TransferModal } from '../../components/account/transfers/TransferModal.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { TicketTransferAction, TransferTicketOption } from '../../components/account/tickets/types.ts';
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

const seat = (id: string, number: number, extra: Partial<TransferTicketOption> = {}): TransferTicketOption => ({
  id,
  label: `Seated · Stalls · Block A · Row 6 · Seat ${number}`,
  name: 'Seated',
  seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '6', seatName: String(number) },
  ...extra,
});
const seatedAction: TicketTransferAction = {
  ...action,
  tickets: [
    seat('s3', 3),
    seat('s4', 4),
    seat('s5', 5),
    seat('s6', 6),
    { id: 'st1', label: 'Standing · Standing floor', name: 'Standing', seatingInfo: { name: 'Standing floor' } },
    { id: 'st2', label: 'Standing · Standing floor', name: 'Standing', seatingInfo: { name: 'Standing floor' } },
    { ...seat('s9', 9), refusal: 'retransferNotAllowed' },
  ],
  deadlineLabel: '12 Mar 2030, 23:00 London time',
  retransfer: 'notAllowed',
  phone: { sellerCountry: 'GB' },
};

let sent: TransferListItem[] = [];
let canceled: string[] = [];
let created: unknown[] = [];
let createAnswer: () => Response = () => HttpResponse.json({ id: 'trf_new', status: 'created' }, { status: 201 });

const server = setupServer(
  http.get(BASE, () => HttpResponse.json({ items: sent, total: sent.length })),
  http.post(`${BASE}/create`, async ({ request }) => {
    created.push(await request.json());
    return createAnswer();
  }),
  http.post(`${BASE}/:id/cancel`, ({ params }) => {
    canceled.push(String(params.id));
    sent = sent.map((item) => (item.id === params.id ? { ...item, status: 'rejected', group: undefined } : item));
    return HttpResponse.json({ id: params.id, status: 'rejected' });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
  created = [];
  canceled = [];
  createAnswer = () => HttpResponse.json({ id: 'trf_new', status: 'created' }, { status: 201 });
});
afterAll(() => server.close());

function renderModal(props: TicketTransferAction = action) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <TransferModal action={props} onClose={() => undefined} />
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
  it('lists pending transfers, shows their tickets disabled and offers the last recipients (unique, at most 5)', async () => {
    sent = [
      sentItem('a', 'maya@example.net', 'created', ['t3']),
      sentItem('b', 'Maya@example.net', 'transferred'),
      ...['c', 'd', 'e', 'f', 'g'].map((id) => sentItem(id, `${id}@example.net`, 'transferred')),
    ];
    const user = userEvent.setup();
    renderModal();
    expect(await screen.findByText('To maya@example.net')).toBeInTheDocument();
    // The ticket of the pending transfer stays in the list, disabled with its reason (spec 01 §5).
    const taken = screen.getByRole('checkbox', { name: 'Seated · Row 4, Seat 14' });
    expect(taken).toBeDisabled();
    expect(taken).toHaveAccessibleDescription('Transfer pending');
    expect(screen.getAllByRole('checkbox', { checked: false }).filter((box) => !(box as HTMLInputElement).disabled)).toHaveLength(2);
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

  describe('selecting tickets (spec 01 §5) and the transfer rules (spec 02 §9)', () => {
    const box = (name: RegExp) => screen.getByRole('checkbox', { name });

    it('says until when and that the recipient cannot pass the tickets on; a refused ticket is disabled with its reason', async () => {
      renderModal(seatedAction);
      const dialog = screen.getByRole('dialog', { name: 'Transfer tickets' });
      expect(within(dialog).getByText('You can transfer these tickets until 12 Mar 2030, 23:00 London time.')).toBeInTheDocument();
      expect(within(dialog).getByText("The recipient can't pass the tickets on to anyone else.")).toBeInTheDocument();
      const refused = await within(dialog).findByRole('checkbox', { name: /Seat 9$/ });
      expect(refused).toBeDisabled();
      expect(refused).toHaveAccessibleDescription("You received this ticket by transfer, so you can't pass it on again.");
    });

    it('refuses a non-adjacent pick with the neutral notice; adjacent seats enable Continue', async () => {
      const user = userEvent.setup();
      renderModal(seatedAction);
      await screen.findByRole('checkbox', { name: /Seat 3$/ });
      expect(box(/Seat 3$/)).toHaveAccessibleName('Seated Stalls Block A Row 6 Seat 3');
      await user.click(box(/Seat 3$/));
      await user.click(box(/Seat 5$/));
      const group = screen.getByRole('group', { name: 'Choose the tickets to transfer' });
      expect(within(group).getByRole('status')).toHaveTextContent("These tickets can't be selected together.");
      expect(group).toHaveAccessibleDescription(/can't be selected together/);
      expect(screen.getByRole('button', { name: 'Continue with 2 tickets' })).toBeDisabled();

      await user.click(box(/Seat 5$/));
      await user.click(box(/Seat 4$/));
      expect(within(group).getByRole('status')).toBeEmptyDOMElement();
      expect(group).not.toHaveAccessibleDescription();
      expect(screen.getByRole('button', { name: 'Continue with 2 tickets' })).toBeEnabled();
    });

    it('restricts the list to the seating kind of the selection', async () => {
      const user = userEvent.setup();
      renderModal(seatedAction);
      await user.click(await screen.findByRole('checkbox', { name: /Seat 6$/ }));
      const standing = screen.getAllByRole('checkbox', { name: /^Standing/ });
      expect(standing).toHaveLength(2);
      for (const ticket of standing) {
        expect(ticket).toBeDisabled();
        expect(ticket).toHaveAccessibleDescription("Can't be combined with the tickets selected");
      }
      await user.click(box(/Seat 6$/));
      await user.click(standing[0] as HTMLElement);
      await user.click(standing[1] as HTMLElement);
      expect(box(/Seat 3$/)).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Continue with 2 tickets' })).toBeEnabled();
    });

    it('merges country and number into E.164 in the request body; an invalid number is refused before sending', async () => {
      const user = userEvent.setup();
      renderModal(seatedAction);
      await user.click(await screen.findByRole('checkbox', { name: /Seat 3$/ }));
      await user.click(box(/Seat 4$/));
      await user.click(screen.getByRole('button', { name: 'Continue with 2 tickets' }));
      const dialog = screen.getByRole('dialog', { name: 'Transfer tickets' });
      await user.type(within(dialog).getByLabelText("Recipient's e-mail address"), 'casey.north@example.net');
      const number = within(dialog).getByLabelText("Recipient's mobile number (optional)");
      const country = within(dialog).getByRole('combobox', { name: 'Country code' });
      // The browser's language (jsdom: en-US) picks the country first.
      expect(country).toHaveValue('US');
      await user.selectOptions(country, 'DE');
      await user.type(number, '0151');
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 tickets' }));
      expect(number).toHaveAccessibleDescription('Please enter a valid mobile number for the country chosen.');
      expect(created).toEqual([]);

      await user.clear(number);
      await user.type(number, '0151 23456789');
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 tickets' }));
      expect(await screen.findByText('2 tickets sent to casey.north@example.net.')).toBeInTheDocument();
      expect(created).toEqual([{ ticketIds: ['s3', 's4'], recipient: { email: 'casey.north@example.net', phone: '+4915123456789' } }]);
    });

    it('asks no phone where the seller does not deliver by SMS', async () => {
      const user = userEvent.setup();
      renderModal({ ...seatedAction, phone: undefined });
      await user.click(await screen.findByRole('checkbox', { name: /Seat 3$/ }));
      await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
      expect(screen.queryByLabelText(/mobile number/)).not.toBeInTheDocument();
    });

    it('fills e-mail and phone from a last recipient', async () => {
      sent = [{ ...sentItem('x', 'robin@example.net', 'transferred'), phone: '+4915123456789' }];
      const user = userEvent.setup();
      renderModal(seatedAction);
      await user.click(await screen.findByRole('checkbox', { name: /Seat 3$/ }));
      await user.click(screen.getByRole('button', { name: 'Continue with 1 ticket' }));
      await user.click(within(screen.getByRole('group', { name: 'Recent recipients' })).getByRole('button', { name: 'robin@example.net' }));
      expect(screen.getByLabelText("Recipient's e-mail address")).toHaveValue('robin@example.net');
      expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('DE');
      expect((screen.getByLabelText("Recipient's mobile number (optional)") as HTMLInputElement).value.replace(/\s/g, '')).toBe('015123456789');
    });
  });

  describe('a pending transfer', () => {
    it('opens with its recipient read-only; Cancel transfer asks first, naming the e-mail, then calls and frees the tickets', async () => {
      sent = [{ ...sentItem('trf_pending', 'maya@example.net', 'created', ['s5', 's6']), phone: '+447700900123' }];
      const user = userEvent.setup();
      renderModal(seatedAction);
      expect(await screen.findByRole('checkbox', { name: /Seat 5$/ })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: /^To maya@example\.net/ }));
      const dialog = screen.getByRole('dialog', { name: 'Transfer tickets' });
      expect(within(dialog).getByRole('heading', { name: 'Transfer to maya@example.net' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Recipient's e-mail address")).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText("Recipient's e-mail address")).toHaveValue('maya@example.net');
      expect(within(dialog).getByLabelText("Recipient's mobile number")).toHaveValue('+447700900123');

      await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Cancel this transfer?' });
      expect(confirm).toHaveAccessibleDescription('The tickets sent to maya@example.net stay with you, and the link in their e-mail stops working.');
      expect(canceled).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Keep the transfer' }));
      expect(canceled).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
      await user.click(within(screen.getByRole('alertdialog', { name: 'Cancel this transfer?' })).getByRole('button', { name: 'Yes, cancel transfer' }));
      expect(await screen.findByText('The transfer to maya@example.net was canceled.')).toBeInTheDocument();
      expect(canceled).toEqual(['trf_pending']);
      // Back on the overview, the list read again: the seats can be chosen again.
      await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Seat 5$/ })).toBeEnabled());
    });
  });
});
