import { describe, expect, it } from 'vitest';
import { shownTicketCount } from '../../lib/domain/account-tickets.ts';

/** An event card's count from the API's count per status: every status but reserved (spec 01 §2 Tickets; ADR 0011). */
describe('shownTicketCount', () => {
  it.each<[string, Record<string, number>, number]>([
    ['no tickets', {}, 0],
    ['valid ones', { valid: 6 }, 6],
    ['every status the page shows', { valid: 3, invalid: 2, detailsRequired: 1, blank: 1 }, 7],
    ['reserved ones are not shown (an open purchase intent)', { reserved: 2 }, 0],
    ['reserved among others', { valid: 4, reserved: 2 }, 4],
    ['a status the API adds later is shown, as a ticket of it would be', { valid: 1, refunded: 2 }, 3],
    ['thousands', { valid: 2999, reserved: 1 }, 2999],
  ])('%s', (_, counts, shown) => {
    expect(shownTicketCount(counts)).toBe(shown);
  });
});
