import { describe, expect, it } from 'vitest';
import { catalogChangeSchema, tagsOfChange, tagsOfChanges, type CatalogChange } from '../../lib/cache/catalog-change.ts';
import { CACHE_TAGS } from '../../lib/ticketing/cache-policy.ts';

/** What each catalogue change revalidates: exactly the tags of the cached reads it makes stale. */

describe('tagsOfChange', () => {
  it.each<[string, CatalogChange, string[]]>([
    [
      'a seller with its shop slug: the shop by slug and by id, the seller list, its listings, products and packages',
      { kind: 'seller', sellerId: 'sel_riverside', slug: 'riverside-live' },
      ['events:sel_riverside', 'packages:sel_riverside', 'products:sel_riverside', 'seller:riverside-live', 'seller:sel_riverside', 'sellers'],
    ],
    [
      'a seller without slug: reached by its id only',
      { kind: 'seller', sellerId: 'sel_riverside' },
      ['events:sel_riverside', 'packages:sel_riverside', 'products:sel_riverside', 'seller:sel_riverside', 'sellers'],
    ],
    ['an event: its page, its shop listing, its shop packages', { kind: 'event', sellerId: 'sel_riverside', eventId: 'evt_jazz' }, ['event:evt_jazz', 'events:sel_riverside', 'packages:sel_riverside']],
    ['availability: the event and its listing, nothing else', { kind: 'availability', sellerId: 'sel_riverside', eventId: 'evt_jazz' }, ['event:evt_jazz', 'events:sel_riverside']],
  ])('%s', (_name, change, expected) => {
    expect(tagsOfChange(change)).toEqual(expected);
  });

  it('builds its tags from the cache policy', () => {
    expect(tagsOfChange({ kind: 'availability', sellerId: 's', eventId: 'e' })).toEqual([CACHE_TAGS.event('e'), CACHE_TAGS.events('s')].sort());
    expect(tagsOfChange({ kind: 'seller', sellerId: 's', slug: 'shop' })).toContain(CACHE_TAGS.seller('shop'));
  });

  it('names a tag once when slug and id are the same', () => {
    expect(tagsOfChange({ kind: 'seller', sellerId: 'shop', slug: 'shop' }).filter((tag) => tag === 'seller:shop')).toHaveLength(1);
  });
});

describe('tagsOfChanges', () => {
  it('is the sorted union without duplicates', () => {
    const changes: CatalogChange[] = [
      { kind: 'availability', sellerId: 'sel_b', eventId: 'evt_2' },
      { kind: 'event', sellerId: 'sel_a', eventId: 'evt_1' },
      { kind: 'availability', sellerId: 'sel_a', eventId: 'evt_1' },
    ];
    expect(tagsOfChanges(changes)).toEqual(['event:evt_1', 'event:evt_2', 'events:sel_a', 'events:sel_b', 'packages:sel_a']);
    expect(tagsOfChanges([])).toEqual([]);
  });
});

describe('catalogChangeSchema', () => {
  it.each([
    [{ kind: 'seller', sellerId: ' sel_a ' }, { kind: 'seller', sellerId: 'sel_a' }],
    [{ kind: 'seller', sellerId: 'sel_a', slug: 'shop-a' }, { kind: 'seller', sellerId: 'sel_a', slug: 'shop-a' }],
    [{ kind: 'event', sellerId: 'sel_a', eventId: 'evt_1', extra: true }, { kind: 'event', sellerId: 'sel_a', eventId: 'evt_1' }],
    [{ kind: 'availability', sellerId: 'sel_a', eventId: 'x'.repeat(200) }, { kind: 'availability', sellerId: 'sel_a', eventId: 'x'.repeat(200) }],
  ])('accepts %o', (input, parsed) => {
    expect(catalogChangeSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['an unknown kind', { kind: 'price', sellerId: 'sel_a' }],
    ['no kind', { sellerId: 'sel_a' }],
    ['an event without eventId', { kind: 'event', sellerId: 'sel_a' }],
    ['availability without sellerId', { kind: 'availability', eventId: 'evt_1' }],
    ['a blank id', { kind: 'event', sellerId: '   ', eventId: 'evt_1' }],
    ['an id over 200 characters', { kind: 'event', sellerId: 'sel_a', eventId: 'x'.repeat(201) }],
    ['a number as id', { kind: 'availability', sellerId: 'sel_a', eventId: 1 }],
    ['a blank slug', { kind: 'seller', sellerId: 'sel_a', slug: ' ' }],
  ])('refuses %s', (_name, input) => {
    expect(catalogChangeSchema.safeParse(input).success).toBe(false);
  });
});
