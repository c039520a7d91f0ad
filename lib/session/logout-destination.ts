import type { Seller } from '../ticketing/schemas/seller.ts';

/** Where logout leads: the seller's custom logout URL if it is an absolute https URL, else the shop page. */
export function logoutDestination(seller: Pick<Seller, '_id' | 'slug' | 'shopSettings'>): string {
  const custom = seller.shopSettings?.identityProviderSettings?.customLogoutURL;
  if (custom) {
    try {
      const url = new URL(custom);
      if (url.protocol === 'https:') return url.toString();
    } catch {
      // A malformed setting falls back to the shop.
    }
  }
  return `/${seller.slug ?? seller._id}`;
}
