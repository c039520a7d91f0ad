import { describe, expect, it } from 'vitest';
import { accessShowsBarcode, isSecureTicketAccess, ticketAccess, type TicketAccess } from '../../lib/domain/secure-ticket-access.ts';

describe('isSecureTicketAccess (the event or seller enables it, the seller has the feature)', () => {
  it.each<[string, boolean | undefined, boolean | undefined, boolean | undefined, boolean]>([
    ['no feature, nothing enabled', undefined, undefined, undefined, false],
    ['the event enables it without the feature', false, undefined, true, false],
    ['the seller enables it without the feature', undefined, true, undefined, false],
    ['the feature alone', true, undefined, undefined, false],
    ['feature and event', true, undefined, true, true],
    ['feature and seller', true, true, false, true],
    ['feature, both disabled', true, false, false, false],
  ])('%s', (_case, feature, sellerEnabled, eventEnabled, expected) => {
    const seller = { features: feature === undefined ? {} : { secureTicketAccess: feature }, ...(sellerEnabled === undefined ? {} : { secureTicketAccess: { enabled: sellerEnabled } }) };
    const event = eventEnabled === undefined ? {} : { secureTicketAccess: { enabled: eventEnabled } };
    expect(isSecureTicketAccess({ seller, event })).toBe(expected);
  });

  it('is off without a seller', () => {
    expect(isSecureTicketAccess({ seller: undefined, event: { secureTicketAccess: { enabled: true } } })).toBe(false);
  });
});

describe('ticketAccess (spec 02 §4 ticket claim)', () => {
  it.each<[string, boolean, string | undefined, { claimed?: boolean; customerId?: string | null }, TicketAccess, boolean]>([
    ['not secure: open to the link', false, undefined, { claimed: false, customerId: 'cus_b' }, 'open', true],
    ['not secure, claimed by another', false, 'cus_a', { claimed: true, customerId: 'cus_b' }, 'open', true],
    ['logged out', true, undefined, { claimed: false, customerId: 'cus_a' }, 'loginRequired', false],
    ['logged out, the ticket claimed', true, undefined, { claimed: true, customerId: 'cus_a' }, 'loginRequired', false],
    ['claimed by the viewer', true, 'cus_a', { claimed: true, customerId: 'cus_a' }, 'claimed', true],
    ['claimed by another customer', true, 'cus_a', { claimed: true, customerId: 'cus_b' }, 'claimedByOther', false],
    ['the viewer’s own, not claimed', true, 'cus_a', { claimed: false, customerId: 'cus_a' }, 'autoClaim', false],
    ['the viewer’s own, claim flag absent', true, 'cus_a', { customerId: 'cus_a' }, 'autoClaim', false],
    ['a guest order’s ticket', true, 'cus_a', { claimed: false, customerId: null }, 'confirmClaim', false],
    ['another customer’s, not claimed', true, 'cus_a', { claimed: false, customerId: 'cus_b' }, 'confirmClaim', false],
  ])('%s', (_case, secure, viewer, ticket, expected, barcode) => {
    const access = ticketAccess({ secure, viewerCustomerId: viewer, ticket });
    expect(access).toBe(expected);
    expect(accessShowsBarcode(access)).toBe(barcode);
  });
});
