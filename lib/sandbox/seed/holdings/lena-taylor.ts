import type { CustomerPaymentMethod } from '../../../ticketing/schemas/customer-payment-method.ts';
import { add, type SeedBatch, type SeedWorld } from '../batch.ts';
import { CUSTOMERS, EVENTS, GATEWAYS, SELLERS } from '../ids.ts';
import { daysAgo } from '../time.ts';
import { area, type Holder, placeOrder, seat } from './build.ts';

/**
 * The customers of the other two shops: Lena (Kulturhaus Lindenau, net prices) with an upcoming
 * Faust evening and a past summer fête, and Taylor (Little Theatre, features off) with one order.
 * Jamie (riverside, unverified) holds nothing: an unverified customer sees only the verification screen.
 */

export const LENA: Holder = { customerId: CUSTOMERS.lena, email: 'lena.fischer@example.com', firstname: 'Lena', lastname: 'Fischer' };
export const TAYLOR: Holder = { customerId: CUSTOMERS.taylor, email: 'taylor.brooks@example.com', firstname: 'Taylor', lastname: 'Brooks' };

export function lenaAndTaylorHoldings(world: SeedWorld): SeedBatch {
  const { now } = world;
  const batch: SeedBatch = {};

  // Lindenau lists net prices (taxCalculationMethod Exclusive); orders carry the listed prices, like sandbox checkouts.
  placeOrder(batch, world, {
    tid: 'tx_lena_001',
    holder: LENA,
    eventId: EVENTS.faust,
    createdAt: daysAgo(now, 8),
    tickets: [
      { _id: 'tkt_lena_faust_1', ticketTypeId: 'tt_faust_parkett', seatingInfo: seat('Parkett', 'Mitte', '7', 11), returnable: true },
      { _id: 'tkt_lena_faust_2', ticketTypeId: 'tt_faust_parkett', seatingInfo: seat('Parkett', 'Mitte', '7', 12), returnable: true, firstname: 'Jonas', lastname: 'Fischer' },
    ],
  });
  placeOrder(batch, world, {
    tid: 'tx_lena_002',
    holder: LENA,
    eventId: EVENTS.sommerfest,
    createdAt: daysAgo(now, 52),
    tickets: [1, 2, 3].map((number) => ({ _id: `tkt_lena_sommerfest_${number}`, ticketTypeId: 'tt_sommerfest_eintritt', seatingInfo: area('Innenhof'), transferable: false })),
  });
  const lenaSepa: CustomerPaymentMethod = {
    _id: 'cpm_lena_sepa',
    sellerId: SELLERS.lindenau.id,
    customerId: CUSTOMERS.lena,
    primary: true,
    status: 'active',
    active: true,
    gatewayType: 'additionalMethod',
    gatewayId: GATEWAYS.lindenauSepa,
    channels: ['offSession'],
    data: { accountHolderName: 'Lena Fischer' },
    paymentDetails: { type: 'sepa', last4: '4321' },
    createdAt: daysAgo(now, 30),
  };
  add(batch, 'customerPaymentMethods', lenaSepa, { sellerId: SELLERS.lindenau.id, customerId: CUSTOMERS.lena, createdAt: lenaSepa.createdAt });

  // The Little Theatre has no transfers, resale or wallet passes: only the PDF.
  const littleFlags = { transferable: false, appleWalletEnabled: false, googleWalletEnabled: false };
  placeOrder(batch, world, {
    tid: 'tx_taylor_001',
    holder: TAYLOR,
    eventId: EVENTS.ourTown,
    createdAt: daysAgo(now, 5),
    tickets: [
      { _id: 'tkt_taylor_our_town_1', ticketTypeId: 'tt_our_town_adult', seatingInfo: seat('In the round', 'North', 'B', 4), ...littleFlags },
      { _id: 'tkt_taylor_our_town_2', ticketTypeId: 'tt_our_town_adult', seatingInfo: seat('In the round', 'North', 'B', 5), ...littleFlags },
      { _id: 'tkt_taylor_our_town_3', ticketTypeId: 'tt_our_town_senior', seatingInfo: seat('In the round', 'North', 'B', 6), ...littleFlags, firstname: 'Pat', lastname: 'Brooks' },
    ],
  });

  return batch;
}
