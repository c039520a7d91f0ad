import { describe, it, expect } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { linkedSlotIds, stepOneData, type StepOneData } from '../../components/checkout/step1/view-model.ts';
import {
  addToCartBody,
  cartCounts,
  clampAmount,
  maxAmount,
  needsSlot,
  seatText,
  selectableSlots,
  slotsByDay,
  stepAmount,
  unitsNeedingSlot,
  PICKER_CEILING,
} from '../../components/checkout/step1/picking.ts';
import { addErrorOf } from '../../components/checkout/step1/add-errors.ts';
import { checkoutHref, stepTwoHref } from '../../components/checkout/step1/checkout-urls.ts';
import { isPersonalCheckoutUrl, parseCheckoutSearch } from '../../components/checkout/search-params.ts';
import { ApiError } from '../../lib/operations/call.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

const english = createIntl({ locale: 'en', messages: en });
const german = createIntl({ locale: 'de', messages: de });
const plain = (text: string | undefined) => text?.replace(/[\s\u00a0\u202f]+/g, ' ');

const base: Event = {
  _id: 'evt',
  name: 'Event',
  start: '2030-03-30T20:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
};

describe('stepOneData view modes', () => {
  it('lists one category as plain tickets, several as categories, seated ones as best available', () => {
    const single = stepOneData({ intl: english, event: { ...base, categories: [{ ref: 'a', name: 'A' }], tickets: [{ _id: 't', name: 'T', categoryRef: 'a', price: 1 }] }, products: [] });
    expect(single.sections.map((section) => section.mode)).toEqual(['tickets']);

    const several = stepOneData({
      intl: english,
      event: {
        ...base,
        categories: [
          { ref: 'a', name: 'A' },
          { ref: 'b', name: 'B' },
          { ref: 's', name: 'Stalls', seatingPlan: { blocks: [{ sectionName: 'Stalls', rows: ['A'], seatsPerRow: 10 }] } },
        ],
        tickets: [
          { _id: 'ta', name: 'TA', categoryRef: 'a', price: 1 },
          { _id: 'tb', name: 'TB', categoryRef: 'b', price: 1 },
          { _id: 'ts', name: 'TS', categoryRef: 's', price: 1 },
        ],
      },
      products: [],
    });
    expect(several.sections.map((section) => [section.ref, section.mode])).toEqual([
      ['a', 'nonSeatingCategories'],
      ['b', 'nonSeatingCategories'],
      ['s', 'bestAvailableSeating'],
    ]);
  });

  it('leaves out inactive ticket types and categories without tickets', () => {
    const data = stepOneData({
      intl: english,
      event: { ...base, categories: [{ ref: 'a', name: 'A' }, { ref: 'empty', name: 'Empty' }], tickets: [{ _id: 'old', name: 'Old', categoryRef: 'a', price: 1, active: false }, { _id: 't', name: 'T', categoryRef: 'a', price: 1 }] },
      products: [],
    });
    expect(data.sections.map((section) => section.tickets.map((ticket) => ticket.id))).toEqual([['t']]);
  });

  it('marks a ticket type whose minimum per order exceeds its volume as unavailable', () => {
    const data = stepOneData({ intl: english, event: { ...base, tickets: [{ _id: 'table', name: 'Table', categoryRef: 'a', price: 150, volume: 3, minAmountPerOrder: 4 }] }, products: [] });
    expect(data.sections[0]?.tickets[0]?.unavailable).toBe(true);
  });

  it('formats prices, net with the tax name, in the page language', () => {
    const event: Event = { ...base, currency: 'EUR', tickets: [{ _id: 't', name: 'T', categoryRef: 'a', price: 24.3 }] };
    expect(plain(stepOneData({ intl: english, event, products: [] }).sections[0]?.tickets[0]?.priceLabel)).toBe('€24.30');
    expect(plain(stepOneData({ intl: german, event, products: [], netTaxName: 'MwSt.' }).sections[0]?.tickets[0]?.priceLabel)).toBe('24,30 € zzgl. MwSt.');
  });

  it('sells only active fixed-price products and shows a higher former price', () => {
    const data = stepOneData({
      intl: english,
      event: base,
      products: [
        { _id: 'p1', name: 'Drink', active: true, variants: [{ _id: 'v', price: 7, compareAtPrice: 8, priceType: 'fixed' }] },
        { _id: 'p2', name: 'Donation', active: true, variants: [{ _id: 'v', priceType: 'range', priceRange: { min: 1, max: 50 } }] },
        { _id: 'p3', name: 'Old', active: false, variants: [{ _id: 'v', price: 1 }] },
      ],
    });
    expect(data.products.map((product) => [product.id, product.priceLabel, product.compareAtLabel])).toEqual([['p1', '£7.00', '£8.00']]);
  });

  it("shows slot days and times in the event's time zone, across a clock change", () => {
    const data = stepOneData({
      intl: english,
      event: {
        ...base,
        slotSettings: { selectionMode: 'afterTickets' },
        // London changes to summer time early on 31 March 2030: 09:00 UTC that day is 10:00 local.
        slots: [
          { _id: 'late', startTime: '2030-03-31T23:30:00Z', endTime: '2030-04-01T00:30:00Z' },
          { _id: 'early', startTime: '2030-03-31T09:00:00Z', endTime: '2030-03-31T10:00:00Z' },
        ],
      },
      products: [],
    });
    expect(data.slots.map((slot) => slot.id)).toEqual(['early', 'late']);
    expect(data.slots.map((slot) => slot.day)).toEqual(['2030-03-31', '2030-04-01']);
    expect(plain(data.slots[0]?.timeLabel)).toMatch(/10:00.*11:00/);
    expect(data.slots[1]?.dayLabel).toMatch(/Monday.*1 April|April 1/);
  });

  it('says when a planned sale opens', () => {
    const data = stepOneData({ intl: english, event: { ...base, saleStatus: 'planned', saleStart: '2030-02-01T10:00:00Z' }, products: [] });
    expect(data.saleState).toBe('planned');
    expect(plain(data.saleStartLabel)).toMatch(/1 Feb 2030|Feb 1, 2030/);
  });
});

describe('linkedSlotIds', () => {
  const event = { slots: [{ _id: 's1', startTime: '2030-01-01T10:00:00Z' }, { _id: 's2', startTime: '2030-01-01T12:00:00Z' }], slotSettings: { selectionMode: 'afterTickets' as const } };
  it.each([
    ['no slotIds: every slot', undefined, ['s1', 's2']],
    ['an empty list: no slot', [], []],
    ['a list: those slots the event has', ['s2', 'gone'], ['s2']],
  ])('%s', (_name, slotIds, expected) => {
    expect(linkedSlotIds(slotIds === undefined ? {} : { slotIds }, event)).toEqual(expected);
  });

  it('links nothing when the event sells no slots', () => {
    expect(linkedSlotIds({}, { slots: [] })).toEqual([]);
  });
});

const data: StepOneData = {
  eventId: 'evt',
  eventName: 'Event',
  saleState: 'onSale',
  volume: 20,
  maxAmountPerOrder: 10,
  slotsFirst: false,
  products: [],
  slots: [
    { id: 's1', day: '2030-01-01', dayLabel: 'Tue', timeLabel: '10:00', startTime: '2030-01-01T10:00:00Z' },
    { id: 's2', day: '2030-01-01', dayLabel: 'Tue', timeLabel: '12:00', startTime: '2030-01-01T12:00:00Z' },
    { id: 's3', day: '2030-01-02', dayLabel: 'Wed', timeLabel: '10:00', startTime: '2030-01-02T10:00:00Z' },
  ],
  sections: [
    {
      ref: 'a',
      name: 'A',
      mode: 'nonSeatingCategories',
      volume: 12,
      maxAmountPerOrder: 8,
      slotIds: ['s1', 's2', 's3'],
      tickets: [
        { id: 'a1', name: 'A1', categoryRef: 'a', priceLabel: '', maxAmountPerOrder: 6, unavailable: false },
        { id: 'a2', name: 'A2', categoryRef: 'a', priceLabel: '', volume: 4, unavailable: false },
      ],
    },
    { ref: 'b', name: 'B', mode: 'nonSeatingCategories', slotIds: ['s2'], tickets: [{ id: 'b1', name: 'B1', categoryRef: 'b', priceLabel: '', ignoredForMaxAmounts: true, unavailable: false }] },
    { ref: 'c', name: 'C', mode: 'bestAvailableSeating', slotIds: [], tickets: [{ id: 'c1', name: 'C1', categoryRef: 'c', priceLabel: '', unavailable: false }] },
  ],
};

describe('maxAmount', () => {
  it.each<[string, string, Record<string, number>, number]>([
    ['the ticket type max per order', 'a1', {}, 6],
    ['the ticket type volume', 'a2', {}, 4],
    ['the category max per order, shared', 'a1', { a2: 4 }, 4],
    ['the event max per order, shared with other categories', 'c1', { a1: 6, a2: 1 }, 3],
    ['no event max for a type ignored for max amounts, but the event volume', 'b1', { a1: 6, a2: 4 }, 10],
    ['nothing for an unknown type', 'zz', {}, 0],
  ])('stops at %s', (_rule, id, picked, expected) => {
    expect(maxAmount(id, data, picked)).toBe(expected);
  });

  it('takes what the cart holds into account', () => {
    const cart: Checkout = { _id: 'c', status: 'open', items: [{ _id: 'i', eventId: 'evt', tickets: [{ _id: 'l', type: 'ticket', ticketTypeId: 'a1', categoryRef: 'a', amount: 5 }] }] };
    const counts = cartCounts(cart, data);
    expect(maxAmount('a1', data, {}, counts)).toBe(1);
    expect(maxAmount('a2', data, {}, counts)).toBe(3);
    expect(maxAmount('c1', data, {}, counts)).toBe(5);
  });

  it('ignores carts that are no longer open and other events', () => {
    const expired: Checkout = { _id: 'c', status: 'expired', items: [{ _id: 'i', eventId: 'evt', tickets: [{ _id: 'l', type: 'ticket', ticketTypeId: 'a1', amount: 5 }] }] };
    expect(cartCounts(expired, data).total).toBe(0);
    const other: Checkout = { _id: 'c', status: 'open', items: [{ _id: 'i', eventId: 'other', tickets: [{ _id: 'l', type: 'ticket', ticketTypeId: 'a1', amount: 5 }] }] };
    expect(cartCounts(other, data).total).toBe(0);
  });

  it('caps an unlimited type at the picker ceiling', () => {
    const open: StepOneData = { ...data, volume: undefined, maxAmountPerOrder: undefined };
    expect(maxAmount('c1', open, {})).toBe(PICKER_CEILING);
  });
});

describe('stepAmount', () => {
  it.each<[string, number, 1 | -1, Parameters<typeof stepAmount>[2], number]>([
    ['counts up by one', 2, 1, { max: 5 }, 3],
    ['stops at the maximum', 5, 1, { max: 5 }, 5],
    ['stops at 0', 0, -1, { max: 5 }, 0],
    ['jumps from 0 to the minimum per order', 0, 1, { max: 8, min: 2 }, 2],
    ['jumps from the minimum back to 0', 2, -1, { max: 8, min: 2 }, 0],
    ['counts down above the minimum', 3, -1, { max: 8, min: 2 }, 2],
    ['cannot start when the minimum is above the maximum', 0, 1, { max: 3, min: 4 }, 0],
    ['needs only what the cart lacks of the minimum', 0, 1, { max: 8, min: 4, inCart: 3 }, 1],
    ['counts by one once the cart holds the minimum', 0, 1, { max: 8, min: 4, inCart: 5 }, 1],
    ['counts by one under a threshold rule', 0, 1, { max: 8, min: 2, threshold: 2 }, 1],
  ])('%s', (_name, current, direction, limits, expected) => {
    expect(stepAmount(current, direction, limits)).toBe(expected);
  });

  it('clamps typed amounts', () => {
    expect(clampAmount(12, 8)).toBe(8);
    expect(clampAmount(-2, 8)).toBe(0);
    expect(clampAmount(2.7, 8)).toBe(2);
    expect(clampAmount(Number.NaN, 8)).toBe(0);
  });
});

describe('slots', () => {
  it('are needed only for picked tickets of slot-bound categories', () => {
    expect(needsSlot(data, {})).toBe(false);
    expect(needsSlot(data, { c1: 2 })).toBe(false);
    expect(needsSlot(data, { a1: 1, c1: 2 })).toBe(true);
    expect(unitsNeedingSlot(data, { a1: 1, b1: 2, c1: 3 })).toBe(3);
  });

  it('offer only the slots every picked category accepts', () => {
    expect(selectableSlots(data, {}).map((slot) => slot.id)).toEqual(['s1', 's2', 's3']);
    expect(selectableSlots(data, { a1: 1, b1: 1 }).map((slot) => slot.id)).toEqual(['s2']);
  });

  it('group by day in order', () => {
    expect(slotsByDay(data.slots).map((day) => [day.day, day.slots.map((slot) => slot.id)])).toEqual([
      ['2030-01-01', ['s1', 's2']],
      ['2030-01-02', ['s3']],
    ]);
  });
});

describe('addToCartBody', () => {
  it('sends picked amounts, the slot only for slot-bound tickets, a trimmed coupon and best available for seated picks', () => {
    expect(addToCartBody({ data, tickets: { a1: 2, b1: 0, c1: 1 }, products: { p: 1, q: 0 }, slotId: 's1', coupon: ' SPRING ' })).toEqual({
      eventId: 'evt',
      tickets: [
        { ticketTypeId: 'a1', amount: 2, slotId: 's1' },
        { ticketTypeId: 'c1', amount: 1 },
      ],
      products: [{ productId: 'p', amount: 1 }],
      coupon: 'SPRING',
      bestAvailable: true,
    });
  });

  it('leaves out what was not picked', () => {
    expect(addToCartBody({ data, tickets: {}, products: {}, coupon: '  ' })).toEqual({ eventId: 'evt' });
  });
});

describe('seatText', () => {
  it('names a seat, or the general admission area', () => {
    expect(seatText({ sectionName: 'Stalls', groupName: 'Block B', rowName: 'K', seatName: '12' })).toBe('Stalls, Block B, row K, seat 12');
    expect(seatText({ name: 'Standing floor' })).toBe('Standing floor');
    expect(seatText(null)).toBeUndefined();
  });
});

describe('addErrorOf', () => {
  it.each<[string, ApiError | Error, boolean, string, string]>([
    ['the spec message', new ApiError(409, { message: 'Could not add to cart!' }), false, 'checkout.step1.error.couldNotAdd', 'general'],
    ['the slot message', new ApiError(400, { message: 'No time slot cart item found' }), false, 'checkout.step1.error.noTimeSlot', 'slot'],
    ['a code', new ApiError(400, { message: 'x', code: 'noActiveTicketType' }), false, 'checkout.step1.error.noActiveTicketType', 'general'],
    ['the missing category', new ApiError(400, { message: 'Category not found for ticket type' }), false, 'checkout.step1.error.missingCategory', 'general'],
    ['a coupon code', new ApiError(400, { message: 'Coupon cannot be added', code: 'couponNotCombinable' }), true, 'checkout.step1.coupon.error.notCombinable', 'coupon'],
    ['a coupon message', new ApiError(400, { message: 'Coupon expired' }), true, 'checkout.step1.coupon.error.expired', 'coupon'],
    ['a coupon max tickets message', new ApiError(400, { message: 'Coupon allows at most 2 tickets' }), true, 'checkout.step1.coupon.error.maxTickets', 'coupon'],
    ['an ended checkout', new ApiError(409, { message: 'Checkout expired', code: 'checkoutExpired' }), false, 'checkout.step1.error.checkoutClosed', 'general'],
    ['no network', new ApiError(0, { message: 'network' }), false, 'checkout.step1.error.network', 'general'],
    ['anything else', new Error('boom'), false, 'checkout.step1.error.unexpected', 'general'],
  ])('maps %s', (_name, error, sentCoupon, id, field) => {
    expect(addErrorOf(error, sentCoupon)).toEqual({ id, field });
  });

  it('names only catalogue keys', () => {
    for (const code of ['couponNotFound', 'couponNotValid', 'couponExpired', 'couponDuplicate', 'couponLimitReached', 'couponNotCombinable', 'couponMaxTickets', 'couldNotAddToCart', 'noTimeSlot', 'missingCategory', 'checkoutClosed']) {
      const { id } = addErrorOf(new ApiError(400, { message: 'x', code }), true);
      expect(en, code).toHaveProperty([id]);
      expect(de, code).toHaveProperty([id]);
    }
  });
});

describe('checkout URLs and query', () => {
  it('builds the step-2 link with the checkout and the carried flags', () => {
    expect(stepTwoHref('/shop/checkout/evt', { _id: 'chk', secret: 's/1' }, { underShop: 'false' })).toBe('/shop/checkout/evt?checkoutId=chk&secret=s%2F1&step=2&underShop=false');
    expect(checkoutHref('/shop/checkout/evt', {})).toBe('/shop/checkout/evt');
  });

  it('parses the query of spec 02 §2', () => {
    expect(parseCheckoutSearch({})).toEqual({ step: 1, underShop: true, noSteps: false, carry: {}, checkoutId: undefined, secret: undefined, tid: undefined });
    const search = parseCheckoutSearch({ step: '2', checkoutId: 'chk', secret: ['s1', 's2'], noSteps: '', underShop: 'false' });
    expect(search).toMatchObject({ step: 2, checkoutId: 'chk', secret: 's1', noSteps: true, underShop: false, carry: { noSteps: 'true', underShop: 'false' } });
    expect(parseCheckoutSearch({ step: 'x' }).step).toBe(1);
    expect(parseCheckoutSearch({ noSteps: 'false' }).noSteps).toBe(false);
  });

  it('keeps personal checkout URLs out of search engines', () => {
    expect(isPersonalCheckoutUrl(parseCheckoutSearch({}))).toBe(false);
    expect(isPersonalCheckoutUrl(parseCheckoutSearch({ underShop: 'true', noSteps: '1' }))).toBe(false);
    expect(isPersonalCheckoutUrl(parseCheckoutSearch({ step: '2' }))).toBe(true);
    expect(isPersonalCheckoutUrl(parseCheckoutSearch({ checkoutId: 'c' }))).toBe(true);
    expect(isPersonalCheckoutUrl(parseCheckoutSearch({ tid: 't', secret: 's' }))).toBe(true);
  });
});
