import type * as NextImage from 'next/image';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { routeSandbox } from '../support/route-sandbox.ts';
import { orderNumber } from '../../lib/domain/order-number.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';

/**
 * The order page's server rendering against the seeded sandbox (issue 15): the shop's frame around
 * the order, the human order number, and what the order bought — a mixed order's tickets and
 * product, a products-only order's products and vouchers without "This order has no tickets".
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
// next/image needs Next's loader config; a plain img is enough here.
vi.mock('next/image', async (importOriginal) => ({
  // getImageProps stays real: server components render plain <img> with it (components/ui/ServerImage.tsx).
  ...(await importOriginal<typeof NextImage>()),
  // eslint-disable-next-line @next/next/no-img-element
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));

const { sandbox } = routeSandbox('order-page-');

type Page = (props: { params: Promise<{ tid: string; secret: string }> }) => Promise<ReactElement>;
let OrderPage: Page;

beforeAll(async () => {
  OrderPage = (await import('../../app/(order)/transaction/[tid]/[secret]/page.tsx')).default as Page;
});

async function renderOrder(tid: string): Promise<string> {
  const secret = (await sandbox()).store.get('transactions', tid)?.secret ?? '';
  const html = renderToString(await OrderPage({ params: Promise.resolve({ tid, secret }) }));
  // The text of the page, tags dropped and entities of the amounts read.
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('the order page', () => {
  it('frames a mixed order in the shop and lists its tickets, its product, fees and total', async () => {
    const text = await renderOrder(ALEX_IDS.orders.mixed);
    // The frame: skip link, the nav bar's language switch and the legal footer.
    expect(text).toContain('Skip to content');
    expect(text).toContain('Deutsch');
    expect(text).toContain('© Riverside Live');
    expect(text).toContain(orderNumber(ALEX_IDS.orders.mixed));
    expect(text).not.toContain(ALEX_IDS.orders.mixed);
    expect(text).toContain('Your tickets');
    expect(text).toContain('4 × Seated');
    expect(text).toContain('1 × Programme booklet');
    expect(text).toContain('Booking fee £10.00');
    expect(text).toContain('Other fees £0.99');
    expect(text).toMatch(/Total £171\.99/);
    expect(text).toContain('Download all tickets (PDF)');
  });

  it('lists a products-only order’s products and vouchers instead of saying it has no tickets', async () => {
    const text = await renderOrder(ALEX_IDS.orders.productsOnly);
    expect(text).toContain('2 × Drink voucher');
    expect(text).toContain('1 × Programme booklet');
    expect(text).not.toContain('This order has no tickets');
    expect(text).not.toContain('Your tickets');
    expect(text).toMatch(/Total £19\.99/);
  });
});
