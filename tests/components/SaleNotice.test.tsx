// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { SaleNotice } from '../../components/checkout/step1/SaleNotice.tsx';
import { renderStep1Part } from './step1-support.tsx';

describe('SaleNotice', () => {
  it('says nothing while the event is on sale', () => {
    const { container } = renderStep1Part(<SaleNotice saleState="onSale" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['soldOut', 'This event is sold out.'],
    ['planned', 'Ticket sale starts Mon, 1 Jan 2030, 09:00 GMT.'],
    ['past', 'This event is over.'],
  ] as const)('words the sale state %s', (saleState, words) => {
    renderStep1Part(<SaleNotice saleState={saleState} saleStartLabel="Mon, 1 Jan 2030, 09:00 GMT" />);
    expect(screen.getByText(words)).toHaveAttribute('data-state', saleState);
  });

  it('speaks German', () => {
    renderStep1Part(<SaleNotice saleState="soldOut" />, 'de');
    expect(screen.getByText(/ausverkauft/i)).toBeInTheDocument();
  });
});
