import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CROSS_SITE, SAME_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { CUSTOMERS, GATEWAYS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { SAVED_CARD } from '../../lib/sandbox/seed/holdings/saved-cards.ts';
import type { MoveOffer, MoveResult } from '../../lib/operations/payment-method-move.ts';
import type { SavedCards } from '../../lib/operations/saved-cards.ts';
import type { CustomerPaymentMethod } from '../../lib/ticketing/schemas/customer-payment-method.ts';

/**
 * Issue 12 "move to the new method", subscriptions and saved cards, through the route handlers and
 * the subscription page against the embedded sandbox, with a cookie jar holding a real login.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/subscription',
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const { sandbox } = routeSandbox('move-routes-');
const SHOP = 'riverside-live';
let login: RouteHandler;
let offer: RouteHandler;
let move: RouteHandler;
let changeMethod: RouteHandler;
let savedCards: RouteHandler;
let startPayment: RouteHandler;
type Document = (props: { id: string; secret: string }) => Promise<ReactElement>;
let SubscriptionDocument: Document;

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  const moveRoute = await import('../../app/api/shops/[seller]/account/payment-methods/[id]/move/route.ts');
  offer = moveRoute.GET;
  move = moveRoute.POST;
  changeMethod = (await import('../../app/api/shops/[seller]/account/subscriptions/[id]/payment-method/route.ts')).PUT;
  savedCards = (await import('../../app/api/shops/[seller]/payment-gateways/[gatewayId]/saved-cards/route.ts')).GET;
  startPayment = (await import('../../app/api/shops/[seller]/cart/payment/route.ts')).POST;
  // What app/subscription/[id]/[secret]/page.tsx renders (an async server component, awaited here).
  SubscriptionDocument = (await import('../../components/account/by-secret/SubscriptionDocument.tsx')).SubscriptionDocument as Document;
});

beforeEach(() => clearCookies());

const loginAs = async (email: string) => expect(await logInAt(login, SHOP, email)).toBe(200);
const methodUrl = (id: string) => `http://localhost/api/shops/${SHOP}/account/payment-methods/${id}/move`;
const getOffer = async (id: string) => readAnswer<MoveOffer & { code?: string }>(await offer(new Request(methodUrl(id)), segment({ seller: SHOP, id })));
const postMove = async (id: string, json: unknown, headers = SAME_SITE) => readAnswer<MoveResult & { code?: string }>(await move(postJson(methodUrl(id), json, headers), segment({ seller: SHOP, id })));
const putMethod = async (id: string, json: unknown) =>
  readAnswer<{ customerPaymentMethodId?: string; code?: string }>(
    await changeMethod(
      new Request(`http://localhost/api/shops/${SHOP}/account/subscriptions/${id}/payment-method`, { method: 'PUT', headers: { 'content-type': 'application/json', ...SAME_SITE }, body: JSON.stringify(json) }),
      segment({ seller: SHOP, id }),
    ),
  );
const getSavedCards = async (gatewayId: string, shop = SHOP) =>
  readAnswer<SavedCards>(await savedCards(new Request(`http://localhost/api/shops/${shop}/payment-gateways/${gatewayId}/saved-cards`), segment({ seller: shop, gatewayId })));

/** A SEPA account Alex adds now (as POST /api/customers/me/payment-methods would store it). */
async function newSepaMethod(id: string): Promise<CustomerPaymentMethod> {
  const store = (await sandbox()).store;
  const createdAt = new Date().toISOString();
  const method: CustomerPaymentMethod = {
    _id: id,
    sellerId: SELLERS.riverside.id,
    customerId: CUSTOMERS.alex,
    primary: false,
    status: 'active',
    active: true,
    gatewayType: 'additionalMethod',
    gatewayId: GATEWAYS.riversideSepaPayout,
    channels: ['offSession'],
    data: { accountHolderName: 'Alex Morgan' },
    paymentDetails: { type: 'sepa', last4: '0130' },
    createdAt,
  };
  return store.put('customerPaymentMethods', method, { sellerId: SELLERS.riverside.id, customerId: CUSTOMERS.alex, createdAt });
}

const stored = async (collection: 'subscriptions' | 'paymentPlans', id: string) => (await sandbox()).store.get(collection, id)?.customerPaymentMethodId;

describe('the update modal’s offer and move', () => {
  it('needs a login and refuses cross-site moves', async () => {
    expect((await getOffer(ALEX_IDS.paymentMethods.sepa)).status).toBe(401);
    expect((await postMove(ALEX_IDS.paymentMethods.sepa, { subscriptionIds: ['sub_alex_club'] }, CROSS_SITE)).status).toBe(403);
  });

  it('offers the qualifying subscription and plans for a new SEPA account, and moves the chosen ones', async () => {
    const method = await newSepaMethod('cpm_alex_sepa_new_1');
    await loginAs('alex.morgan@example.com');
    const answer = await getOffer(method._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body?.subscriptions).toEqual([{ id: 'sub_alex_club', name: 'Riverside Club annual membership', status: 'active' }]);
    expect(answer.body?.paymentPlans.map((plan) => plan.id).sort()).toEqual(['pp_alex_season_active', 'pp_alex_weekend_incomplete']);
    expect(answer.body?.paymentPlans.find((plan) => plan.id === 'pp_alex_season_active')?.name).toBe('20% now, then 3 monthly instalments');

    // One that does not qualify (its plan's policy is never) is reported as failed; the others move.
    const moved = await postMove(method._id, { subscriptionIds: ['sub_alex_club', 'sub_alex_programme_incomplete'], paymentPlanIds: ['pp_alex_season_active'] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual({
      moved: { subscriptions: ['sub_alex_club'], paymentPlans: ['pp_alex_season_active'] },
      failed: { subscriptions: ['sub_alex_programme_incomplete'], paymentPlans: [] },
    });
    expect(await stored('subscriptions', 'sub_alex_club')).toBe(method._id);
    expect(await stored('paymentPlans', 'pp_alex_season_active')).toBe(method._id);
    expect(await stored('subscriptions', 'sub_alex_programme_incomplete')).toBe(ALEX_IDS.paymentMethods.expiredMastercard);
    // What moved no longer qualifies (it uses the method already).
    expect((await getOffer(method._id)).body?.paymentPlans.map((plan) => plan.id)).toEqual(['pp_alex_weekend_incomplete']);
  });

  it('offers nothing where the seller has neither subscriptions nor payment plans, and 404 for another customer’s method', async () => {
    const method = await newSepaMethod('cpm_alex_sepa_new_2');
    await loginAs('sam.collector@example.com');
    expect((await getOffer(method._id)).status).toBe(404);
    clearCookies();
    await loginAs('alex.morgan@example.com');
    const store = (await sandbox()).store;
    const seller = store.get('sellers', SELLERS.riverside.id);
    store.update('sellers', SELLERS.riverside.id, (doc) => ({ ...doc, features: { ...doc.features, subscriptions: false, paymentPlans: false } }));
    try {
      expect((await getOffer(method._id)).body).toEqual({ subscriptions: [], paymentPlans: [] });
    } finally {
      if (seller) store.put('sellers', seller);
    }
  });

  it('refuses a move of nothing', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await postMove(ALEX_IDS.paymentMethods.sepa, { subscriptionIds: [], paymentPlanIds: [] })).status).toBe(400);
  });
});

describe('the subscription page’s change of payment method', () => {
  it('changes by the plan’s policy: never and onDraft refuse, an allowed gateway moves', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await putMethod('sub_alex_programme_incomplete', { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa })).body?.code).toBe('paymentMethodChangeNotAllowed');
    expect((await putMethod('sub_alex_club', { customerPaymentMethodId: SAVED_CARD.id })).body?.code).toBe('gatewayNotAllowed');
    expect((await putMethod('sub_nothing', { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa })).status).toBe(404);
    const answer = await putMethod('sub_alex_series_draft', { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stored('subscriptions', 'sub_alex_series_draft')).toBe(ALEX_IDS.paymentMethods.visa);
  });

  it('renders the billing interval, and the change controls only for the logged-in owner', async () => {
    const render = async (id: string) => {
      const secret = (await sandbox()).store.get('subscriptions', id)?.secret ?? '';
      const html = renderToString(await SubscriptionDocument({ id, secret }));
      return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
    };
    const visitor = await render('sub_alex_club');
    expect(visitor).toContain('Riverside Club annual membership');
    expect(visitor).toMatch(/Billing £\d+\.\d\d per year/);
    expect(visitor).not.toContain('Change payment method');

    await loginAs('alex.morgan@example.com');
    const club = await render('sub_alex_club');
    expect(club).toContain('Change payment method');
    expect(club).toContain('SEPA Direct Debit •••• 3000');
    // The test gateway's saved card is not among the plan's allowed gateways.
    expect(club).not.toContain('Visa •••• 5556');
    const owner = await render('sub_alex_club_gift');
    expect(owner).toContain('its payment method can no longer be changed');
    const never = await render('sub_alex_programme_incomplete');
    expect(never).toContain('every 4 weeks');
    expect(never).toContain('The payment method of this subscription cannot be changed.');
    const draft = await render('sub_alex_series_draft');
    expect(draft).toContain('per month');
  });
});

describe('saved cards for the payment forms', () => {
  it('offers none to a visitor, and the logged-in customer’s usable cards of the gateway with the save checkbox', async () => {
    expect((await getSavedCards(GATEWAYS.riversideSandbox)).body).toEqual({ savedCards: [], saveCard: false });
    await loginAs('alex.morgan@example.com');
    const sandboxCards = await getSavedCards(GATEWAYS.riversideSandbox);
    expect(sandboxCards.body?.saveCard).toBe(true);
    expect(sandboxCards.body?.savedCards.map((card) => [card.id, card.type, card.last4])).toEqual([[SAVED_CARD.id, 'visa', '5556']]);
    expect(sandboxCards.body?.savedCards[0]?.expiry).toMatch(/^11\/\d\d$/);
    // The Stripe gateway's Visa (primary); the expired Mastercard is not offered.
    const stripeCards = await getSavedCards(GATEWAYS.riversideStripe);
    expect(stripeCards.body?.savedCards.map((card) => [card.id, card.providerMethodId])).toEqual([[ALEX_IDS.paymentMethods.visa, 'pm_sandbox_visa_4242']]);
  });

  it('refuses the save-card checkbox of a visitor before any payment is opened', async () => {
    const answer = await readAnswer<{ code?: string }>(
      await startPayment(postJson(`http://localhost/api/shops/${SHOP}/cart/payment`, { paymentGatewayId: GATEWAYS.riversideSandbox, returnUrl: '/riverside-live', storePaymentMethod: true }), segment({ seller: SHOP })),
    );
    expect(answer.status).toBe(403);
    expect(answer.body?.code).toBe('storePaymentMethodNotAllowed');
  });

  it('offers none in a shop without the customer-payment-methods feature', async () => {
    await loginAs('alex.morgan@example.com');
    const store = (await sandbox()).store;
    const seller = store.get('sellers', SELLERS.riverside.id);
    store.update('sellers', SELLERS.riverside.id, (doc) => ({ ...doc, features: { ...doc.features, customerPaymentMethods: false } }));
    try {
      expect((await getSavedCards(GATEWAYS.riversideSandbox)).body).toEqual({ savedCards: [], saveCard: false });
    } finally {
      if (seller) store.put('sellers', seller);
    }
  });
});
