import { describe, expect, it } from 'vitest';
import { checkoutDetailsOptionsFor } from '../../lib/domain/checkout-details-options.ts';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';

const checkoutField: DataField = { _id: 'df_1', type: 'select', scope: 'CHECKOUT', slug: 'heardAbout', options: ['Poster'] };
const ticketField: DataField = { _id: 'df_2', type: 'text', scope: 'TICKET', slug: 'badge' };

describe('checkoutDetailsOptionsFor', () => {
  it('asks for a company when any event enforces it, the phone when the seller captures it, and the checkout fields', () => {
    expect(
      checkoutDetailsOptionsFor({ seller: { features: { capturePhone: true } }, events: [{}, { companyRequired: true }], lines: [{}], dataFields: [checkoutField, ticketField] }),
    ).toEqual({ companyRequired: true, capturePhone: true, deliveryAddressAllowed: false, extraFields: [checkoutField] });
  });

  it('allows a delivery address only when something is posted', () => {
    expect(checkoutDetailsOptionsFor({ seller: undefined, events: [], lines: [{ asHardTicket: true }], dataFields: [] })).toEqual({
      companyRequired: false,
      capturePhone: false,
      deliveryAddressAllowed: true,
      extraFields: [],
    });
  });
});
