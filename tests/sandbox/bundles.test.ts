import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { BUNDLES, PRODUCTS } from '../../lib/sandbox/seed/ids.ts';
import { caller, type Answer } from './support/account-client.ts';
import { checkoutSchema, type Bundle, type Checkout } from '../../lib/ticketing/schemas/index.ts';

/**
 * Bundles are the buyer's choice (issue 15, ADR 0026): the seeded Dinner & Show (dinner and drink,
 * each 0-6, on the seated jazz ticket) is offered, not added; choosing adds it with the chosen
 * amounts; declining keeps the ticket. A bundle with a required component (this file's own) is
 * added at once and declining it is aborting: its ticket line goes.
 */

const RIVERSIDE = 'sel_riverside';
const JAZZ = 'evt_riverside_jazz';
const DINNER = 29;
const DRINK = 7;

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => new Date('2025-03-14T12:00:00.000Z') });
});
afterEach(() => sandbox.close());

const { call } = caller(() => sandbox);
type Ref = { _id: string; secret: string };
type Reply = Answer<Checkout & { code?: string; message?: string }>;

async function newCheckout(): Promise<Ref> {
  const answer = await call<Checkout>('POST', '/api/public/checkouts', { json: { sellerId: RIVERSIDE } });
  expect(answer.status).toBe(201);
  return { _id: answer.body._id, secret: answer.body.secret ?? '' };
}
const add = (checkout: Ref, body: Record<string, unknown>): Promise<Reply> =>
  call('POST', `/api/public/checkouts/${checkout._id}/items`, { json: { secret: checkout.secret, eventId: JAZZ, ...body } });
const addTickets = (checkout: Ref, ticketTypeId: string, amount: number) => add(checkout, { items: [{ ticketTypeId, amount }] });
const choose = (checkout: Ref, triggeredBy: string, components: { componentId: string; amount: number }[], bundleId: string = BUNDLES.dinnerAndShow) =>
  add(checkout, { bundle: { bundleId, triggeredBy, components } });
const decline = (checkout: Ref, triggeredBy: string, bundleId: string = BUNDLES.dinnerAndShow): Promise<Reply> =>
  call('POST', `/api/public/checkouts/${checkout._id}/bundles/decline`, { json: { secret: checkout.secret, bundleId, triggeredBy } });
const read = async (checkout: Ref) => checkoutSchema.parse((await call<Checkout>('GET', `/api/public/checkouts/${checkout._id}?secret=${encodeURIComponent(checkout.secret)}`)).body);
const cartTickets = async (checkout: Ref) =>
  (await call<{ docs: { cartItemId?: string }[] }>('GET', `/api/public/checkouts/${checkout._id}/tickets?secret=${encodeURIComponent(checkout.secret)}`)).body.docs;

const item = (cart: Checkout) => cart.items?.[0];
const bundleLines = (cart: Checkout) => (item(cart)?.products ?? []).filter((line) => line.type === 'bundle');
const seatLineOf = (cart: Checkout) => item(cart)?.tickets?.find((line) => line.ticketTypeId === 'tt_jazz_seated');

describe('an optional bundle is offered, not added (issue 15)', () => {
  it('adds the seated ticket without Dinner & Show and answers the offer for its line', async () => {
    const checkout = await newCheckout();
    const added = await addTickets(checkout, 'tt_jazz_seated', 1);
    expect(added.status).toBe(200);
    const cart = checkoutSchema.parse(added.body);
    const seat = seatLineOf(cart);
    expect(bundleLines(cart)).toEqual([]);
    expect(item(cart)?.products).toEqual([]);
    expect(cart.realPrice).toBe((await read(checkout)).realPrice);
    expect(item(cart)?.bundleOffers).toEqual([
      {
        bundleId: BUNDLES.dinnerAndShow,
        triggeredBy: seat?._id,
        bundle: expect.objectContaining({ name: 'Dinner & Show', showOnlyTotalPrice: true }),
        prices: [
          { componentId: 'bnc_dinner', price: DINNER },
          { componentId: 'bnc_drink', price: DRINK },
        ],
      },
    ]);
    // Kept until answered: a reload of the cart still has it.
    expect(item(await read(checkout))?.bundleOffers?.map((offer) => offer.triggeredBy)).toEqual([seat?._id]);
  });

  it('offers one bundle per seat line', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await addTickets(checkout, 'tt_jazz_seated', 3)).body);
    expect(item(cart)?.bundleOffers?.map((offer) => offer.triggeredBy)).toEqual(item(cart)?.tickets?.map((line) => line._id));
    expect(bundleLines(cart)).toEqual([]);
  });

  it('adds the chosen bundle: dinner 2 and drink 0 is one line at 2 × dinner with one sub item', async () => {
    const checkout = await newCheckout();
    const before = checkoutSchema.parse((await addTickets(checkout, 'tt_jazz_seated', 1)).body);
    const seat = seatLineOf(before);
    const chosen = await choose(checkout, seat?._id ?? '', [
      { componentId: 'bnc_dinner', amount: 2 },
      { componentId: 'bnc_drink', amount: 0 },
    ]);
    expect(chosen.status).toBe(200);
    const cart = checkoutSchema.parse(chosen.body);
    const [bundle, ...others] = bundleLines(cart);
    expect(others).toEqual([]);
    expect(bundle).toMatchObject({ productId: BUNDLES.dinnerAndShow, name: 'Dinner & Show', amount: 1, price: 2 * DINNER, triggeredBy: seat?._id, taxRate: 0.2 });
    expect(bundle?.subItems?.map((sub) => [sub.productId, sub.amount, sub.price, sub.showPrice])).toEqual([[PRODUCTS.dinner, 2, DINNER, false]]);
    expect(item(cart)?.bundleOffers).toEqual([]);
    // The bundle is paid: the total grows by exactly its price (no per-ticket fee on a bundle).
    expect(Math.round(((cart.realPrice ?? 0) - (before.realPrice ?? 0)) * 100)).toBe(2 * DINNER * 100);
    expect(await read(checkout)).toEqual(cart);
  });

  it('refuses a choice outside the bounds, of nothing, of unknown parts or for the wrong line, and changes nothing', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await add(checkout, { items: [{ ticketTypeId: 'tt_jazz_seated', amount: 1 }, { ticketTypeId: 'tt_jazz_standing', amount: 1 }] })).body);
    const seat = seatLineOf(cart)?._id ?? '';
    const standing = item(cart)?.tickets?.find((line) => line.ticketTypeId === 'tt_jazz_standing')?._id ?? '';
    const stored = await read(checkout);
    const refusals: [Promise<Reply>, number, string][] = [
      [choose(checkout, seat, [{ componentId: 'bnc_dinner', amount: 7 }]), 400, 'bundleAmountOutOfRange'],
      [choose(checkout, seat, [{ componentId: 'bnc_dinner', amount: 0 }, { componentId: 'bnc_drink', amount: 0 }]), 400, 'bundleEmpty'],
      [choose(checkout, seat, [{ componentId: 'bnc_dessert', amount: 1 }]), 400, 'bundleComponentUnknown'],
      [choose(checkout, standing, [{ componentId: 'bnc_dinner', amount: 1 }]), 400, 'bundleNotTriggered'],
      [choose(checkout, 'line_nowhere', [{ componentId: 'bnc_dinner', amount: 1 }]), 404, 'lineNotFound'],
      [choose(checkout, seat, [{ componentId: 'bnc_dinner', amount: 1 }], 'bnd_nowhere'), 404, 'bundleNotFound'],
    ];
    for (const [pending, status, code] of refusals) {
      const answer = await pending;
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    const negative = await choose(checkout, seat, [{ componentId: 'bnc_dinner', amount: -1 }]);
    expect(negative.status).toBe(400);
    expect(await read(checkout)).toEqual(stored);
  });

  it('declining drops the offer and keeps the ticket; declining again changes nothing', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await addTickets(checkout, 'tt_jazz_seated', 1)).body);
    const seat = seatLineOf(cart);
    const declined = await decline(checkout, seat?._id ?? '');
    expect(declined.status).toBe(200);
    const after = checkoutSchema.parse(declined.body);
    expect(item(after)?.bundleOffers).toEqual([]);
    expect(item(after)?.tickets).toEqual(item(cart)?.tickets);
    expect(after.realPrice).toBe(cart.realPrice);
    expect(await cartTickets(checkout)).toHaveLength(1);
    const again = await decline(checkout, seat?._id ?? '');
    expect(again.status).toBe(200);
    expect(checkoutSchema.parse(again.body)).toEqual(after);
  });

  it('drops the offer of a seat line the buyer removes', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await addTickets(checkout, 'tt_jazz_seated', 2)).body);
    const [first, second] = item(cart)?.tickets ?? [];
    const removed = checkoutSchema.parse((await call<Checkout>('POST', `/api/public/checkouts/${checkout._id}/remove`, { json: { secret: checkout.secret, lineId: first?._id } })).body);
    expect(item(removed)?.bundleOffers?.map((offer) => offer.triggeredBy)).toEqual([second?._id]);
  });
});

describe('a bundle with a required component is part of the ticket', () => {
  // Standing tickets come with a dinner (1-4) and may add up to two drinks.
  const supperClub: Bundle = {
    _id: 'bnd_test_supper_club',
    name: 'Supper club',
    active: true,
    triggers: [{ type: 'ticketType', targetId: 'tt_jazz_standing' }],
    components: [
      { _id: 'cmp_dinner', name: 'Dinner', options: [{ type: 'product', targetId: PRODUCTS.dinner }], minQuantity: 1, maxQuantity: 4 },
      { _id: 'cmp_drink', name: 'Drink', options: [{ type: 'product', targetId: PRODUCTS.drinks }], minQuantity: 0, maxQuantity: 2 },
    ],
  };
  beforeEach(() => {
    sandbox.store.put('bundles', supperClub, { sellerId: RIVERSIDE });
  });

  it('is added at once at its minimum, and the offer lets the buyer raise the optional part', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await addTickets(checkout, 'tt_jazz_standing', 2)).body);
    const standing = item(cart)?.tickets?.[0];
    const [line] = bundleLines(cart);
    expect(line).toMatchObject({ productId: supperClub._id, amount: 1, price: DINNER, triggeredBy: standing?._id });
    expect(line?.subItems?.map((sub) => [sub.productId, sub.amount])).toEqual([[PRODUCTS.dinner, 1]]);
    expect(item(cart)?.bundleOffers).toEqual([expect.objectContaining({ bundleId: supperClub._id, triggeredBy: standing?._id, lineId: line?._id })]);

    const chosen = checkoutSchema.parse(
      (
        await choose(
          checkout,
          standing?._id ?? '',
          [
            { componentId: 'cmp_dinner', amount: 2 },
            { componentId: 'cmp_drink', amount: 2 },
          ],
          supperClub._id,
        )
      ).body,
    );
    // The same line, now with the chosen amounts; no second bundle.
    expect(bundleLines(chosen)).toEqual([expect.objectContaining({ _id: line?._id, price: 2 * DINNER + 2 * DRINK })]);
    expect(bundleLines(chosen)[0]?.subItems?.map((sub) => [sub.productId, sub.amount])).toEqual([
      [PRODUCTS.dinner, 2],
      [PRODUCTS.drinks, 2],
    ]);
    expect(item(chosen)?.bundleOffers).toEqual([]);
  });

  it('cannot go below its minimum', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await addTickets(checkout, 'tt_jazz_standing', 1)).body);
    const refused = await choose(checkout, item(cart)?.tickets?.[0]?._id ?? '', [{ componentId: 'cmp_dinner', amount: 0 }, { componentId: 'cmp_drink', amount: 1 }], supperClub._id);
    expect([refused.status, refused.body.code]).toEqual([400, 'bundleAmountOutOfRange']);
  });

  it('declining it is aborting: the ticket line goes with its bundle, and its tickets are released', async () => {
    const checkout = await newCheckout();
    const cart = checkoutSchema.parse((await add(checkout, { items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }, { ticketTypeId: 'tt_jazz_student', amount: 1 }] })).body);
    const standing = item(cart)?.tickets?.find((line) => line.ticketTypeId === 'tt_jazz_standing');
    const declined = await decline(checkout, standing?._id ?? '', supperClub._id);
    expect(declined.status).toBe(200);
    const after = checkoutSchema.parse(declined.body);
    expect(item(after)?.tickets?.map((line) => line.ticketTypeId)).toEqual(['tt_jazz_student']);
    expect(bundleLines(after)).toEqual([]);
    expect(item(after)?.bundleOffers).toEqual([]);
    expect((await cartTickets(checkout)).map((ticket) => ticket.cartItemId)).toEqual([item(after)?.tickets?.[0]?._id]);
  });
});
