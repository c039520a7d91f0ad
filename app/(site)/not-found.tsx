import Link from 'next/link';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import styles from '@/components/ui/ErrorPage.module.css';

/**
 * Every unmatched URL lands in the [seller] segment, so a 404 here means the seller is unknown:
 * the page says so (spec 01 §2) and offers the list of shops.
 */
export default async function SellerNotFound() {
  const intl = getIntl(await requestLocale());
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
