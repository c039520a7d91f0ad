// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { TicketCategoriesSection } from '../../components/checkout/step1/TicketCategoriesSection.tsx';
import { cartCounts, EMPTY_CART_COUNTS, type Amounts, type CartCounts } from '../../components/checkout/step1/picking.ts';
import type { StepOneData, TicketOption } from '../../components/checkout/step1/view-model.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { renderStep1Part } from './step1-support.tsx';

const ticket = (id: string, name: string, categoryRef: string, more: Partial<TicketOption> = {}): TicketOption => ({ id, name, categoryRef, priceLabel: '£10.00', unavailable: false, ...more });

/** Three categories: a seated one sold best available, a standing one, and one whose only type is never sellable. */
const theatre: StepOneData = {
  eventId: 'evt_theatre',
  eventName: 'Theatre',
  saleState: 'onSale',
  volume: 100,
  maxAmountPerOrder: 6,
  slotsFirst: false,
  slots: [],
  products: [],
  sections: [
    {
      ref: 'cat_stalls',
      name: 'Stalls',
      mode: 'bestAvailableSeating',
      slotIds: [],
      tickets: [ticket('tt_adult', 'Adult', 'cat_stalls', { description: 'From 16 years', minAmountPerOrder: 2, maxAmountPerOrder: 4, priceLabel: '£39.00' }), ticket('tt_stalls', 'Stalls', 'cat_stalls')],
    },
    { ref: 'cat_standing', name: 'Standing', mode: 'nonSeatingCategories', slotIds: [], tickets: [ticket('tt_standing', 'Standing', 'cat_standing')] },
    { ref: 'cat_box', name: 'Box', mode: 'nonSeatingCategories', slotIds: [], tickets: [ticket('tt_box', 'Box for four', 'cat_box', { volume: 3, minAmountPerOrder: 4, unavailable: true })] },
  ],
};

const single: StepOneData = { ...theatre, maxAmountPerOrder: undefined, sections: [{ ref: 'cat_parkett', name: 'Parkett', mode: 'tickets', slotIds: [], tickets: [ticket('tt_parkett', 'Parkett', 'cat_parkett'), ticket('tt_reduced', 'Reduced', 'cat_parkett')] }] };

/** The section as the container uses it: the picks live above it and come back as props. */
function Picking({ data, inCart = EMPTY_CART_COUNTS, onSale = true, onPick }: { data: StepOneData; inCart?: CartCounts; onSale?: boolean; onPick?: (id: string, amount: number) => void }) {
  const [picked, setPicked] = useState<Amounts>({});
  return (
    <TicketCategoriesSection
      data={data}
      picked={picked}
      inCart={inCart}
      onSale={onSale}
      onPick={(id, amount) => {
        onPick?.(id, amount);
        setPicked((current) => ({ ...current, [id]: amount }));
      }}
    />
  );
}

const field = (name: string) => screen.getByRole('spinbutton', { name: `Number of ${name}` });
const plus = (name: string) => screen.getByRole('button', { name: `Add one ${name}` });

describe('TicketCategoriesSection', () => {
  it('groups the ticket types under their category names, and names a picker by its category where the names differ', () => {
    renderStep1Part(<Picking data={theatre} />);
    expect(screen.getByRole('region', { name: 'Tickets' })).toBeInTheDocument();
    for (const name of ['Stalls', 'Standing', 'Box']) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Adult' })).toBeInTheDocument();
    expect(field('Adult (Stalls)')).toBeInTheDocument();
    expect(field('Stalls')).toBeInTheDocument();
    expect(field('Standing')).toBeInTheDocument();
    expect(screen.getAllByText('Pick how many: the best available seats are assigned when you add them to your cart.')).toHaveLength(1);
  });

  it('lists a single group of tickets without a category heading', () => {
    renderStep1Part(<Picking data={single} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Parkett' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Reduced' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
    expect(field('Reduced')).toBeInTheDocument();
  });

  it('shows the limits of a type with its price, and reads them with the amount field', () => {
    renderStep1Part(<Picking data={theatre} />);
    const row = screen.getByRole('heading', { name: 'Adult' }).closest('li') as HTMLElement;
    expect(within(row).getByText('From 16 years')).toBeInTheDocument();
    expect(within(row).getByText('£39.00')).toBeInTheDocument();
    expect(field('Adult (Stalls)')).toHaveAccessibleDescription('At least 2 per order · Up to 4 per order');
  });

  it('shows a type that can never be sold as unavailable, its picker disabled', () => {
    renderStep1Part(<Picking data={theatre} />);
    const row = screen.getByRole('heading', { name: 'Box for four' }).closest('li') as HTMLElement;
    expect(row).toHaveAttribute('data-unavailable', 'true');
    expect(within(row).getByText('Not available')).toBeInTheDocument();
    expect(field('Box for four (Box)')).toBeDisabled();
    expect(plus('Box for four (Box)')).toBeDisabled();
  });

  it('jumps to the minimum per order, and clamps a typed amount to what may be bought', async () => {
    const onPick = vi.fn();
    const { user } = renderStep1Part(<Picking data={theatre} onPick={onPick} />);
    await user.click(plus('Adult (Stalls)'));
    expect(onPick).toHaveBeenLastCalledWith('tt_adult', 2);
    expect(field('Adult (Stalls)')).toHaveValue(2);
    await user.clear(field('Standing'));
    await user.type(field('Standing'), '9');
    await user.tab();
    // Event max 6, of which 2 adults are picked.
    expect(onPick).toHaveBeenLastCalledWith('tt_standing', 4);
    expect(plus('Standing')).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts what the cart holds, and says when no more of a type can be added', () => {
    const cart: Checkout = {
      _id: 'chk_1',
      status: 'open',
      items: [{ _id: 'item_1', eventId: 'evt_theatre', tickets: [{ _id: 'line_1', type: 'ticket', ticketTypeId: 'tt_adult', categoryRef: 'cat_stalls', amount: 4 }] }],
    };
    renderStep1Part(<Picking data={theatre} inCart={cartCounts(cart, theatre)} />);
    expect(field('Adult (Stalls)')).toHaveAccessibleDescription('At least 2 per order · Up to 4 per order · No more can be added to this order');
    expect(plus('Adult (Stalls)')).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets nothing be picked while the event is not on sale', () => {
    renderStep1Part(<Picking data={theatre} onSale={false} />);
    for (const name of ['Adult (Stalls)', 'Stalls', 'Standing']) {
      expect(field(name)).toBeDisabled();
      expect(plus(name)).toBeDisabled();
    }
  });

  it('shows nothing for an event without ticket types', () => {
    const { container } = renderStep1Part(<Picking data={{ ...theatre, sections: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
