// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AddToCartActions, type AddToCartActionsProps } from '../../components/checkout/step1/AddToCartActions.tsx';
import { renderStep1Part } from './step1-support.tsx';

function renderActions(props: Partial<AddToCartActionsProps> = {}, locale: 'en' | 'de' = 'en') {
  const handlers = { onCouponChange: vi.fn(), onApplyCoupon: vi.fn(), onAdd: vi.fn() };
  const view = renderStep1Part(
    <AddToCartActions coupon="" appliedCoupons={[]} pending={null} onSale detailsHref={undefined} error={null} seats={[]} {...handlers} {...props} />,
    locale,
  );
  return { ...view, ...handlers };
}

const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const alertRegion = () => screen.getAllByRole('alert').find((element) => element.tagName === 'DIV') as HTMLElement;

describe('AddToCartActions', () => {
  it('adds to the cart, and offers "Details and pay" only once the cart holds something', async () => {
    const { user, onAdd, rerender } = renderActions();
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Details and pay' })).not.toBeInTheDocument();
    rerender(renderActionsElement({ detailsHref: '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec_1&step=2' }));
    expect(screen.getByRole('link', { name: 'Details and pay' })).toHaveAttribute('href', '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec_1&step=2');
  });

  it('says a call is under way and keeps the button focusable', () => {
    renderActions({ pending: 'add' });
    const button = screen.getByRole('button', { name: 'Adding…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('applies a typed coupon and lists the applied codes', async () => {
    const { user, onCouponChange, onApplyCoupon } = renderActions({ coupon: 'SPRING10', appliedCoupons: ['WINTER5'] });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'X');
    expect(onCouponChange).toHaveBeenLastCalledWith('SPRING10X');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApplyCoupon).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Applied: WINTER5')).toBeInTheDocument();
  });

  it('announces a general refusal, with the detail for "Could not add to cart!"', () => {
    renderActions({ error: { id: 'checkout.step1.error.couldNotAdd', field: 'general' } });
    expect(alertRegion()).toHaveTextContent('Could not add to cart! Fewer tickets are available than you picked. Please pick fewer and try again.');
  });

  it('shows a coupon refusal at the field, and leaves a slot refusal to the slots', () => {
    const { rerender } = renderActions({ error: { id: 'checkout.step1.coupon.error.invalid', field: 'coupon' } });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription('This coupon code is not valid.');
    expect(alertRegion()).toBeEmptyDOMElement();
    rerender(renderActionsElement({ error: { id: 'checkout.step1.error.pickSlot', field: 'slot' } }));
    expect(screen.queryByText('Pick a time slot for your tickets.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the assigned seats on the page', () => {
    renderActions({ seats: ['Stalls, row K, seat 12', 'Stalls, row K, seat 13'] });
    expect(screen.getByText('Your seats: Stalls, row K, seat 12, Stalls, row K, seat 13')).toBeInTheDocument();
  });

  it('disables adding and the coupon while the event is not on sale', () => {
    renderActions({ onSale: false });
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('speaks German', () => {
    renderActions({}, 'de');
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
  });
});

/** The element with other props, for `rerender`. */
function renderActionsElement(props: Partial<AddToCartActionsProps>) {
  return <AddToCartActions coupon="" appliedCoupons={[]} pending={null} onSale detailsHref={undefined} error={null} seats={[]} onCouponChange={vi.fn()} onApplyCoupon={vi.fn()} onAdd={vi.fn()} {...props} />;
}
