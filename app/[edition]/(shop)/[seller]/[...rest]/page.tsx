import { notFound } from 'next/navigation';

/** Any other path inside a shop: the shop's own 404 page, inside its navigation. */
export default function UnknownShopPage() {
  notFound();
}
