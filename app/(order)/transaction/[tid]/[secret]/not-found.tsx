import Link from 'next/link';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import styles from '@/components/ui/ErrorPage.module.css';

/** An order link with a wrong secret or an unknown order: nothing to show, and nothing told about why. */
export default async function OrderNotFound() {
  const intl = getIntl(await requestLocale());
  return (
    <main id="main" className={styles.page}>
      <title>{intl.formatMessage({ id: 'order.notFound.title' })}</title>
      <h1>{intl.formatMessage({ id: 'order.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'order.notFound.message' })}</p>
      <Link className={styles.link} href="/">
        {intl.formatMessage({ id: 'common.allShops' })}
      </Link>
    </main>
  );
}
