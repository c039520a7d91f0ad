'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Image from 'next/image';
import Link from 'next/link';
import { useCart, useCartActions } from '@/components/cart/cart-store';
import { useToast } from '@/components/ui/Toasts';
import type { AddToCartInput } from '@/lib/operations/cart.inputs';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import { AmountPicker } from './AmountPicker';
import { SlotPicker } from './SlotPicker';
import { CouponField } from './CouponField';
import { addErrorOf, type AddError } from './add-errors';
import { stepTwoHref } from './checkout-urls';
import {
  addToCartBody,
  assignedSeats,
  cartCounts,
  clampAmount,
  hasPicks,
  maxAmount,
  needsSlot,
  PICKER_CEILING,
  selectableSlots,
  stepAmount,
  unitsNeedingSlot,
  type Amounts,
} from './picking';
import type { SlotOption, StepOneData, TicketOption, TicketSection } from './view-model';
import styles from './step1.module.css';

export interface TicketPickerProps {
  data: StepOneData;
  /** `/{seller}/checkout/{eventId}`: the base of the step-2 link. */
  checkoutPath: string;
  /** Display flags every checkout link keeps (underShop, noSteps). */
  carry?: Readonly<Record<string, string>>;
}


const NOTICE_IDS = {
  soldOut: 'checkout.step1.notice.soldOut',
  planned: 'checkout.step1.notice.planned',
  past: 'checkout.step1.notice.past',
} as const;

function openLines(cart: Checkout | null | undefined): number {
  if (!cart || (cart.status !== undefined && cart.status !== 'open')) return 0;
  return (cart.items ?? []).reduce((sum, item) => sum + [...(item.tickets ?? []), ...(item.products ?? [])].reduce((lines, line) => lines + line.amount, 0), 0);
}

/**
 * Checkout step 1 (spec 02 §2, §5): ticket types by category with their prices and amount pickers
 * bounded by the availability rule, the time slot when the event sells by slot, products, a coupon,
 * and "Add to cart". A failed call keeps everything the buyer picked; a successful one writes the
 * answer into the shared cart query, resets the pickers and offers "Details and pay".
 */
export function TicketPicker({ data, checkoutPath, carry = {} }: TicketPickerProps) {
  const intl = useIntl();
  const cartActions = useCartActions();
  const toast = useToast();
  const { data: cart } = useCart();
  const counts = useMemo(() => cartCounts(cart, data), [cart, data]);

  const [tickets, setTickets] = useState<Amounts>({});
  const [products, setProducts] = useState<Amounts>({});
  const [slotId, setSlotId] = useState<string | undefined>(undefined);
  const [coupon, setCoupon] = useState('');
  const [error, setError] = useState<AddError | null>(null);
  // The seats assigned by the last best-available add; they stay on the page, unlike the toast.
  const [seats, setSeats] = useState<string[]>([]);
  const [pending, setPending] = useState<'add' | 'coupon' | null>(null);
  // A second click while the first call runs must not add the same tickets twice. It is released
  // only once the render after the call is committed: a click handled before that render would
  // still see the old picks and add them again.
  const busy = useRef(false);
  useEffect(() => {
    if (pending === null) busy.current = false;
  }, [pending]);
  const slotGroup = useRef<HTMLFieldSetElement>(null);

  const onSale = data.saleState === 'onSale';
  const slotNeeded = needsSlot(data, tickets);
  const slotChoices = useMemo(() => selectableSlots(data, tickets), [data, tickets]);
  const unitsInSlot = unitsNeedingSlot(data, tickets);
  const chosenSlot = slotChoices.some((slot) => slot.id === slotId) ? slotId : undefined;
  const inCartBySlot = useMemo(() => {
    const bySlot = new Map<string, number>();
    for (const item of cart?.items ?? []) {
      if (item.eventId !== data.eventId) continue;
      for (const line of item.tickets ?? []) {
        const id = line.slotInfo?.slotId;
        if (id) bySlot.set(id, (bySlot.get(id) ?? 0) + line.amount);
      }
    }
    return bySlot;
  }, [cart, data.eventId]);
  const slotRemaining = (slot: SlotOption) => (slot.volume === undefined ? undefined : Math.max(0, slot.volume - (inCartBySlot.get(slot.id) ?? 0)));
  const appliedCoupons = (cart?.items ?? []).filter((item) => item.eventId === data.eventId).flatMap((item) => item.appliedCoupons ?? []);
  const cartUnits = openLines(cart);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const section of data.sections) for (const ticket of section.tickets) map.set(ticket.id, ticket.name);
    for (const product of data.products) map.set(product.id, product.name);
    return map;
  }, [data]);

  const setTicket = (id: string, amount: number) => setTickets((current) => ({ ...current, [id]: amount }));
  const setProduct = (id: string, amount: number) => setProducts((current) => ({ ...current, [id]: amount }));

  async function send(kind: 'add' | 'coupon') {
    if (busy.current) return;
    setError(null);
    const code = coupon.trim();
    let body: AddToCartInput;
    if (kind === 'coupon') {
      if (!code) {
        setError({ id: 'checkout.step1.coupon.error.empty', field: 'coupon' });
        return;
      }
      body = { eventId: data.eventId, coupon: code };
    } else {
      if (!hasPicks(tickets, products)) {
        setError({ id: 'checkout.step1.error.nothingPicked', field: 'general' });
        return;
      }
      if (slotNeeded && !chosenSlot) {
        setError({ id: 'checkout.step1.error.pickSlot', field: 'slot' });
        slotGroup.current?.focus();
        return;
      }
      body = addToCartBody({ data, tickets, products, slotId: chosenSlot, coupon: code });
    }

    busy.current = true;
    setPending(kind);
    try {
      const next = await cartActions.add(body);
      const added = [...(body.tickets ?? []).map((line) => [line.ticketTypeId, line.amount] as const), ...(body.products ?? []).map((line) => [line.productId, line.amount] as const)];
      const summary =
        added.length > 0
          ? intl.formatMessage(
              { id: 'checkout.step1.added' },
              { items: intl.formatList(added.map(([id, amount]) => intl.formatMessage({ id: 'checkout.step1.addedItem' }, { amount, name: names.get(id) ?? id }))) },
            )
          : intl.formatMessage({ id: 'checkout.step1.coupon.applied' }, { code });
      const seated = new Set(data.sections.filter((section) => section.mode === 'bestAvailableSeating').flatMap((section) => section.tickets.map((ticket) => ticket.id)));
      const pickedSeated = new Set((body.tickets ?? []).map((line) => line.ticketTypeId).filter((id) => seated.has(id)));
      const assigned = pickedSeated.size > 0 ? assignedSeats(next, data.eventId, pickedSeated, { row: intl.formatMessage({ id: 'checkout.step1.seat.row' }), seat: intl.formatMessage({ id: 'checkout.step1.seat.seat' }) }) : [];
      if (kind === 'add') {
        setTickets({});
        setProducts({});
        setSlotId(undefined);
      }
      if (body.coupon) setCoupon('');
      const seatsText = assigned.length > 0 ? intl.formatMessage({ id: 'checkout.step1.seats' }, { seats: intl.formatList(assigned, { type: 'unit' }) }) : '';
      setSeats(assigned);
      toast.success(seatsText ? `${summary} ${seatsText}` : summary);
    } catch (failure) {
      // The cart store shows the cart as it is now: the call may have failed because the cart ended.
      setError(addErrorOf(failure, Boolean(body.coupon)));
    } finally {
      setPending(null);
    }
  }

  const ticketRow = (section: TicketSection, ticket: TicketOption, headingLevel: 'h3' | 'h4') => {
    const max = maxAmount(ticket.id, data, tickets, counts);
    const value = tickets[ticket.id] ?? 0;
    const hintId = `ticket-${ticket.id}-hint`;
    const Heading = headingLevel;
    const inCart = counts.byTicketType.get(ticket.id) ?? 0;
    const limits = { max, min: ticket.minAmountPerOrder, threshold: ticket.minRuleThreshold, inCart };
    return (
      <li key={ticket.id} className={styles.row} data-unavailable={ticket.unavailable || undefined}>
        <div className={styles.rowInfo}>
          <Heading className={styles.rowName}>{ticket.name}</Heading>
          {ticket.description ? <p className={styles.rowDescription}>{ticket.description}</p> : null}
          <p className={styles.hint} id={hintId}>
            {ticket.unavailable ? (
              <FormattedMessage id="checkout.step1.ticket.unavailable" />
            ) : (
              <>
                {ticket.minAmountPerOrder !== undefined && ticket.minAmountPerOrder > 1 ? <FormattedMessage id="checkout.step1.ticket.minPerOrder" values={{ count: ticket.minAmountPerOrder }} /> : null}
                {ticket.minAmountPerOrder !== undefined && ticket.minAmountPerOrder > 1 && ticket.maxAmountPerOrder !== undefined ? ' · ' : null}
                {ticket.maxAmountPerOrder !== undefined ? <FormattedMessage id="checkout.step1.ticket.maxPerOrder" values={{ count: ticket.maxAmountPerOrder }} /> : null}
                {onSale && max === 0 && !ticket.unavailable ? (
                  <>
                    {ticket.maxAmountPerOrder !== undefined || (ticket.minAmountPerOrder ?? 0) > 1 ? ' · ' : null}
                    <FormattedMessage id="checkout.step1.ticket.noMore" />
                  </>
                ) : null}
              </>
            )}
          </p>
        </div>
        <p className={styles.price}>{ticket.priceLabel}</p>
        <AmountPicker
          name={section.name && section.name !== ticket.name && section.mode !== 'tickets' ? `${ticket.name} (${section.name})` : ticket.name}
          value={value}
          max={max}
          next={(direction) => stepAmount(value, direction, limits)}
          onChange={(amount) => setTicket(ticket.id, clampAmount(amount, max))}
          disabled={!onSale || ticket.unavailable}
          describedBy={hintId}
        />
      </li>
    );
  };

  const ticketSections = data.sections.length > 0 ? (
    <section className={styles.block} aria-labelledby="step1-tickets-title">
      <h2 className={styles.blockTitle} id="step1-tickets-title">
        <FormattedMessage id="checkout.step1.tickets.title" />
      </h2>
      {data.sections.map((section) =>
        section.mode === 'tickets' ? (
          <ul key={section.ref} className={styles.rows} data-view-mode={section.mode}>
            {section.tickets.map((ticket) => ticketRow(section, ticket, 'h3'))}
          </ul>
        ) : (
          <div key={section.ref} className={styles.category} data-view-mode={section.mode}>
            <h3 className={styles.categoryTitle}>{section.name ?? section.ref}</h3>
            {section.mode === 'bestAvailableSeating' ? (
              <p className={styles.hint}>
                <FormattedMessage id="checkout.step1.bestAvailable.hint" />
              </p>
            ) : null}
            <ul className={styles.rows}>{section.tickets.map((ticket) => ticketRow(section, ticket, 'h4'))}</ul>
          </div>
        ),
      )}
    </section>
  ) : null;

  const slotPicker =
    data.slots.length > 0 && (slotNeeded || data.slotsFirst) ? (
      <SlotPicker
        ref={slotGroup}
        slots={slotChoices}
        value={chosenSlot}
        onChange={(id) => {
          setSlotId(id);
          if (error?.field === 'slot') setError(null);
        }}
        remaining={slotRemaining}
        needed={unitsInSlot}
        disabled={!onSale}
        errorId={error?.field === 'slot' ? error.id : undefined}
      />
    ) : null;

  return (
    <div className={styles.step}>
      {data.saleState !== 'onSale' ? (
        <p className={styles.notice} data-state={data.saleState}>
          <FormattedMessage id={NOTICE_IDS[data.saleState]} values={{ date: data.saleStartLabel ?? '' }} />
        </p>
      ) : null}

      {data.slotsFirst ? slotPicker : null}
      {ticketSections}
      {data.slotsFirst ? null : slotPicker}

      {data.products.length > 0 ? (
        <section className={styles.block} aria-labelledby="step1-products-title" data-view-mode="products">
          <h2 className={styles.blockTitle} id="step1-products-title">
            <FormattedMessage id="checkout.step1.products.title" />
          </h2>
          <ul className={styles.rows}>
            {data.products.map((product) => {
              const value = products[product.id] ?? 0;
              return (
                <li key={product.id} className={styles.row} data-kind="product">
                  {product.image ? <Image className={styles.productImage} src={product.image} alt="" width={64} height={64} /> : <span className={styles.productImage} aria-hidden="true" />}
                  <div className={styles.rowInfo}>
                    <h3 className={styles.rowName}>{product.name}</h3>
                    {product.description ? <p className={styles.rowDescription}>{product.description}</p> : null}
                  </div>
                  <p className={styles.price}>
                    {product.compareAtLabel ? (
                      <>
                        <s className={styles.compareAt}>
                          <span className="visually-hidden">
                            <FormattedMessage id="checkout.step1.product.formerPrice" />{' '}
                          </span>
                          {product.compareAtLabel}
                        </s>{' '}
                      </>
                    ) : null}
                    {product.priceLabel}
                  </p>
                  <AmountPicker
                    name={product.name}
                    value={value}
                    max={PICKER_CEILING}
                    next={(direction) => stepAmount(value, direction, { max: PICKER_CEILING })}
                    onChange={(amount) => setProduct(product.id, clampAmount(amount, PICKER_CEILING))}
                    disabled={!onSale}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <div className={styles.footer}>
        <CouponField
          value={coupon}
          onChange={(value) => {
            setCoupon(value);
            if (error?.field === 'coupon') setError(null);
          }}
          onApply={() => void send('coupon')}
          applied={appliedCoupons.map((applied) => applied.code)}
          pending={pending === 'coupon'}
          disabled={!onSale || pending !== null}
          errorId={error?.field === 'coupon' ? error.id : undefined}
        />

        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void send('add')} disabled={!onSale} aria-disabled={pending !== null || undefined}>
            <FormattedMessage id={pending === 'add' ? 'checkout.step1.adding' : 'checkout.step1.addToCart'} />
          </button>
          {cart && cartUnits > 0 ? (
            <Link className={styles.secondary} href={stepTwoHref(checkoutPath, cart, carry)}>
              <FormattedMessage id="checkout.step1.detailsAndPay" />
            </Link>
          ) : null}
        </div>

        <div role="alert" className={styles.error}>
          {error?.field === 'general' ? (
            <>
              <strong>
                <FormattedMessage id={error.id} />
              </strong>
              {error.id === 'checkout.step1.error.couldNotAdd' ? (
                <>
                  {' '}
                  <FormattedMessage id="checkout.step1.error.couldNotAdd.detail" />
                </>
              ) : null}
            </>
          ) : null}
        </div>
        {seats.length > 0 ? (
          <p className={styles.seats}>
            <FormattedMessage id="checkout.step1.seats" values={{ seats: intl.formatList(seats, { type: 'unit' }) }} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
