import { describe, expect, it } from 'vitest';
import { MARKETPLACE_MAX_TICKETS, hasResaleSite, marketplaceOption, marketplaceSellUrl, type MarketplaceOption, type MarketplaceOptionInput, type MarketplaceTicket } from '../../lib/domain/resale-marketplace.ts';

/** Spec 01 §5, §9 and spec 02 §6: selling on the seller's resale site (marketplace limits). */

const site = { enabled: true, name: 'Resale Exchange', url: 'https://resale.example/sell' };
const ticket: MarketplaceTicket = { resellable: true };
const tickets = (count: number, extra: Partial<MarketplaceTicket> = {}) => Array.from({ length: count }, () => ({ ...ticket, ...extra }));
const base: MarketplaceOptionInput = { offered: true, externalListing: false, selected: tickets(2), validSeats: true };

describe('marketplaceOption', () => {
  it.each<[string, Partial<MarketplaceOptionInput>, MarketplaceOption]>([
    ['two valid adjacent tickets', {}, { shown: true, enabled: true }],
    ['one ticket (the minimum)', { selected: tickets(1) }, { shown: true, enabled: true }],
    [`${MARKETPLACE_MAX_TICKETS} tickets (the maximum)`, { selected: tickets(MARKETPLACE_MAX_TICKETS) }, { shown: true, enabled: true }],
    ['70 tickets', { selected: tickets(70) }, { shown: true, enabled: false, reason: 'tooManyTickets' }],
    ['no ticket selected', { selected: [] }, { shown: true, enabled: false, reason: 'noTickets' }],
    ['seats that are not a valid selection', { validSeats: false }, { shown: true, enabled: false, reason: 'invalidSeats' }],
    ['a ticket that is not resellable', { selected: [ticket, { ...ticket, resellable: false }] }, { shown: true, enabled: false, reason: 'notResellable' }],
    ['a ticket of the event already listed on the site', { externalListing: true }, { shown: false }],
    ['a seller without a resale site', { offered: false }, { shown: false }],
  ])('%s', (_case, change, expected) => {
    expect(marketplaceOption({ ...base, ...change })).toEqual(expected);
  });

  it('checks the external listing before the limits (a listed ticket hides the option whatever is selected)', () => {
    expect(marketplaceOption({ ...base, externalListing: true, selected: tickets(70, { resellable: false }), validSeats: false })).toEqual({ shown: false });
  });
});

describe('hasResaleSite', () => {
  it.each<[boolean | undefined, typeof site | undefined, boolean]>([
    [true, site, true],
    [true, { ...site, url: '' }, false],
    [true, { ...site, enabled: false }, false],
    [false, site, false],
    [undefined, site, false],
    [true, undefined, false],
  ])('feature %s, site %o -> %s', (feature, candidate, expected) => {
    expect(hasResaleSite(feature, candidate)).toBe(expected);
  });
});

describe('marketplaceSellUrl', () => {
  it.each<[string, string, string | null]>([
    ['adds event, tickets and language', 'https://resale.example/sell', 'https://resale.example/sell?event=evt_1&ticket=t1&ticket=t2&lang=de'],
    ['keeps the site’s own parameters', 'https://resale.example/sell?partner=riverside', 'https://resale.example/sell?partner=riverside&event=evt_1&ticket=t1&ticket=t2&lang=de'],
    ['replaces tickets already in the URL', 'https://resale.example/sell?ticket=old', 'https://resale.example/sell?event=evt_1&ticket=t1&ticket=t2&lang=de'],
    ['refuses a javascript: URL', 'javascript:alert(1)', null],
    ['refuses a relative URL', '/sell', null],
  ])('%s', (_case, url, expected) => {
    expect(marketplaceSellUrl({ url }, { eventId: 'evt_1', ticketIds: ['t1', 't2'], locale: 'de' })).toBe(expected);
  });
});
