// @vitest-environment jsdom
import type * as NextImage from 'next/image';
import { describe, it, expect, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { TicketCard, isTransferred, type TicketCardProps } from '../../components/tickets/TicketCard.tsx';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

// next/image needs Next's loader config; a plain img is enough here.
vi.mock('next/image', async (importOriginal) => ({
  // getImageProps stays real: server components render plain <img> with it (components/ui/ServerImage.tsx).
  ...(await importOriginal<typeof NextImage>()),
  // eslint-disable-next-line @next/next/no-img-element
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));

const valid: Ticket = {
  _id: 'tkt_1',
  secret: 'sec',
  eventId: 'evt_jazz',
  status: 'valid',
  ticketName: 'Standing',
  categoryName: 'Standing',
  deliveryType: 'virtual',
  barcode: 'RVL123456789012345',
  barcodeRevealed: true,
  firstname: 'Ada',
  lastname: 'Lovelace',
};

function renderCard(ticket: Partial<Ticket> = {}, props: Partial<TicketCardProps> = {}, locale: 'en' | 'de' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      <TicketCard
        ticket={{ ...valid, ...ticket }}
        event={{ name: 'Midnight Jazz Session', image: '/demo/events/jazz.jpg' }}
        dateLabel="Saturday, 1 June 2030 at 20:00"
        barcodeRevealed
        {...props}
      />
    </IntlProvider>,
  );
}

describe('TicketCard', () => {
  it('shows the event image and name, the ticket type, the slot time and the holder', () => {
    const { container } = renderCard();
    const card = screen.getByRole('article', { name: 'Standing' });
    expect(card).toHaveTextContent('Midnight Jazz Session');
    expect(card).toHaveTextContent('Saturday, 1 June 2030 at 20:00');
    expect(card).toHaveTextContent('Ada Lovelace');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws a CODE128 barcode into an SVG for a valid, revealed, virtual ticket', async () => {
    renderCard();
    const barcode = screen.getByRole('img', { name: 'Barcode RVL123456789012345' });
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    expect(barcode).toHaveAttribute('data-format', 'CODE128');
    // jsbarcode draws the bars as rects.
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10));
    expect(screen.getByText('RVL123456789012345')).toBeInTheDocument();
  });

  it('blurs a stand-in until the reveal and says when the barcode becomes available, without the real code', () => {
    const { container } = renderCard({ barcodeRevealed: false }, { barcodeRevealed: false, revealLabel: 'Saturday, 18 May 2030 at 20:00' });
    expect(screen.queryByRole('img', { name: /Barcode/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your barcode will be available from Saturday, 18 May 2030 at 20:00.')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('RVL123456789012345');
    expect(container.querySelector('svg[aria-hidden="true"] rect')).not.toBeNull();
  });

  it.each<[string, Partial<Ticket>]>([
    ['a hard ticket', { deliveryType: 'hard' }],
    ['an invalid ticket', { status: 'invalid' }],
    ['a ticket still needing details', { status: 'detailsRequired' }],
    ['a ticket without a barcode', { barcode: undefined }],
  ])('shows no barcode for %s', (_case, ticket) => {
    renderCard(ticket);
    expect(screen.queryByRole('img', { name: /Barcode/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your barcode will be available/)).not.toBeInTheDocument();
  });

  it.each<[string, Partial<Ticket>, string[]]>([
    ['needs personalization', { status: 'detailsRequired', requiresPersonalization: true, personalized: false, firstname: '', lastname: '' }, ['Needs personalization']],
    ['invalid', { status: 'invalid' }, ['Invalid']],
    ['transferred', { status: 'invalid', history: [{ type: 'transferred', date: '2030-01-01T00:00:00Z' }] }, ['Transferred']],
    ['hard ticket', { deliveryType: 'hard' }, ['Hard ticket']],
    ['a plain valid ticket', {}, []],
  ])('labels %s', (_case, ticket, labels) => {
    renderCard(ticket);
    const shown = screen.queryAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(labels);
  });

  it('counts a ticket as transferred only when invalid with a transfer in its history', () => {
    expect(isTransferred({ status: 'invalid', history: [{ type: 'transferred' }] })).toBe(true);
    expect(isTransferred({ status: 'valid', history: [{ type: 'transferred' }] })).toBe(false);
    expect(isTransferred({ status: 'invalid', history: [{ type: 'invalidated' }] })).toBe(false);
  });

  it('names a bare row and seat number, and leaves named sections and blocks as they are', () => {
    renderCard({ seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '4', seatName: '12' } });
    expect(screen.getByText('Stalls · Block A · Row 4 · Seat 12')).toBeInTheDocument();
  });

  it('speaks German', () => {
    renderCard({ barcodeRevealed: false, deliveryType: 'virtual' }, { barcodeRevealed: false }, 'de');
    expect(screen.getByText('Ihr Barcode ist kurz vor der Veranstaltung verfügbar.')).toBeInTheDocument();
  });
});
