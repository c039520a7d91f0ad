import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { shopSeller } from '@/lib/shop/queries';
import { requestLocale } from '@/lib/i18n/server';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';

/** The root layout of a seller's pages outside its shop (the payment plan page): the seller's language (ADR 0038). */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function SellerPagesLayout({ children, params }: { children: ReactNode; params: Promise<{ sellerId: string }> }) {
  const result = await shopSeller((await params).sellerId);
  const seller = result.ok ? (result.data ?? undefined) : undefined;
  return <SiteDocument locale={await requestLocale(seller?.localeSettings)}>{children}</SiteDocument>;
}
