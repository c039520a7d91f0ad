import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env/server';
import { shopEvents, shopSellers } from '@/lib/shop/queries';

// Built per request from the live shop list; nothing is fetched at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = serverEnv().SITE_URL;
  const sellers = await shopSellers();
  if (!sellers.ok) return [{ url: site }];
  const entries: MetadataRoute.Sitemap = [{ url: site, changeFrequency: 'daily' }];
  for (const seller of sellers.data) {
    const shop = `${site}/${seller.slug ?? seller._id}`;
    entries.push({ url: shop, changeFrequency: 'daily', priority: 1 });
    const events = await shopEvents(seller, seller.localeSettings?.defaultLocale ?? 'en');
    if (!events.ok) continue;
    for (const event of events.data) {
      entries.push({ url: `${shop}/checkout/${encodeURIComponent(event._id)}`, changeFrequency: 'hourly', priority: 0.8 });
    }
  }
  return entries;
}
