import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { PACKAGE_DEMO, SOUVENIR_POSTAGE } from '../../lib/sandbox/seed/packages-and-access.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { checkoutSchema, type Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { caller } from './support/account-client.ts';

/**
 * Hard tickets in the sandbox (spec 02 §3, §9): a line added as a hard ticket pays the seller's
 * postage fee and its tickets are issued for delivery by post; a hard ticket goes into a wallet
 * only as the seller's wallet settings allow (Riverside: Apple's NFC passes, not Google's).
 */

let sandbox: Sandbox;
const clock = new Date('2030-01-15T12:00:00.000Z');
beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const { call } = caller(() => sandbox);
const LIGHTHOUSE = PACKAGE_DEMO.events.lighthouse;

async function cartWith(eventId: string, asHardTicket: boolean | undefined): Promise<Checkout> {
  const created = await call<Checkout>('POST', '/api/public/checkouts', {
    json: { sellerId: 'sel_riverside', add: { eventId, items: [{ ticketTypeId: eventId === LIGHTHOUSE ? 'tt_lighthouse_standing' : 'tt_jazz_standing', amount: 2, ...(asHardTicket === undefined ? {} : { asHardTicket }) }] } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return checkoutSchema.parse(created.body);
}
const fees = (checkout: Checkout) => (checkout.items ?? []).flatMap((item) => [...(item.outerFeeComponents?.fix ?? []), ...(item.outerFeeComponents?.var ?? [])]);

describe('hard tickets in the cart', () => {
  it('charges postage per posted ticket as an exposed fee, and reserves hard tickets', async () => {
    const cart = await cartWith(LIGHTHOUSE, true);
    expect(cart.items?.[0]?.tickets?.[0]).toMatchObject({ asHardTicket: true, amount: 2 });
    expect(fees(cart).find((fee) => fee.name === 'Postage')).toMatchObject({ total: 2 * SOUVENIR_POSTAGE, exposed: true });
    expect(SOUVENIR_POSTAGE).toBe(RIVERSIDE_FEES.postage);
    const reserved = sandbox.store.list('tickets', { eventId: LIGHTHOUSE }).docs.filter((ticket) => ticket.checkoutId === cart._id);
    expect(reserved.map((ticket) => ticket.deliveryType)).toEqual(['hard', 'hard']);
  });

  it('charges no postage for e-tickets, and ignores the flag where the event offers no hard ticket', async () => {
    expect(fees(await cartWith(LIGHTHOUSE, false)).some((fee) => fee.name === 'Postage')).toBe(false);
    const jazz = await cartWith('evt_riverside_jazz', true);
    expect(jazz.items?.[0]?.tickets?.[0]?.asHardTicket).toBeUndefined();
    expect(fees(jazz).some((fee) => fee.name === 'Postage')).toBe(false);
  });
});

describe('hard tickets and wallets', () => {
  function validHardTicket() {
    const ticket = sandbox.store.list('tickets', { customerId: PACKAGE_DEMO.customers.jordan }).docs[0];
    if (!ticket?.secret) throw new Error('no ticket');
    sandbox.store.put('tickets', { ...ticket, deliveryType: 'hard', appleWalletEnabled: true, googleWalletEnabled: true });
    return { id: ticket._id, secret: ticket.secret };
  }

  it('lets a hard ticket into Apple’s wallet with NFC, not into Google’s, as Riverside’s settings say', async () => {
    const ref = validHardTicket();
    expect((await call('POST', '/api/wallets/apple/tickets/icloud-binding?lang=en', { json: { tickets: [ref], sellerId: 'sel_riverside' } })).status).toBe(200);
    const google = await call<{ code?: string }>('POST', '/api/wallets/google/tickets?lang=en', { json: { tickets: [ref] } });
    expect(google.status).toBe(422);
    expect(google.body.code).toBe('walletDisabled');
  });

  it('lets it into both once the seller allows hard tickets in wallets, and into neither without NFC', async () => {
    const ref = validHardTicket();
    const seller = sandbox.store.get('sellers', 'sel_riverside');
    if (!seller) throw new Error('no seller');
    sandbox.store.put('sellers', { ...seller, walletSettings: { hardTicketsAllowed: true } });
    expect((await call('POST', '/api/wallets/google/tickets?lang=en', { json: { tickets: [ref] } })).status).toBe(200);
    sandbox.store.put('sellers', { ...seller, walletSettings: { hardTicketsAllowed: false, nfcEnabled: false } });
    expect((await call('POST', '/api/wallets/apple/tickets/icloud-binding?lang=en', { json: { tickets: [ref] } })).status).toBe(422);
  });
});
