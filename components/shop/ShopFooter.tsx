import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import styles from './ShopFooter.module.css';

/** Legal links of every shop page; rel=nofollow keeps search engines on the events. */
export function ShopFooter({ shopHref, sellerName, legalLabel }: { shopHref: string; sellerName: string; legalLabel: string }) {
  const links = [
    { path: 'imprint', id: 'footer.imprint' },
    { path: 'dataprivacy', id: 'footer.dataPrivacy' },
    { path: 'agb', id: 'footer.terms' },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.owner}>© {sellerName}</p>
        <nav aria-label={legalLabel}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <Link href={`${shopHref}/${link.path}`} rel="nofollow" prefetch={false}>
                  <FormattedMessage id={link.id} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
