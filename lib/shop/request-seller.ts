import 'server-only';
import { headers } from 'next/headers';
import { PATHNAME_HEADER, shopSlugOfPath } from './request-path.ts';
import { shopSeller } from './queries.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';

/** The seller whose shop this request's page belongs to (for the root layout's language). */
export async function sellerOfRequest(): Promise<Seller | undefined> {
  const slug = shopSlugOfPath((await headers()).get(PATHNAME_HEADER));
  if (!slug) return undefined;
  const result = await shopSeller(slug);
  return result.ok ? (result.data ?? undefined) : undefined;
}
