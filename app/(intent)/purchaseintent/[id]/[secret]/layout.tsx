import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { loadIntentPage } from '@/components/purchase-intents/load';
import { requestLocale } from '@/lib/i18n/server';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';

/** The purchase intent page's root layout: <html lang> in the intent's shop's language (ADR 0038). */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function IntentLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string; secret: string }> }) {
  const { id, secret } = await params;
  const locale = await loadIntentPage(id, secret).then(
    (data) => data.locale,
    () => requestLocale(),
  );
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
