import type { Metadata } from 'next';
import type { IntlShape } from 'react-intl/server';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { Locale } from '../i18n/locales.ts';
import { eventDateLabel } from '../i18n/format.ts';
import { languageAlternates, offeredLocales } from './alternates.ts';

type LocaleSettings = Seller['localeSettings'];

/** The root-relative path of a shop: /{slug}, or /{id} for a seller without a slug. */
export function shopPath(seller: Pick<Seller, '_id' | 'slug'>): string {
  return `/${seller.slug ?? seller._id}`;
}

/** The path of an event's page (checkout step 1), which search engines index. */
export function eventPath(seller: Pick<Seller, '_id' | 'slug'>, eventId: string): string {
  return `${shopPath(seller)}/checkout/${encodeURIComponent(eventId)}`;
}

/**
 * Canonical, hreflang alternates and the Open Graph URL and locales of a page in `locale`: the
 * Open Graph URL is the canonical, so a share of the German page stays German.
 */
export function localizedPageMetadata(path: string, localeSettings: LocaleSettings, locale: Locale): Pick<Metadata, 'alternates'> & {
  openGraph: { url: string; locale: string; alternateLocale?: string[] };
} {
  const alternates = languageAlternates(path, localeSettings?.availableLocales, locale);
  const others = alternates.languages ? offeredLocales(localeSettings?.availableLocales).filter((other) => other !== locale) : [];
  return {
    alternates,
    openGraph: { url: alternates.canonical, locale, ...(others.length > 0 ? { alternateLocale: others } : {}) },
  };
}

/** Where an event takes place, as one line: "Riverside Hall, London". */
export function eventLocationText(event: Pick<Event, 'location'>): string {
  return [event.location?.locationName, event.location?.city].filter(Boolean).join(', ');
}

/** The event's own description, or one sentence with its date and place. */
export function eventMetaDescription(intl: IntlShape, event: Event, seller: Pick<Seller, 'name'>): string {
  return (
    event.description ??
    intl.formatMessage({ id: 'checkout.metaDescription' }, { event: event.name, date: eventDateLabel(intl, event), location: eventLocationText(event) || seller.name })
  );
}

/** Title, description, canonical URL, hreflang alternates and Open Graph of a shop page. */
export function shopMetadata(seller: Seller, intl: IntlShape, locale: Locale): Metadata {
  const title = intl.formatMessage({ id: 'shop.metaTitle' }, { name: seller.name });
  const description = seller.description ?? intl.formatMessage({ id: 'shop.metaDescription' }, { name: seller.name });
  const localized = localizedPageMetadata(shopPath(seller), seller.localeSettings, locale);
  return {
    title,
    description,
    alternates: localized.alternates,
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: seller.name,
      ...localized.openGraph,
      ...(seller.image ? { images: [{ url: seller.image, alt: seller.name }] } : {}),
    },
    twitter: { card: 'summary', title, description },
  };
}
