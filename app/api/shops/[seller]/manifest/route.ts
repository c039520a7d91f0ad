import { getTicketsManifest } from '@/lib/operations/offline';
import { route } from '@/lib/http/route';
import { shopOf } from '@/lib/http/route-steps';
import { getIntl } from '@/lib/i18n/server';
import { toLocale } from '@/lib/i18n/locales';
import { ticketsManifest } from '@/lib/offline/manifest';

/** Public and the same for everyone with this URL: browsers and shared caches may keep it an hour. */
export const GET = route(getTicketsManifest)(async ({ params, input }) => {
  const seller = await shopOf(params.seller);
  const lang = input.lang ?? toLocale(seller.localeSettings?.defaultLocale) ?? 'en';
  const intl = getIntl(lang);
  const values = { seller: seller.name };
  const manifest = ticketsManifest({
    seller,
    lang,
    name: intl.formatMessage({ id: 'offline.manifest.name' }, values),
    description: intl.formatMessage({ id: 'offline.manifest.description' }, values),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
});
