// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import { CartLineItem } from '../../components/cart/CartLineItem.tsx';
import { PersonalizationList } from '../../components/checkout/personalization/PersonalizationList.tsx';
import { seatTypeLabel, seatWithTypeLabel } from '../../lib/i18n/seat-type.ts';
import type { CartLine } from '../../lib/ticketing/schemas/checkout.ts';
import { renderStep1Part } from './step1-support.tsx';
import { baseTicket, renderWithProviders } from './step2-support.tsx';

/**
 * Seats chosen on the map reach the cart panel and step 2 with their seating info (spec 02 §3):
 * section, block, row, seat, gate, the seat type in words, and a general-admission area's name.
 */

const noop = () => undefined;
const seatLine = (seatingInfo: CartLine['seatingInfo'], id = 'line_seat'): CartLine => ({ _id: id, type: 'ticket', name: 'Stalls seat', amount: 1, price: 39, ticketTypeId: 'tt_stalls', seatingInfo });

function renderLine(line: CartLine, locale: 'en' | 'de' = 'en') {
  return renderStep1Part(
    <ul>
      <CartLineItem line={line} currency="GBP" timeZone="Europe/London" confirming={false} busy={false} locked={false} onRemove={noop} onConfirm={noop} onKeep={noop} />
    </ul>,
    locale,
  );
}

describe('seatTypeLabel', () => {
  const intl = createIntl({ locale: 'en', messages: en });
  it.each([
    ['limitedView', 'Limited view'],
    ['foldable', 'Folding seat'],
    ['wheelchair', 'Wheelchair space'],
    ['boxSeat', 'boxSeat'],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (type, label) => {
    expect(seatTypeLabel(intl, type)).toBe(label);
  });

  it('joins the seat and its type, or names the area', () => {
    expect(seatWithTypeLabel(intl, { sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '1', seatType: 'foldable' })).toBe('Stalls · Block A · Row 22 · Seat 1 · Folding seat');
    expect(seatWithTypeLabel(intl, { name: 'Arena', gate: 'Gate 4' })).toBe('Arena');
    expect(seatWithTypeLabel(intl, undefined)).toBeUndefined();
  });
});

describe('a seat in the cart panel', () => {
  it('lists section, block, row, seat, gate and the seat type in words', () => {
    renderLine(seatLine({ sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '1', gate: 'Gate 1', seatType: 'foldable' }));
    const seat = screen.getByRole('list', { name: 'Seat' });
    expect(within(seat).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Section Stalls', 'Block A', 'Row 22', 'Seat 1', 'Gate 1', 'Folding seat']);
  });

  it('says the seat type in German', () => {
    renderLine(seatLine({ sectionName: 'Parkett', rowName: '3', seatName: '9', seatType: 'limitedView' }), 'de');
    expect(within(screen.getByRole('list', { name: 'Platz' })).getByText('Eingeschränkte Sicht')).toBeInTheDocument();
  });

  it('names the general-admission area of a standing place', () => {
    renderLine(seatLine({ name: 'Arena', gate: 'Gate 4' }));
    expect(within(screen.getByRole('list', { name: 'Seat' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Arena', 'Gate 4']);
  });
});

describe('a seat in step 2', () => {
  it("shows each ticket's seat with its type in the personalization list", () => {
    renderWithProviders(
      <PersonalizationList
        tickets={[
          { ...baseTicket, seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '22', seatName: '1', seatType: 'foldable' } },
          { ...baseTicket, _id: 'tkt_2', seatingInfo: { name: 'Arena' } },
        ]}
        timeZone="Europe/London"
      />,
    );
    const rows = screen.getAllByRole('button', { name: /Student/ });
    expect(rows[0]).toHaveTextContent('Stalls · Block A · Row 22 · Seat 1 · Folding seat');
    expect(rows[1]).toHaveTextContent('Students · Arena');
  });
});
