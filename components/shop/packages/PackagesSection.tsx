import { ServerImage } from '@/components/ui/ServerImage';
import type { IntlShape } from 'react-intl';
import { shopPackage, shopPackageInfo } from '@/lib/shop/package-queries';
import { shopPath } from '@/lib/shop/metadata';
import { moneyLabel } from '@/lib/i18n/format';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import { IntentLink } from '../IntentLink';
import { packagePath } from './package-view';
import styles from './packages.module.css';

/**
 * The shop page's packages (ADR draft "packages"): the configs the seller lists in
 * shopSettings.packageConfigIds, each a card linking to its page with its image, price and ticket
 * count. A package that cannot be read is left out; none at all shows no section.
 */
export async function PackagesSection({ seller, locale, intl }: { seller: Seller; locale: string; intl: IntlShape }) {
  const ids = seller.shopSettings?.packageConfigIds ?? [];
  const cards = (
    await Promise.all(
      ids.map(async (id) => {
        const config = await shopPackage(seller._id, id);
        if (!config.ok || !config.data) return [];
        const info = await shopPackageInfo(seller._id, config.data._id, locale);
        if (!info.ok || !info.data) return [];
        return [{ config: config.data, info: info.data }];
      }),
    )
  ).flat();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="packages-heading" id="packages">
      <h2 id="packages-heading" className={styles.shopTitle}>
        {intl.formatMessage({ id: 'shop.packages.title' })}
      </h2>
      <ul className={styles.grid}>
        {cards.map(({ config, info }) => (
          <li key={config._id}>
            <article className={styles.card} aria-labelledby={`package-${config._id}-title`}>
              <div className={styles.cardMedia}>{config.image ? <ServerImage src={config.image} alt="" fill sizes="(max-width: 640px) 100vw, 360px" className={styles.cover} /> : null}</div>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle} id={`package-${config._id}-title`}>
                  <IntentLink href={packagePath(shopPath(seller), config)} className={styles.cardLink}>
                    {config.name}
                  </IntentLink>
                </h3>
                <p className={styles.muted}>
                  {intl.formatMessage({ id: 'shop.packages.card' }, { price: moneyLabel(intl, info.price, info.currency), count: info.ticketCount, events: info.events.length })}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
