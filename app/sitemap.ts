import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env/server';
import { shopEvents, shopSellers } from '@/lib/shop/queries';
import { sitemapEntries, type SitemapPage } from '@/lib/shop/sitemap-entries';
import { eventPath, shopPath } from '@/lib/shop/metadata';
import { isLegalPagePublished, LEGAL_PAGES } from '@/lib/shop/legal-pages';
import { offeredLocales } from '@/lib/shop/alternates';

// Built per request from the live shop list; nothing is fetched at build time.
export const dynamic = 'force-dynamic';

/** The public pages only: landing, shops, event pages and published legal pages; nothing personal. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = serverEnv().SITE_URL;
  const pages: SitemapPage[] = [{ path: '/', availableLocales: undefined, changeFrequency: 'daily' }];
  const sellers = await shopSellers();
  if (!sellers.ok) return sitemapEntries(site, pages);
  for (const seller of sellers.data) {
    const availableLocales = seller.localeSettings?.availableLocales;
    pages.push({ path: shopPath(seller), availableLocales, changeFrequency: 'daily', priority: 1 });
    for (const page of Object.values(LEGAL_PAGES)) {
      if (isLegalPagePublished(seller.shopSettings?.footer, page.kind)) {
        pages.push({ path: `${shopPath(seller)}/${page.segment}`, availableLocales, changeFrequency: 'monthly', priority: 0.1 });
      }
    }
    // The listing in the seller's default language: which events exist does not depend on it.
    const events = await shopEvents(seller, seller.localeSettings?.defaultLocale ?? offeredLocales(availableLocales)[0] ?? 'en');
    if (!events.ok) continue;
    for (const event of events.data) {
      pages.push({ path: eventPath(seller, event._id), availableLocales, changeFrequency: 'hourly', priority: 0.8 });
    }
  }
  return sitemapEntries(site, pages);
}
