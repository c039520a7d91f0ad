import type { Seller } from '../ticketing/schemas/seller.ts';
import { usableAccent } from '../theme/contrast.ts';

/** The members of a web app manifest the storefront writes (W3C Web Application Manifest). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

export interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
}

export interface ManifestInput {
  seller: Pick<Seller, '_id' | 'slug' | 'name' | 'image' | 'accentColor' | 'authentication' | 'brandingSettings'>;
  lang: string;
  /** "{seller} tickets" and its description, in `lang`. */
  name: string;
  description: string;
}

/** The app's own icon (app/icon.svg), which every shop's manifest offers. */
export const APP_ICON: ManifestIcon = { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' };

/**
 * The installable "tickets" app of one shop: it opens on the account's tickets page (the shop, when
 * the shop has no customer logins) and spans the whole origin, so the order pages it links to stay
 * inside it. Each shop is its own app (`id`), coloured with its accent.
 */
export function ticketsManifest({ seller, lang, name, description }: ManifestInput): WebAppManifest {
  const shopPath = `/${seller.slug ?? seller._id}`;
  const start = seller.authentication?.active ? `${shopPath}/account/tickets` : shopPath;
  const logo = shopIcon(seller.brandingSettings?.shopLogoUrl ?? seller.image);
  return {
    id: start,
    name,
    short_name: seller.name,
    description,
    lang,
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: usableAccent(seller.accentColor),
    background_color: '#ffffff',
    icons: logo ? [logo, APP_ICON] : [APP_ICON],
  };
}

/** The seller's logo as an icon: a path of this site or an https address; SVGs scale to any size. */
function shopIcon(src: string | undefined): ManifestIcon | undefined {
  if (!src || !(/^\/(?!\/)/.test(src) || /^https:\/\//i.test(src))) return undefined;
  return /\.svg(?:$|[?#])/i.test(src) ? { src, sizes: 'any', type: 'image/svg+xml' } : { src };
}
