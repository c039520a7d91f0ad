import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import { secretFor } from '../../lib/sandbox/seed/holdings/build.ts';
import { INTENT_IDS } from '../../lib/sandbox/seed/holdings/purchase-intents.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';

/**
 * The purchase intent route handlers against the embedded sandbox (issue 12): Complete multiple
 * by the session customer's own intent ids, completing and cancelling one by its link; each
 * checkout becomes the shop's cart and answers its step 2; refusals keep the API's codes.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const { sandbox } = routeSandbox('intent-routes-');
const routes = {} as Record<'login' | 'multiple' | 'complete' | 'cancel', RouteHandler>;

beforeAll(async () => {
  routes.login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  routes.multiple = (await import('../../app/api/shops/[seller]/account/purchase-intents/checkout/route.ts')).POST;
  routes.complete = (await import('../../app/api/purchase-intents/[id]/[secret]/checkout/route.ts')).POST;
  routes.cancel = (await import('../../app/api/purchase-intents/[id]/[secret]/cancel/route.ts')).POST;
});
beforeEach(() => clearCookies());

type Body = { url?: string; code?: string; message?: string; status?: string; id?: string };

const multiple = async (intentIds: string[]) =>
  readAnswer<Body>(await routes.multiple(postJson('http://localhost/api/shops/riverside-live/account/purchase-intents/checkout', { intentIds }), segment({ seller: 'riverside-live' })));
const byLink = async (route: 'complete' | 'cancel', id: string, secret = secretFor(id)) =>
  readAnswer<Body>(await routes[route](postJson(`http://localhost/api/purchase-intents/${id}/${secret}/${route === 'complete' ? 'checkout' : 'cancel'}`, {}), segment({ id, secret })));

const cartCookie = () => cookieJar.values.get('shop_cart');

describe('Complete multiple', () => {
  it('needs a login', async () => {
    expect((await multiple([INTENT_IDS.bluesPair])).status).toBe(401);
  });

  it('opens one checkout for Alex’s chosen intents, makes it the cart and answers its step 2', async () => {
    expect(await logInAt(routes.login, 'riverside-live', 'alex.morgan@example.com')).toBe(200);
    const answer = await multiple([INTENT_IDS.bluesPair, INTENT_IDS.jazzProducts]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const url = new URL(answer.body?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe(`/riverside-live/checkout/${EVENTS.blues}`);
    expect(url.searchParams.get('step')).toBe('2');
    expect(cartCookie()).toBeDefined();
    const checkout = (await sandbox()).store.get('checkouts', url.searchParams.get('checkoutId') ?? '');
    expect(checkout?.items?.map((item) => item.eventId)).toEqual([EVENTS.blues, EVENTS.jazz]);
  });

  it('passes on the API’s refusals: one per event, not completable online', async () => {
    expect(await logInAt(routes.login, 'riverside-live', 'alex.morgan@example.com')).toBe(200);
    expect((await multiple([INTENT_IDS.jazzDeposit, INTENT_IDS.jazzProducts])).body?.code).toBe('onePerEvent');
    const pos = await multiple([INTENT_IDS.orchestraPos]);
    expect(pos.status).toBe(409);
    expect(pos.body?.code).toBe('purchaseIntentNotCompletable');
  });

  it('finds only the customer’s own open intents', async () => {
    expect(await logInAt(routes.login, 'riverside-live', 'sam.collector@example.com')).toBe(200);
    const answer = await multiple([INTENT_IDS.bluesPair]);
    expect(answer.status).toBe(404);
    expect(answer.body?.code).toBe('purchaseIntentNotFound');
  });

  it('refuses an empty choice', async () => {
    expect(await logInAt(routes.login, 'riverside-live', 'alex.morgan@example.com')).toBe(200);
    expect((await multiple([])).status).toBe(400);
  });
});

describe('the Complete multiple button and its modal’s intents (lib/account/complete-multiple.ts)', () => {
  async function view(email: string, features: Record<string, boolean> = {}) {
    const { ticketing } = await import('../../lib/ticketing/server.ts');
    const { login } = await import('../../lib/ticketing/customers.ts');
    const { getIntl } = await import('../../lib/i18n/server.ts');
    const { loadCompleteMultiple } = await import('../../lib/account/complete-multiple.ts');
    const session = await login(ticketing(), { sellerId: 'sel_riverside', email, password: 'demo1234' });
    if (!session.ok) throw new Error('login failed');
    const seller = (await sandbox()).store.get('sellers', 'sel_riverside');
    if (!seller) throw new Error('no seller');
    const result = await loadCompleteMultiple(
      { access: { client: ticketing(), token: session.data.token }, seller: { ...seller, features: { ...seller.features, ...features } }, locale: 'en', intl: getIntl('en') },
      new Date(),
    );
    if (!result.ok) throw new Error(result.error.message);
    return result.data;
  }

  it('lists every open intent, saying why for those that cannot be completed online', async () => {
    const data = await view('alex.morgan@example.com');
    expect(data?.state).toBe('enabled');
    const byId = new Map(data?.choices.map((choice) => [choice.id, choice]));
    expect(byId.get(INTENT_IDS.bluesPair)).toMatchObject({ eventId: EVENTS.blues, eventName: 'Blues & Brews', ticketCount: 2, productCount: 0, priceLabel: '£44.00', refusal: undefined });
    expect(byId.get(INTENT_IDS.jazzProducts)).toMatchObject({ ticketCount: 0, productCount: 6, refusal: undefined });
    expect(byId.get(INTENT_IDS.orchestraPos)?.refusal).toBe('posOnly');
    expect(byId.get(INTENT_IDS.jazzAwaiting)?.refusal).toBe('awaitingApproval');
    expect(byId.get(INTENT_IDS.bluesPair)?.expiresLabel).toMatch(/London time$/);
    expect(byId.has(INTENT_IDS.comedyComplete)).toBe(false);
  });

  it('is hidden without the feature and without open intents', async () => {
    expect(await view('alex.morgan@example.com', { completeMultiple: false })).toBeUndefined();
    expect(await view('sam.collector@example.com')).toBeUndefined();
  });
});

describe('an intent by its link', () => {
  it('completes online: its checkout becomes the cart, at step 2', async () => {
    const answer = await byLink('complete', INTENT_IDS.jazzDeposit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body?.url).toMatch(new RegExp(`^/riverside-live/checkout/${EVENTS.jazz}\\?checkoutId=[^&]+&secret=[^&]+&step=2$`));
    expect(cartCookie()).toBeDefined();
  });

  it('answers a wrong secret like an unknown intent', async () => {
    const wrong = await byLink('complete', INTENT_IDS.jazzDeposit, 'nope');
    const unknown = await byLink('complete', 'pi_unknown', 'nope');
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(404);
    expect(wrong.body?.code).toBe('purchaseIntentNotFound');
    expect((await byLink('cancel', INTENT_IDS.bluesPair, 'nope')).body?.code).toBe('purchaseIntentNotFound');
  });

  it('cancels when the strategy allows it, and refuses otherwise', async () => {
    expect(await byLink('cancel', INTENT_IDS.jazzAwaiting)).toEqual({ status: 200, body: { id: INTENT_IDS.jazzAwaiting, status: 'canceled' } });
    const refused = await byLink('cancel', INTENT_IDS.jazzDeposit);
    expect(refused.status).toBe(409);
    expect(refused.body?.code).toBe('purchaseIntentNotCancellable');
  });
});
