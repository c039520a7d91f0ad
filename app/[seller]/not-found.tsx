import Link from 'next/link';
import { headers } from 'next/headers';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { PATHNAME_HEADER, shopSlugOfPath } from '@/lib/shop/request-path';
import styles from '@/components/ui/ErrorPage.module.css';

/** A page that does not exist inside an existing shop (the shop's nav bar stays around it). */
export default async function ShopPageNotFound() {
  const intl = getIntl(await requestLocale());
  const slug = shopSlugOfPath((await headers()).get(PATHNAME_HEADER));
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage({ id: 'errors.pageNotFound.title' })}</title>
      <h1>{intl.formatMessage({ id: 'errors.pageNotFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.pageNotFound.message' })}</p>
      {slug ? (
        <Link className={styles.link} href={`/${encodeURIComponent(slug)}`}>
          {intl.formatMessage({ id: 'errors.pageNotFound.backToShop' })}
        </Link>
      ) : null}
    </div>
  );
}
