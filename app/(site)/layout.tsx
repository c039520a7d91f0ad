import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { requestLocale } from '@/lib/i18n/server';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';

/**
 * The root layout of the site's own pages (subscription, transfer, the sandbox's tools): rendered
 * per request, in the visitor's language. Shops and the landing page have theirs under
 * app/[edition]; the order, purchase intent and payment plan pages theirs in their seller's
 * language (ADR 0038).
 */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale={await requestLocale()}>{children}</SiteDocument>;
}
