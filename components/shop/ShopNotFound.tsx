'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { useOptionalShop } from './ShopContext';
import styles from '@/components/ui/ErrorPage.module.css';

/**
 * The 404 page under a shop's path. Inside an existing shop: the page does not exist, the shop's
 * frame stays around it. Without one: the seller is unknown (spec 01 §2), with the list of shops.
 * A client component because not-found pages get no params, and the frame's context knows the shop
 * without reading the request (which would make the shop's cached pages per-request).
 */
export function ShopNotFound() {
  const intl = useIntl();
  const shop = useOptionalShop();
  if (!shop) {
    return (
      <main id="main" className={styles.page}>
        {/* not-found files cannot export metadata; React hoists this title into <head>. */}
        <title>{intl.formatMessage({ id: 'errors.sellerNotFound.title' })}</title>
        <h1>{intl.formatMessage({ id: 'errors.sellerNotFound.title' })}</h1>
        <p>{intl.formatMessage({ id: 'errors.sellerNotFound.message' })}</p>
        <Link className={styles.link} href="/">
          {intl.formatMessage({ id: 'common.allShops' })}
        </Link>
      </main>
    );
  }
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage({ id: 'errors.pageNotFound.title' })}</title>
      <h1>{intl.formatMessage({ id: 'errors.pageNotFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.pageNotFound.message' })}</p>
      <Link className={styles.link} href={`/${encodeURIComponent(shop.slug)}`}>
        {intl.formatMessage({ id: 'errors.pageNotFound.backToShop' })}
      </Link>
    </div>
  );
}
