import type * as NextImage from 'next/image';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { secretFor } from '../../lib/sandbox/seed/holdings/build.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';

/**
 * The payment plan page against the seeded sandbox (issue 12): the shop's frame, the schedule with
 * each part's status, what is paid and left, the held tickets, and for the logged-in owner the
 * change of payment method and paying off the rest — with their route handlers.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/seller',
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('next/image', async (importOriginal) => ({
  // getImageProps stays real: server components render plain <img> with it (components/ui/ServerImage.tsx).
  ...(await importOriginal<typeof NextImage>()),
  // eslint-disable-next-line @next/next/no-img-element
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));

const { sandbox } = routeSandbox('payment-plan-page-');

type Page = (props: { params: Promise<{ sellerId: string; id: string; secret: string }>; searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;
let PlanPage: Page;
let login: RouteHandler;
let changeMethod: RouteHandler;
let payOff: RouteHandler;

const SHOP = 'riverside-live';
const SELLER = 'sel_riverside';
const INCOMPLETE = 'pp_alex_weekend_incomplete';
const ACTIVE = 'pp_alex_season_active';

beforeAll(async () => {
  PlanPage = (await import('../../app/(plan)/seller/[sellerId]/payment-plan/[id]/[secret]/page.tsx')).default as Page;
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  changeMethod = (await import('../../app/api/shops/[seller]/account/payment-plans/[id]/payment-method/route.ts')).PUT;
  payOff = (await import('../../app/api/payment-plans/[id]/[secret]/complete/route.ts')).POST;
});
beforeEach(() => clearCookies());

async function renderPlan(id: string, query: Record<string, string> = {}): Promise<string> {
  const html = renderToString(await PlanPage({ params: Promise.resolve({ sellerId: SELLER, id, secret: secretFor(id) }), searchParams: Promise.resolve(query) }));
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

const put = (id: string, json: unknown) =>
  changeMethod(
    new Request(`http://localhost/api/shops/${SHOP}/account/payment-plans/${id}/payment-method`, { method: 'PUT', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(json) }),
    segment({ seller: SHOP, id }),
  );

describe('the payment plan page', () => {
  it('frames an incomplete plan in the shop: its schedule with statuses, the failed part, what is paid and left, the held tickets', async () => {
    const text = await renderPlan(INCOMPLETE);
    expect(text).toContain('Skip to content');
    expect(text).toContain('© Riverside Live');
    expect(text).toContain('Incomplete');
    expect(text).toContain('The payment due on');
    expect(text).toContain('Down payment');
    expect(text).toContain('Installment 1 of 3');
    expect(text).toMatch(/Installment 1 of 3 .*£49\.33 Failed No further attempts/);
    expect(text).toMatch(/Total £185\.00/);
    expect(text).toMatch(/Paid so far £37\.00/);
    expect(text).toMatch(/Left to pay £148\.00/);
    expect(text).toContain('Until this plan is paid, its tickets cannot be transferred or resold.');
    // Only an ACTIVE plan is paid off; a visitor with the link sees no owner's controls.
    expect(text).not.toContain('Pay off the rest');
    expect(text).not.toContain('Change payment method');
    // The sandbox's clock control.
    expect(text).toContain('Sandbox clock');
    expect(text).toMatch(/Fast-forward to \w+ \d+, \d{4} and charge/);
  });

  it('shows its owner the option, the method, the change of method and paying off the rest of an active plan', async () => {
    expect(await logInAt(login, SHOP, 'alex.morgan@example.com')).toBe(200);
    const text = await renderPlan(ACTIVE);
    expect(text).toContain('20% now, then 3 monthly instalments');
    expect(text).toContain('Active');
    expect(text).toContain('Visa •••• 4242');
    expect(text).toMatch(/Pay off the rest \(£64\.00\)/);
    // Alex's SEPA account may take it over (the strategy allows it); the expired card may not.
    expect(text).toContain('Change payment method');
    expect(text).toContain('New payment method');
    expect(text).not.toContain('Mastercard •••• 4444');
    expect(text).toContain('You can change the card for the later payments');
  });

  it('says what the sandbox clock did', async () => {
    expect(await renderPlan(ACTIVE, { clock: 'charged' })).toContain('The clock moved forward and what fell due was charged.');
  });

  it('is a 404 for a wrong secret or another seller', async () => {
    await expect(PlanPage({ params: Promise.resolve({ sellerId: SELLER, id: ACTIVE, secret: 'wrong' }), searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(PlanPage({ params: Promise.resolve({ sellerId: 'sel_lindenau', id: ACTIVE, secret: secretFor(ACTIVE) }), searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('the payment plan route handlers', () => {
  it('moves the owner’s incomplete plan to a card: the failed payment is charged again and the plan is active', async () => {
    expect((await readAnswer(await put(INCOMPLETE, { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa }))).status).toBe(401);
    expect(await logInAt(login, SHOP, 'alex.morgan@example.com')).toBe(200);
    const refused = await readAnswer<{ code: string }>(await put(INCOMPLETE, { customerPaymentMethodId: ALEX_IDS.paymentMethods.expiredMastercard }));
    expect(refused.status).toBe(409);
    expect(refused.body?.code).toBe('methodNotActive');
    expect((await readAnswer<{ code: string }>(await put(INCOMPLETE, { customerPaymentMethodId: 'cpm_sam_mc' }))).body?.code).toBe('paymentMethodNotFound');
    const moved = await readAnswer<{ status: string }>(await put(INCOMPLETE, { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa }));
    expect(moved).toEqual({ status: 200, body: { status: 'active' } });
    expect((await sandbox()).store.get('paymentPlans', INCOMPLETE)?.customerPaymentMethodId).toBe(ALEX_IDS.paymentMethods.visa);
    expect((await readAnswer<{ code: string }>(await put('pp_not_mine', { customerPaymentMethodId: ALEX_IDS.paymentMethods.visa }))).body?.code).toBe('paymentPlanNotFound');
  });

  it('pays off an active plan by its link; a wrong secret is an unknown plan', async () => {
    const call = (secret: string) => payOff(postJson(`http://localhost/api/payment-plans/${ACTIVE}/${secret}/complete`, {}), segment({ id: ACTIVE, secret }));
    const unknown = await readAnswer<{ code: string }>(await call('wrong'));
    expect(unknown.status).toBe(404);
    expect(unknown.body?.code).toBe('paymentPlanNotFound');
    expect(await readAnswer(await call(secretFor(ACTIVE)))).toEqual({ status: 200, body: { status: 'completed' } });
    const again = await readAnswer<{ code: string }>(await call(secretFor(ACTIVE)));
    expect(again.status).toBe(409);
    expect(again.body?.code).toBe('planNotActive');
    expect(await renderPlan(ACTIVE)).toContain('This plan is paid. Its tickets can be transferred and resold.');
  });
});
