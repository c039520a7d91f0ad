import { getIntl, requestLocale } from '@/lib/i18n/server';
import styles from '@/components/ui/ErrorPage.module.css';

/** A page that does not exist inside an existing shop (the shop's nav bar stays around it). */
export default async function ShopPageNotFound() {
  const intl = getIntl(await requestLocale());
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'errors.pageNotFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.pageNotFound.message' })}</p>
    </div>
  );
}
