// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CartLineItem } from '../../components/cart/CartLineItem.tsx';
import type { CartLine } from '../../lib/ticketing/schemas/checkout.ts';
import { renderStep1Part } from './step1-support.tsx';

/** A chosen bundle in the cart panel (ADR 0026): its total, and the amounts the buyer chose. */

const noop = () => undefined;

describe('CartLineItem of a chosen bundle', () => {
  it('shows the bundle with its total and each chosen part with its amount, and no Remove of its own', () => {
    const bundle: CartLine = {
      _id: 'line_bundle',
      type: 'bundle',
      name: 'Dinner & Show',
      amount: 1,
      price: 65,
      triggeredBy: 'line_seat',
      subItems: [
        { _id: 'line_bundle_dinner', type: 'product', name: 'Two-course dinner', amount: 2, price: 29, showPrice: false },
        { _id: 'line_bundle_drink', type: 'product', name: 'Drink voucher', amount: 1, price: 7, showPrice: false },
      ],
    };
    renderStep1Part(
      <ul>
        <CartLineItem line={bundle} currency="GBP" timeZone="Europe/London" confirming={false} busy={false} locked={false} onRemove={noop} onConfirm={noop} onKeep={noop} />
      </ul>,
    );
    const row = screen.getByText('1 × Dinner & Show').closest('li') as HTMLElement;
    expect(within(row).getByText('£65.00')).toBeInTheDocument();
    expect(within(row).getByText('2 × Two-course dinner')).toBeInTheDocument();
    expect(within(row).getByText('1 × Drink voucher')).toBeInTheDocument();
    expect(within(row).queryByText('£29.00')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
