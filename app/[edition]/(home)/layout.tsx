import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { editionPageLocale } from '@/lib/i18n/server';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';

/** The landing page's root layout: the language from the edition, so the page can be cached (ADR 0038). */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ edition: string }> }) {
  return <SiteDocument locale={editionPageLocale((await params).edition)}>{children}</SiteDocument>;
}
