import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { orderSeller } from '@/components/order/server/load-order';
import { requestLocale } from '@/lib/i18n/server';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';

/** The order page's root layout: <html lang> in the order's shop's language (ADR 0038). */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function OrderLayout({ children, params }: { children: ReactNode; params: Promise<{ tid: string; secret: string }> }) {
  const { tid, secret } = await params;
  const seller = await orderSeller(tid, secret);
  return <SiteDocument locale={await requestLocale(seller?.localeSettings)}>{children}</SiteDocument>;
}
