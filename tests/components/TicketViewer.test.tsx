// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { TicketViewer } from '../../components/account/tickets/TicketViewer.tsx';
import type { TicketActionLink, TicketView } from '../../components/account/tickets/types.ts';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { WalletPassRequest } from '../../lib/operations/ticket-documents.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

const ticket = (index: number, overrides: Partial<Ticket> = {}, view: Partial<TicketView> = {}): TicketView => ({
  ticket: { _id: `t${index}`, eventId: 'evt_jazz', status: 'valid', ticketName: `Ticket ${index}`, seatingInfo: { rowName: 'A', seatName: String(index) }, ...overrides },
  barcodeRevealed: true,
  ...view,
});

const tickets = (count: number) => Array.from({ length: count }, (_, index) => ticket(index + 1));

function renderViewer(list: TicketView[], onClose = vi.fn()) {
  const utils = render(
    <IntlProvider locale="en" messages={en}>
      <button type="button">Opener</button>
      <TicketViewer title="Midnight Jazz" subtitle="Fri 10 May" event={{ name: 'Midnight Jazz' }} dateLabel="Fri 10 May, 20:00" tickets={list} onClose={onClose} />
    </IntlProvider>,
  );
  return { ...utils, onClose, dialog: screen.getByRole('dialog', { name: 'Midnight Jazz' }) };
}

const current = () => screen.getByRole('heading', { level: 3 }).textContent;
const dots = () => within(screen.getByTestId('ticket-viewer-dots')).queryAllByRole('listitem', { hidden: true });

describe('TicketViewer', () => {
  it('shows the counter and moves with the previous and next buttons, disabled at the ends', async () => {
    const user = userEvent.setup();
    renderViewer(tickets(3));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('Ticket 1 of 3')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous ticket' });
    const next = screen.getByRole('button', { name: 'Next ticket' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(current()).toBe('Ticket 2');
    await user.click(next);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the end the button keeps the focus (it is not disabled), so the keys still reach the viewer.
    await user.click(next);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.click(previous);
    expect(current()).toBe('Ticket 2');
  });

  it('moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderViewer(tickets(4));
    expect(dialog).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderViewer(tickets(3));
    // Close, Previous (unusable on the first ticket, but reachable and announced so) and Next are the stops.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous ticket' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next ticket' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Opener', hidden: true })).not.toHaveFocus();
  });

  it('draws a window of 5 dots for 12 tickets, following the current ticket', async () => {
    const user = userEvent.setup();
    renderViewer(tickets(12));
    expect(dots()).toHaveLength(5);
    expect(dots()[0]).toHaveAttribute('data-current');
    for (let step = 0; step < 6; step += 1) await user.keyboard('{ArrowRight}');
    expect(screen.getByText('7 / 12')).toBeInTheDocument();
    expect(dots()).toHaveLength(5);
    // Ticket 7 (index 6) sits in the middle of the window 5..9.
    expect(dots()[2]).toHaveAttribute('data-current');
    expect(dots()[0]).toHaveAttribute('data-edge');
    expect(dots()[4]).toHaveAttribute('data-edge');
    for (let step = 0; step < 10; step += 1) await user.keyboard('{ArrowRight}');
    expect(dots()[4]).toHaveAttribute('data-current');
  });

  it('has no counter, buttons or dots for a single ticket', () => {
    renderViewer(tickets(1));
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next ticket' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-viewer-dots')).not.toBeInTheDocument();
  });

  it('swipes: a fast drag to the left shows the next ticket, to the right the previous one', () => {
    const now = vi.spyOn(Date, 'now');
    renderViewer(tickets(3));
    const stage = screen.getByTestId('ticket-viewer-stage');
    const swipe = (from: number, to: number, ms: number) => {
      now.mockReturnValue(1_000);
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: from, clientY: 100, button: 0, pointerType: 'touch' });
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: (from + to) / 2, clientY: 100, pointerType: 'touch' });
      now.mockReturnValue(1_000 + ms);
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: to, clientY: 100, pointerType: 'touch' });
    };
    swipe(300, 150, 150);
    expect(current()).toBe('Ticket 2');
    swipe(300, 120, 200);
    expect(current()).toBe('Ticket 3');
    swipe(150, 300, 150);
    expect(current()).toBe('Ticket 2');
  });

  it('does not swipe on a slow nudge or a vertical drag', () => {
    const now = vi.spyOn(Date, 'now');
    renderViewer(tickets(3));
    const stage = screen.getByTestId('ticket-viewer-stage');
    now.mockReturnValue(0);
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, clientY: 100, button: 0, pointerType: 'mouse' });
    now.mockReturnValue(800);
    // 40 px in 800 ms: 40 × 50 = 2000, under 10000.
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 260, clientY: 100, pointerType: 'mouse' });
    expect(current()).toBe('Ticket 1');
    now.mockReturnValue(0);
    fireEvent.pointerDown(stage, { pointerId: 3, clientX: 300, clientY: 100, button: 0, pointerType: 'touch' });
    now.mockReturnValue(100);
    fireEvent.pointerUp(stage, { pointerId: 3, clientX: 220, clientY: 400, pointerType: 'touch' });
    expect(current()).toBe('Ticket 1');
  });

  it('renders the CODE128 barcode of a revealed ticket and a blurred notice before the reveal', async () => {
    const user = userEvent.setup();
    renderViewer([
      ticket(1, { barcode: 'RVL-0001-ABCD' }),
      ticket(2, { barcode: 'hidden' }, { barcodeRevealed: false, revealLabel: '26 Apr 2030, 20:00' }),
    ]);
    const barcode = screen.getByRole('img', { name: 'Barcode RVL-0001-ABCD' });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('img', { name: /Barcode/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your barcode will be available from 26 Apr 2030, 20:00.')).toBeInTheDocument();
  });

  it("shows the viewer's event and date on each card, unless a (package) ticket brings its own", async () => {
    const user = userEvent.setup();
    renderViewer([ticket(1), ticket(2, {}, { event: { name: 'Blues & Brews' }, dateLabel: 'Sat 19 Dec, 19:00' })]);
    const card = () => screen.getByRole('article');
    expect(within(card()).getByText('Midnight Jazz')).toBeInTheDocument();
    expect(within(card()).getByText('Fri 10 May, 20:00')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(card()).getByText('Blues & Brews')).toBeInTheDocument();
    expect(within(card()).getByText('Sat 19 Dec, 19:00')).toBeInTheDocument();
  });
});

describe('TicketViewer downloads and wallets', () => {
  function renderWithActions(list: TicketView[], actions: TicketActionLink[]) {
    return render(
      <IntlProvider locale="en" messages={en}>
        <ToastProvider>
          <TicketViewer title="Midnight Jazz" event={{ name: 'Midnight Jazz' }} dateLabel="Fri 10 May, 20:00" tickets={list} actions={actions} onClose={vi.fn()} />
        </ToastProvider>
      </IntlProvider>,
    );
  }

  it('offers the PDF download of the current ticket only when it has one', async () => {
    const user = userEvent.setup();
    renderWithActions([ticket(1, {}, { pdfHref: '/api/tickets/t1/s1/pdf?lang=en' }), ticket(2)], []);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/tickets/t1/s1/pdf?lang=en');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Next ticket' }));
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  const ticketsPass: WalletPassRequest = { of: 'tickets', provider: 'google', input: { tickets: [{ id: 't1', secret: 's1' }], lang: 'en' } };

  it('renders wallet actions as buttons and download-all as a download link', () => {
    renderWithActions(tickets(2), [
      { kind: 'googleWallet', pass: ticketsPass },
      { kind: 'downloadAll', href: '/api/tickets/pdf?id=t1&secret=s1&lang=en' },
    ]);
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all tickets' })).toHaveAttribute('download');
  });

  it('goes to the pass url the wallet route answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ url: '/sandbox/wallet/wps_1' })));
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
    try {
      renderWithActions(tickets(1), [{ kind: 'googleWallet', pass: ticketsPass }]);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
      expect(assign).toHaveBeenCalledWith('/sandbox/wallet/wps_1');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
      vi.unstubAllGlobals();
    }
  });
});
