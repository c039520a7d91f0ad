import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env/server';

// SITE_URL is read per request, not frozen into the build.
export const dynamic = 'force-dynamic';

/** Shops and events are for search engines; accounts, orders, carts and the sandbox are not. */
export default function robots(): MetadataRoute.Robots {
  const site = serverEnv().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/sandbox/', '/*/account/', '/transaction/', '/subscription/', '/seller/', '/ticket-transfer/', '/purchaseintent/'],
    },
    sitemap: `${site}/sitemap.xml`,
  };
}
