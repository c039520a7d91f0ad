import { describe, expect, it } from 'vitest';
import { checkoutItemSchema } from '../../lib/ticketing/schemas/checkout.ts';

/** Bundle offers on a checkout item (ADR 0026) are read tolerantly: a bad one is left out, never the cart. */

const offer = { bundleId: 'bnd_1', triggeredBy: 'line_1', bundle: { _id: 'bnd_1', name: 'Dinner & Show', components: [{ _id: 'c', minQuantity: 0, maxQuantity: 6 }] }, prices: [{ componentId: 'c', price: 29 }] };

describe('checkout item bundleOffers', () => {
  it.each<[string, unknown, unknown]>([
    ['absent', undefined, undefined],
    ['a valid offer', [offer], [offer]],
    ['a malformed offer among valid ones is left out', [offer, { bundleId: 'bnd_2' }, { ...offer, triggeredBy: 'line_2', lineId: null }], [offer, { ...offer, triggeredBy: 'line_2', lineId: null }]],
  ])('%s', (_case, bundleOffers, expected) => {
    expect(checkoutItemSchema.parse({ _id: 'item_1', eventId: 'evt_1', bundleOffers }).bundleOffers).toEqual(expected);
  });

  it('refuses a list that is not a list, like any other field', () => {
    expect(checkoutItemSchema.safeParse({ _id: 'item_1', eventId: 'evt_1', bundleOffers: 'nope' }).success).toBe(false);
  });
});
