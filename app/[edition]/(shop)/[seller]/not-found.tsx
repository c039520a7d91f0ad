import { ShopNotFound } from '@/components/shop/ShopNotFound';

/** A page that does not exist under a shop's path, or a shop that does not exist. */
export default function NotFoundInShop() {
  return <ShopNotFound />;
}
