import type { Metadata } from 'next';
import { CheckoutPage, checkoutPageMetadata } from '@/components/checkout/server/CheckoutPage';
import type { SearchParams } from '@/components/checkout/search-params';

/**
 * The checkout page with a query (step 2, a checkout to adopt, display flags), rendered per
 * request. Reached only through the proxy's rewrite of `checkout/{eventId}?…` (ADR 0038).
 */
type Props = { params: Promise<{ edition: string; seller: string; eventId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ edition, seller, eventId }, query] = await Promise.all([params, searchParams]);
  return checkoutPageMetadata({ edition, slug: seller, eventId, query });
}

export default async function CheckoutByQueryPage({ params, searchParams }: Props) {
  const [{ edition, seller, eventId }, query] = await Promise.all([params, searchParams]);
  return <CheckoutPage edition={edition} slug={seller} eventId={eventId} query={query} />;
}
