import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { ShopFrame, shopFrameData } from '@/components/shop/ShopFrame';
import { shopSeller } from '@/lib/shop/queries';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { editionPageLocale } from '@/lib/i18n/server';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';

/**
 * The root layout of a shop's pages: <html lang> in the page's language and the shop's frame. It
 * reads nothing of the request (the language comes from the edition the proxy put in the path),
 * so the pages below can be served from the cache (ADR 0038). An unknown seller gets no frame;
 * its page answers 404 and not-found.tsx says that the shop does not exist.
 */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

type Props = { children: ReactNode; params: Promise<{ edition: string; seller: string }> };

export default async function ShopLayout({ children, params }: Props) {
  const { edition, seller: slug } = await params;
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  const seller = result.data ?? undefined;
  const locale = editionPageLocale(edition, seller?.localeSettings);
  return <SiteDocument locale={locale}>{seller ? <ShopFrame frame={await shopFrameData(seller, locale, { knowsVisitor: false })}>{children}</ShopFrame> : children}</SiteDocument>;
}
