'use client';

import { useRef } from 'react';
import { SlotPicker } from './SlotPicker';
import { SaleNotice } from './SaleNotice';
import { TicketCategoriesSection } from './TicketCategoriesSection';
import { ProductsSection } from './ProductsSection';
import { AddToCartActions } from './AddToCartActions';
import { BundleOffers } from './BundleOffers';
import { stepTwoHref } from './checkout-urls';
import { useTicketPicking } from './useTicketPicking';
import type { StepOneData } from './view-model';
import styles from './step1.module.css';

export interface TicketPickerProps {
  data: StepOneData;
  /** `/{seller}/checkout/{eventId}`: the base of the step-2 link. */
  checkoutPath: string;
  /** Display flags every checkout link keeps (underShop, noSteps). */
  carry?: Readonly<Record<string, string>>;
}

/**
 * Checkout step 1 (spec 02 §2, §5): ticket types by category with their prices and amount pickers
 * bounded by the availability rule, the time slot when the event sells by slot, products, a coupon,
 * and "Add to cart", then the bundles the added tickets come with (ADR 0026). The state and the
 * add-to-cart call live in `useTicketPicking`; the sections only show it. A slot picked first
 * (selection mode beforeTickets) comes above the tickets.
 */
export function TicketPicker({ data, checkoutPath, carry = {} }: TicketPickerProps) {
  const slotGroup = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const picking = useTicketPicking(data, slotGroup);
  const { cart, error, pending } = picking;
  const onSale = data.saleState === 'onSale';

  const slotPicker = picking.slotShown ? (
    <SlotPicker
      ref={slotGroup}
      slots={picking.slotChoices}
      value={picking.chosenSlot}
      onChange={picking.pickSlot}
      remaining={picking.slotRemaining}
      needed={picking.unitsInSlot}
      disabled={!onSale}
      errorId={error?.field === 'slot' ? error.id : undefined}
    />
  ) : null;

  return (
    <div className={styles.step}>
      <SaleNotice saleState={data.saleState} saleStartLabel={data.saleStartLabel} />

      {data.slotsFirst ? slotPicker : null}
      <TicketCategoriesSection data={data} picked={picking.tickets} inCart={picking.counts} onSale={onSale} onPick={picking.pickTicket} />
      {data.slotsFirst ? null : slotPicker}

      <ProductsSection products={data.products} picked={picking.products} disabled={!onSale} onPick={picking.pickProduct} />

      <AddToCartActions
        coupon={picking.coupon}
        onCouponChange={picking.changeCoupon}
        onApplyCoupon={() => void picking.send('coupon')}
        appliedCoupons={picking.appliedCoupons}
        onAdd={() => void picking.send('add')}
        pending={pending}
        onSale={onSale}
        detailsHref={cart && picking.cartUnits > 0 ? stepTwoHref(checkoutPath, cart, carry) : undefined}
        error={error}
        seats={picking.seats}
        addRef={addButton}
      />
      <BundleOffers eventId={data.eventId} returnFocusRef={addButton} />
    </div>
  );
}
