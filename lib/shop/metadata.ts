import type { Metadata } from 'next';
import type { IntlShape } from 'react-intl/server';
import type { Seller } from '../ticketing/schemas/seller.ts';

/** Title, description, canonical URL and Open Graph of a shop page. */
export function shopMetadata(seller: Seller, intl: IntlShape): Metadata {
  const title = intl.formatMessage({ id: 'shop.metaTitle' }, { name: seller.name });
  const description = seller.description ?? intl.formatMessage({ id: 'shop.metaDescription' }, { name: seller.name });
  const path = `/${seller.slug ?? seller._id}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title,
      description,
      url: path,
      siteName: seller.name,
      locale: intl.locale,
      ...(seller.image ? { images: [{ url: seller.image, alt: seller.name }] } : {}),
    },
    twitter: { card: 'summary', title, description },
  };
}
