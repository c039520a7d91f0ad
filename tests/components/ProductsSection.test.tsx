// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { ProductsSection } from '../../components/checkout/step1/ProductsSection.tsx';
import type { Amounts } from '../../components/checkout/step1/picking.ts';
import type { ProductOption } from '../../components/checkout/step1/view-model.ts';
import { renderStep1Part } from './step1-support.tsx';

const programme: ProductOption = { id: 'prd_programme', name: 'Programme booklet', description: 'Forty pages', priceLabel: '£5.00' };
const poster: ProductOption = { id: 'prd_poster', name: 'Tour poster', image: '/images/poster.png', priceLabel: '£8.00', compareAtLabel: '£12.00' };

function Picking({ products, disabled = false, onPick }: { products: ProductOption[]; disabled?: boolean; onPick?: (id: string, amount: number) => void }) {
  const [picked, setPicked] = useState<Amounts>({});
  return (
    <ProductsSection
      products={products}
      picked={picked}
      disabled={disabled}
      onPick={(id, amount) => {
        onPick?.(id, amount);
        setPicked((current) => ({ ...current, [id]: amount }));
      }}
    />
  );
}

describe('ProductsSection', () => {
  it('lists the products with their names, descriptions and prices under their own heading', () => {
    renderStep1Part(<Picking products={[programme, poster]} />);
    const section = screen.getByRole('region', { name: 'Add to your order' });
    expect(section).toHaveAttribute('data-view-mode', 'products');
    const row = within(section).getByRole('heading', { level: 3, name: 'Programme booklet' }).closest('li') as HTMLElement;
    expect(within(row).getByText('Forty pages')).toBeInTheDocument();
    expect(within(row).getByText('£5.00')).toBeInTheDocument();
  });

  it('strikes a former price through and says what it is, and shows the image as decoration', () => {
    renderStep1Part(<Picking products={[poster]} />);
    const row = screen.getByRole('heading', { name: 'Tour poster' }).closest('li') as HTMLElement;
    const former = within(row).getByText('£12.00');
    expect(former.tagName).toBe('S');
    expect(former).toHaveTextContent('Former price: £12.00');
    expect(row.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('picks an amount with the buttons or by typing, up to the picker ceiling', async () => {
    const onPick = vi.fn();
    const { user } = renderStep1Part(<Picking products={[programme]} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Add one Programme booklet' }));
    expect(onPick).toHaveBeenLastCalledWith('prd_programme', 1);
    const amount = screen.getByRole('spinbutton', { name: 'Number of Programme booklet' });
    await user.clear(amount);
    await user.type(amount, '250');
    await user.tab();
    expect(onPick).toHaveBeenLastCalledWith('prd_programme', 100);
    expect(amount).toHaveValue(100);
  });

  it('lets nothing be picked when disabled', () => {
    renderStep1Part(<Picking products={[programme]} disabled />);
    expect(screen.getByRole('spinbutton', { name: 'Number of Programme booklet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one Programme booklet' })).toBeDisabled();
  });

  it('shows nothing for an event without products', () => {
    const { container } = renderStep1Part(<Picking products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
