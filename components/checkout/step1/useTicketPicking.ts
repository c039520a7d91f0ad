'use client';

import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useCart, useCartActions } from '@/components/cart/cart-store';
import { useToast } from '@/components/ui/Toasts';
import type { AddToCartInput } from '@/lib/operations/cart.inputs';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import { addErrorOf, type AddError } from './add-errors';
import { addToCartBody, assignedSeats, cartCounts, fitPicks, hasPicks, needsSlot, selectableSlots, unitsNeedingSlot, type Amounts, type CartCounts } from './picking';
import type { SlotOption, StepOneData } from './view-model';

export type PickingCall = 'add' | 'coupon';

export interface TicketPicking {
  cart: Checkout | null | undefined;
  /** What the cart already holds of this event, counted against the per-order limits. */
  counts: CartCounts;
  /** Ticket and product units in the open cart, of any event: "Details and pay" shows when there are some. */
  cartUnits: number;
  tickets: Amounts;
  products: Amounts;
  pickTicket: (id: string, amount: number) => void;
  pickProduct: (id: string, amount: number) => void;
  /** Whether the slot choice shows: the event sells by slot and the picks need one, or it asks for the slot first. */
  slotShown: boolean;
  slotChoices: SlotOption[];
  chosenSlot: string | undefined;
  pickSlot: (id: string) => void;
  slotRemaining: (slot: SlotOption) => number | undefined;
  unitsInSlot: number;
  coupon: string;
  changeCoupon: (value: string) => void;
  appliedCoupons: string[];
  error: AddError | null;
  /** The seats assigned by the last best-available add. */
  seats: string[];
  /** What live availabilities took away from the picks, said politely; empty when nothing did. */
  availabilityNote: string;
  pending: PickingCall | null;
  /** `delivery.asHardTicket`: the picked tickets come as the event's hard ticket (HardTicketChoiceDialog). */
  send: (kind: PickingCall, delivery?: { asHardTicket: boolean }) => Promise<void>;
}

function openLines(cart: Checkout | null | undefined): number {
  if (!cart || (cart.status !== undefined && cart.status !== 'open')) return 0;
  return (cart.items ?? []).reduce((sum, item) => sum + [...(item.tickets ?? []), ...(item.products ?? [])].reduce((lines, line) => lines + line.amount, 0), 0);
}

/**
 * The state of checkout step 1 (spec 02 §2, §5): the picked amounts, the slot, the coupon, and the
 * add-to-cart call. A failed call keeps everything the buyer picked; a successful one writes the
 * answer into the shared cart query (through the cart store), resets the pickers and says what was added.
 * `slotGroup` is the slot choice, focused when adding needs a slot first.
 */
export function useTicketPicking(data: StepOneData, slotGroup: RefObject<HTMLFieldSetElement | null>): TicketPicking {
  const intl = useIntl();
  const cartActions = useCartActions();
  const toast = useToast();
  const { data: cart } = useCart();
  const counts = useMemo(() => cartCounts(cart, data), [cart, data]);

  const [tickets, setTickets] = useState<Amounts>({});
  const [products, setProducts] = useState<Amounts>({});
  const [slotId, setSlotId] = useState<string | undefined>(undefined);
  const [coupon, setCoupon] = useState('');
  // A code the ticketing side refused stays in the field with its message, but is not sent again
  // with the tickets: "Add to cart" would fail on it until the buyer cleared it (issue 15).
  const [refusedCoupon, setRefusedCoupon] = useState<string | null>(null);
  const [error, setError] = useState<AddError | null>(null);
  // The seats assigned by the last best-available add; they stay on the page, unlike the toast.
  const [seats, setSeats] = useState<string[]>([]);
  const [pending, setPending] = useState<PickingCall | null>(null);
  // Live availabilities arrive as new data (LiveTicketPicker): picks above what is left now are
  // lowered at once, in the same render, and the buyer is told why their amount changed.
  const [listing, setListing] = useState(data);
  const [availabilityNote, setAvailabilityNote] = useState('');
  if (listing !== data) {
    setListing(data);
    const fit = fitPicks(data, tickets, counts);
    if (fit.lowered.length > 0) setTickets(fit.picked);
    if (listing.saleState === 'onSale' && data.saleState === 'soldOut') setAvailabilityNote(intl.formatMessage({ id: 'checkout.step1.notice.soldOut' }));
    else if (fit.lowered.length > 0) setAvailabilityNote(loweredNote(intl, fit.lowered, data));
  }
  // A second click while the first call runs must not add the same tickets twice. It is released
  // only once the render after the call is committed: a click handled before that render would
  // still see the old picks and add them again.
  const busy = useRef(false);
  useEffect(() => {
    if (pending === null) busy.current = false;
  }, [pending]);

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
  // A live count already counts this cart's holds; the configured volume does not.
  const slotRemaining = (slot: SlotOption) => slot.remaining ?? (slot.volume === undefined ? undefined : Math.max(0, slot.volume - (inCartBySlot.get(slot.id) ?? 0)));
  const appliedCoupons = (cart?.items ?? [])
    .filter((item) => item.eventId === data.eventId)
    .flatMap((item) => item.appliedCoupons ?? [])
    .map((applied) => applied.code);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const section of data.sections) for (const ticket of section.tickets) map.set(ticket.id, ticket.name);
    for (const product of data.products) map.set(product.id, product.name);
    return map;
  }, [data]);

  async function send(kind: PickingCall, delivery?: { asHardTicket: boolean }) {
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
      body = addToCartBody({ data, tickets, products, slotId: chosenSlot, coupon: code === refusedCoupon ? undefined : code });
      if (delivery?.asHardTicket && body.tickets) body = { ...body, tickets: body.tickets.map((line) => ({ ...line, asHardTicket: true })) };
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
        setAvailabilityNote('');
      }
      if (body.coupon) setCoupon('');
      const seatsText = assigned.length > 0 ? intl.formatMessage({ id: 'checkout.step1.seats' }, { seats: intl.formatList(assigned, { type: 'unit' }) }) : '';
      setSeats(assigned);
      toast.success(seatsText ? `${summary} ${seatsText}` : summary);
    } catch (failure) {
      // The cart store shows the cart as it is now: the call may have failed because the cart ended.
      const refusal = addErrorOf(failure, Boolean(body.coupon));
      if (refusal.field === 'coupon' && body.coupon) setRefusedCoupon(body.coupon);
      setError(refusal);
    } finally {
      setPending(null);
    }
  }

  return {
    cart,
    counts,
    cartUnits: openLines(cart),
    tickets,
    products,
    pickTicket: (id, amount) => {
      setTickets((current) => ({ ...current, [id]: amount }));
      setAvailabilityNote('');
    },
    pickProduct: (id, amount) => setProducts((current) => ({ ...current, [id]: amount })),
    slotShown: data.slots.length > 0 && (slotNeeded || data.slotsFirst),
    slotChoices,
    chosenSlot,
    pickSlot: (id) => {
      setSlotId(id);
      if (error?.field === 'slot') setError(null);
    },
    slotRemaining,
    unitsInSlot,
    coupon,
    changeCoupon: (value) => {
      setCoupon(value);
      setRefusedCoupon(null);
      if (error?.field === 'coupon') setError(null);
    },
    appliedCoupons,
    error,
    seats,
    availabilityNote,
    pending,
    send,
  };
}

/** "Only 2 of Standing available now: your amount was lowered to 2." for each lowered type. */
function loweredNote(intl: IntlShape, lowered: readonly { ticketId: string; amount: number }[], data: StepOneData): string {
  const names = new Map(data.sections.flatMap((section) => section.tickets.map((ticket) => [ticket.id, ticket.name] as const)));
  return lowered
    .map(({ ticketId, amount }) =>
      intl.formatMessage({ id: amount > 0 ? 'checkout.step1.live.lowered' : 'checkout.step1.live.removed' }, { name: names.get(ticketId) ?? ticketId, count: amount }),
    )
    .join(' ');
}
