import type * as NextImage from 'next/image';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { routeSandbox } from '../support/route-sandbox.ts';
import { secretFor } from '../../lib/sandbox/seed/holdings/build.ts';
import { INTENT_IDS } from '../../lib/sandbox/seed/holdings/purchase-intents.ts';

/**
 * The purchase intent page's server rendering against the seeded sandbox (issue 12): the shop's
 * frame, the label, the expiry in the event's time zone named, what is reserved at which price,
 * the deposit already paid and what is left, the seller's note, and the actions the rules allow.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/purchaseintent',
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

routeSandbox('intent-page-');

type Page = (props: { params: Promise<{ id: string; secret: string }> }) => Promise<ReactElement>;
let IntentPage: Page;

beforeAll(async () => {
  IntentPage = (await import('../../app/(intent)/purchaseintent/[id]/[secret]/page.tsx')).default as Page;
});

async function renderIntent(id: string, secret = secretFor(id)): Promise<string> {
  const html = renderToString(await IntentPage({ params: Promise.resolve({ id, secret }) }));
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('the purchase intent page', () => {
  it('frames an approved intent with a deposit in the shop: price, deposit paid, left to pay, seats, expiry and Complete online', async () => {
    const text = await renderIntent(INTENT_IDS.jazzDeposit);
    expect(text).toContain('Skip to content');
    expect(text).toContain('© Riverside Live');
    expect(text).toContain('Purchase intent');
    expect(text).toContain('Midnight Jazz Session');
    expect(text).toContain('Approved');
    expect(text).toContain('2 × Seated');
    expect(text).toMatch(/Price £78\.00/);
    expect(text).toMatch(/Deposit paid -£15\.60/);
    expect(text).toMatch(/Left to pay £62\.40/);
    expect(text).toMatch(/Expires \w+ \d+, \d{4}, \d{2}:\d{2} [AP]M London time/);
    expect(text).toContain('Seated · Stalls · Block A · Row 6 · Seat 1');
    expect(text).toContain('Complete online');
    // Its strategy does not allow cancelling.
    expect(text).not.toContain('Cancel purchase intent');
  });

  it('says a POS-only intent is completed at the box office, with the seller’s note', async () => {
    const text = await renderIntent(INTENT_IDS.orchestraPos);
    expect(text).toContain('It can only be completed at the box office.');
    expect(text).toContain('Note from Riverside Live');
    expect(text).toContain('Pay at the box office when you collect the tickets.');
    expect(text).not.toContain('Complete online');
  });

  it('offers cancelling where the strategy allows it', async () => {
    const text = await renderIntent(INTENT_IDS.bluesPair);
    expect(text).toContain('Complete online');
    expect(text).toContain('Cancel purchase intent');
  });

  it('says a rejected intent was rejected, with the reason, and offers nothing', async () => {
    const text = await renderIntent(INTENT_IDS.seasonRejected);
    expect(text).toContain('Rejected');
    expect(text).toContain('Group bookings for the chamber season are full.');
    expect(text).toContain('The seller rejected this purchase intent.');
    expect(text).not.toContain('Complete online');
    expect(text).not.toContain('Expires');
  });

  it('is a 404 for a wrong secret', async () => {
    await expect(renderIntent(INTENT_IDS.bluesPair, 'nope')).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
