import type * as NextImage from 'next/image';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { logInAt, type RouteHandler } from '../support/route-requests.ts';
import { barcodeFor, secretFor } from '../../lib/sandbox/seed/holdings/build.ts';
import { PACKAGE_DEMO } from '../../lib/sandbox/seed/packages-and-access.ts';

/**
 * Server rendering against the seeded sandbox: the order page under secure ticket access (no
 * barcode in the page for a viewer who has not claimed the ticket, the fallback for a ticket
 * another customer claimed), the package page and the shop page's packages section.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/transaction',
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

const { sandbox } = routeSandbox('secure-package-pages-');
const SELLER = 'sel_riverside';
const { orders, tickets, emails } = PACKAGE_DEMO;

type OrderPage = (props: { params: Promise<{ tid: string; secret: string }> }) => Promise<ReactElement>;
type PackagePage = (props: { params: Promise<{ edition: string; seller: string; slug: string }> }) => Promise<ReactElement>;
let orderPage: OrderPage;
let packagePage: PackagePage;
let login: RouteHandler;

beforeAll(async () => {
  orderPage = (await import('../../app/(order)/transaction/[tid]/[secret]/page.tsx')).default as OrderPage;
  packagePage = (await import('../../app/[edition]/(shop)/[seller]/packages/[slug]/page.tsx')).default as PackagePage;
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
});
beforeEach(() => clearCookies());

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const renderOrder = async (tid: string) => renderToString(await orderPage({ params: Promise.resolve({ tid, secret: secretFor(tid) }) }));
const code = (ticketId: string) => barcodeFor(SELLER, ticketId);
/** Shop pages get their catalogue from the root layout. */
const inShop = (page: ReactElement) => renderToString(
  <IntlProvider locale="en" messages={en}>
    {page}
  </IntlProvider>,
);

describe('the order page under secure ticket access', () => {
  it('logged out: a login prompt and notices instead of barcodes, and no ticket documents', async () => {
    const html = await renderOrder(orders.guestGala);
    expect(text(html)).toContain('These tickets are personal');
    expect(text(html)).toContain("Log in to see this ticket's barcode.");
    expect(html).not.toContain(code(tickets.guestOpen));
    expect(html).not.toContain(code(tickets.claimedByChris));
    expect(html).not.toContain('/pdf?');
  });

  it('logged in: the fallback for another customer’s ticket; a claimed ticket shows its barcode and PDF', async () => {
    expect(await logInAt(login, 'riverside-live', emails.jordan)).toBe(200);
    let html = await renderOrder(orders.guestGala);
    expect(text(html)).toContain('This ticket was claimed by another customer. Only they can see its barcode.');
    expect(text(html)).toContain('Claim this ticket to see its barcode.');
    expect(html).not.toContain(code(tickets.guestOpen));

    const store = (await sandbox()).store;
    const open = store.get('tickets', tickets.guestOpen);
    if (!open) throw new Error('no ticket');
    store.put('tickets', { ...open, claimed: true, customerId: PACKAGE_DEMO.customers.jordan });
    html = await renderOrder(orders.guestGala);
    expect(html).toContain(code(tickets.guestOpen));
    expect(html).not.toContain(code(tickets.claimedByChris));
    expect(text(html)).toContain('Download PDF');
  });

  it('leaves orders of events without it as they were', async () => {
    const html = await renderOrder('tx_alex_001');
    expect(text(html)).not.toContain('Log in to see your tickets');
    expect(text(html)).toContain('Download all tickets (PDF)');
  });
});

describe('the package page and the shop page’s packages', () => {
  it('renders the package by its slug: events, tickets, price and the buy button', async () => {
    const html = text(inShop(await packagePage({ params: Promise.resolve({ edition: 'en', seller: 'riverside-live', slug: 'double-bill' }) })));
    expect(html).toContain('Double Bill for Two');
    expect(html).toContain('The Lighthouse Sessions');
    expect(html).toContain('2 × Standing');
    expect(html).toContain('£80.00');
    expect(html).toContain('4 tickets included');
    expect(html).toContain('Buy package');
  });

  it('is a 404 for an unknown package or one of another shop', async () => {
    await expect(packagePage({ params: Promise.resolve({ edition: 'en', seller: 'riverside-live', slug: 'nope' }) })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(packagePage({ params: Promise.resolve({ edition: 'en', seller: 'kulturhaus-lindenau', slug: 'double-bill' }) })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('lists the shop’s packages on its page, linking to their pages', async () => {
    // An async server component: awaited here, as the shop page's render does.
    const { PackagesSection } = await import('../../components/shop/packages/PackagesSection.tsx');
    const { shopSeller } = await import('../../lib/shop/queries.ts');
    const { getIntl } = await import('../../lib/i18n/server.ts');
    const seller = await shopSeller('riverside-live');
    if (!seller.ok || !seller.data) throw new Error('no seller');
    const section = await PackagesSection({ seller: seller.data, locale: 'en', intl: getIntl('en') });
    if (!section) throw new Error('no packages section');
    const html = inShop(section);
    expect(text(html)).toContain('Packages');
    expect(html).toContain('href="/riverside-live/packages/double-bill"');
    expect(html).toContain('href="/riverside-live/packages/weekend-pass"');
    expect(text(html)).toContain('£80.00 · 4 tickets for 2 events');
  });
});
