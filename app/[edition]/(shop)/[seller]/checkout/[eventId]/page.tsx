import type { Metadata } from 'next';
import { CheckoutPage, checkoutPageMetadata } from '@/components/checkout/server/CheckoutPage';
import { noPrerenderedPaths } from '@/lib/shop/cached-pages';

/** Step 1 of an event without a query: the event page, served from the cache (ADR 0038). */
export const revalidate = 600; // CACHED_PAGE_REVALIDATE: Next reads this as a literal
export const generateStaticParams = noPrerenderedPaths;

type Props = { params: Promise<{ edition: string; seller: string; eventId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { edition, seller, eventId } = await params;
  return checkoutPageMetadata({ edition, slug: seller, eventId, query: {} });
}

export default async function CheckoutStepOnePage({ params }: Props) {
  const { edition, seller, eventId } = await params;
  return <CheckoutPage edition={edition} slug={seller} eventId={eventId} query={{}} />;
}
