import type { Customer } from '../../ticketing/schemas/customer.ts';
import { CUSTOMERS, SELLERS } from './ids.ts';

/**
 * Jamie (unverified) may ask for the next verification mail this long after seeding: long enough
 * that the journeys, which start minutes after the sandbox on a slow machine, still find it ahead.
 */
export const SEEDED_VERIFICATION_WAIT_MS = 10 * 60_000;

export interface DemoCustomer {
  customer: Customer;
  email: string;
  /** What the customer is for, printed at start and in the README. */
  purpose: string;
}

export function demoCustomers(now: Date): DemoCustomer[] {
  return [
    {
      email: 'alex.morgan@example.com',
      purpose: 'verified; owns something of everything (tickets in every status, transfers, orders, subscriptions, payment plans, intents, membership, resale, payment methods)',
      customer: {
        _id: CUSTOMERS.alex,
        sellerId: SELLERS.riverside.id,
        name: 'Alex Morgan',
        prename: 'Alex',
        lastname: 'Morgan',
        company: null,
        primaryEmail: 'alex.morgan@example.com',
        number: '100045',
        verified: true,
        location: { street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', state: null, country: 'GB' },
        _account: { loginType: 'password', limitations: { nextVerificationMailRequest: null } },
      },
    },
    {
      email: 'jamie.lee@example.com',
      purpose: 'not verified yet: sees only the verification screen',
      customer: {
        _id: CUSTOMERS.jamie,
        sellerId: SELLERS.riverside.id,
        name: 'Jamie Lee',
        prename: 'Jamie',
        lastname: 'Lee',
        primaryEmail: 'jamie.lee@example.com',
        number: '100046',
        verified: false,
        location: { street: '4 Quay Street', postal: 'M3 3JE', city: 'Manchester', country: 'GB' },
        _account: { loginType: 'password', limitations: { nextVerificationMailRequest: new Date(now.getTime() + SEEDED_VERIFICATION_WAIT_MS).toISOString() } },
      },
    },
    {
      email: 'sam.collector@example.com',
      purpose: 'many tickets (200+), more than 25 sent transfers and more than 25 resell offers, for paging and scale',
      customer: {
        _id: CUSTOMERS.sam,
        sellerId: SELLERS.riverside.id,
        name: 'Sam Collector',
        prename: 'Sam',
        lastname: 'Collector',
        company: 'Collector Events Ltd.',
        primaryEmail: 'sam.collector@example.com',
        number: '100047',
        verified: true,
        location: { street: '9 Market Place', postal: 'OX1 3DY', city: 'Oxford', country: 'GB' },
        _account: { loginType: 'password' },
      },
    },
    {
      email: 'lena.fischer@example.com',
      purpose: 'German shop customer (net prices, custom logout URL)',
      customer: {
        _id: CUSTOMERS.lena,
        sellerId: SELLERS.lindenau.id,
        name: 'Lena Fischer',
        prename: 'Lena',
        lastname: 'Fischer',
        primaryEmail: 'lena.fischer@example.com',
        number: '200012',
        verified: true,
        location: { street: 'Karl-Liebknecht-Straße 12', postal: '04107', city: 'Leipzig', country: 'DE' },
        _account: { loginType: 'password' },
      },
    },
    {
      email: 'taylor.brooks@example.com',
      purpose: 'small shop customer (hidden personal information, account settings managed elsewhere)',
      customer: {
        _id: CUSTOMERS.taylor,
        sellerId: SELLERS.little.id,
        name: 'Taylor Brooks',
        prename: 'Taylor',
        lastname: 'Brooks',
        primaryEmail: 'taylor.brooks@example.com',
        number: '300003',
        verified: true,
        location: { street: '75 Court Street', postal: '11201', city: 'Brooklyn', state: 'NY', country: 'US' },
        _account: { loginType: 'password' },
      },
    },
    {
      email: 'nora.berg@example.com',
      purpose: "members' club customer (the shop asks for a login first)",
      customer: {
        _id: CUSTOMERS.nora,
        sellerId: SELLERS.nordlicht.id,
        name: 'Nora Berg',
        prename: 'Nora',
        lastname: 'Berg',
        primaryEmail: 'nora.berg@example.com',
        number: '400001',
        verified: true,
        location: { street: 'Hafenstraße 9', postal: '20359', city: 'Hamburg', country: 'DE' },
        _account: { loginType: 'password' },
      },
    },
  ];
}
