'use client';

import { useRef, useState } from 'react';
import { SlotPicker } from './SlotPicker';
import { SaleNotice } from './SaleNotice';
import { TicketCategoriesSection } from './TicketCategoriesSection';
import { ProductsSection } from './ProductsSection';
import { AddToCartActions } from './AddToCartActions';
import { BundleOffers } from './BundleOffers';
import { stepTwoHref } from './checkout-urls';
import { HardTicketChoiceDialog } from './HardTicketChoiceDialog';
import type { HardTicketChoiceView } from './hard-ticket-view';
import { useTicketPicking } from './useTicketPicking';
import { SeatMapChooser } from './seat-map/SeatMapChooser';
import { useSeatChoiceWay } from './seat-map/useSeatChoiceWay';
import type { StepOneData } from './view-model';
import styles from './step1.module.css';

export interface TicketPickerProps {
  data: StepOneData;
  /** `/{seller}/checkout/{eventId}`: the base of the step-2 link. */
  checkoutPath: string;
  /** Display flags every checkout link keeps (underShop, noSteps). */
  carry?: Readonly<Record<string, string>>;
  /** The storefront has a seat-map host: a seated event offers its seats on the map (issue 14). */
  seatMap?: boolean;
  /** The event's hard ticket: set when the event offers one, and the buyer chooses before adding. */
  hardTicket?: HardTicketChoiceView | undefined;
}

/**
 * Checkout step 1 (spec 02 §2, §5): ticket types by category with their prices and amount pickers
 * bounded by the availability rule, the time slot when the event sells by slot, products, a coupon,
 * and "Add to cart", then the bundles the added tickets come with (ADR 0026). The state and the
 * add-to-cart call live in `useTicketPicking`; the sections only show it. A slot picked first
 * (selection mode beforeTickets) comes above the tickets.
 */
export function TicketPicker({ data, checkoutPath, carry = {}, hardTicket, seatMap = false }: TicketPickerProps) {
  const slotGroup = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const picking = useTicketPicking(data, slotGroup);
  const { cart, error, pending } = picking;
  const onSale = data.saleState === 'onSale';
  const seatChoice = useSeatChoiceWay(data, seatMap, picking.tickets, picking.pickTicket);
  const [choosingDelivery, setChoosingDelivery] = useState(false);
  const ticketUnits = Object.values(picking.tickets).reduce((sum, amount) => sum + amount, 0);
  // A missing slot is said first; the delivery is asked only of tickets that can be added.
  const asksDelivery = hardTicket !== undefined && ticketUnits > 0 && !(picking.slotShown && picking.unitsInSlot > 0 && !picking.chosenSlot);

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
      {seatChoice.offered ? <SeatMapChooser eventId={data.eventId} way={seatChoice.way} onWayChange={seatChoice.chooseWay} /> : null}
      <TicketCategoriesSection data={seatChoice.pickerData} picked={picking.tickets} inCart={picking.counts} onSale={onSale} onPick={picking.pickTicket} />
      {/* In the tree from the start, so a screen reader announces what live availabilities changed. */}
      <p role="status" className={styles.liveNote}>
        {picking.availabilityNote}
      </p>
      {data.slotsFirst ? null : slotPicker}

      <ProductsSection products={data.products} picked={picking.products} disabled={!onSale} onPick={picking.pickProduct} />

      <AddToCartActions
        coupon={picking.coupon}
        onCouponChange={picking.changeCoupon}
        onApplyCoupon={() => void picking.send('coupon')}
        appliedCoupons={picking.appliedCoupons}
        onAdd={() => (asksDelivery ? setChoosingDelivery(true) : void picking.send('add'))}
        pending={pending}
        onSale={onSale}
        detailsHref={cart && picking.cartUnits > 0 ? stepTwoHref(checkoutPath, cart, carry) : undefined}
        error={error}
        seats={picking.seats}
        addRef={addButton}
      />
      <BundleOffers eventId={data.eventId} returnFocusRef={addButton} />
      {choosingDelivery && hardTicket ? (
        <HardTicketChoiceDialog
          offer={hardTicket}
          ticketCount={ticketUnits}
          busy={pending === 'add'}
          onCancel={() => setChoosingDelivery(false)}
          onChoose={(delivery) => {
            setChoosingDelivery(false);
            void picking.send('add', { asHardTicket: delivery === 'hard' });
          }}
        />
      ) : null}
    </div>
  );
}
