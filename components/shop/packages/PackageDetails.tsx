import { ServerImage } from '@/components/ui/ServerImage';
import { FormattedMessage } from 'react-intl';
import type { PackageView } from './package-view';
import { BuyPackageButton } from './BuyPackageButton';
import styles from './packages.module.css';

const STATUS_MESSAGE = {
  planned: 'package.status.planned',
  soldOut: 'package.status.soldOut',
  past: 'package.status.past',
} as const;

/**
 * The package page (spec 02 §2 package page, §3 package config): its header image, name, image
 * and description, the events it holds with their dates and tickets, the price and "Buy package".
 */
export function PackageDetails({ pkg, shopSlug }: { pkg: PackageView; shopSlug: string }) {
  const onSale = pkg.saleStatus === 'onSale';
  const paragraphs = (pkg.description ?? '')
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  return (
    <article className={styles.page} aria-labelledby="package-title">
      {pkg.headerImage ? (
        <div className={styles.header}>
          <ServerImage src={pkg.headerImage} alt="" fill sizes="(max-width: 1120px) 100vw, 1120px" className={styles.cover} preload />
        </div>
      ) : null}
      <div className={styles.intro}>
        {pkg.image ? <ServerImage src={pkg.image} alt="" width={160} height={160} className={styles.thumb} /> : null}
        <div className={styles.introText}>
          <p className={styles.kicker}>
            <FormattedMessage id="package.kicker" />
          </p>
          <h1 id="package-title" className={styles.title}>
            {pkg.name}
          </h1>
          {paragraphs.map((text, index) => (
            <p key={index} className={styles.description}>
              {text}
            </p>
          ))}
        </div>
      </div>

      <section aria-labelledby="package-events" className={styles.section}>
        <h2 id="package-events" className={styles.sectionTitle}>
          <FormattedMessage id="package.events.title" />
        </h2>
        {pkg.events.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="package.events.empty" />
          </p>
        ) : (
          <ul className={styles.events}>
            {pkg.events.map((event) => (
              <li key={event.id} className={styles.event}>
                <div className={styles.eventMedia}>{event.image ? <ServerImage src={event.image} alt="" fill sizes="120px" className={styles.cover} /> : null}</div>
                <div className={styles.eventBody}>
                  <h3 className={styles.eventName}>{event.name}</h3>
                  <p className={styles.muted}>
                    <time dateTime={event.start}>{event.dateLabel}</time>
                    {event.locationName ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        <span>{event.locationName}</span>
                      </>
                    ) : null}
                  </p>
                  <ul className={styles.ticketLines} aria-label={event.name}>
                    {event.tickets.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="package-price" className={styles.priceBox}>
        <h2 id="package-price" className={styles.sectionTitle}>
          <FormattedMessage id="package.price.title" />
        </h2>
        <p className={styles.price}>{pkg.priceLabel}</p>
        <p className={styles.muted}>
          <FormattedMessage id="package.price.tickets" values={{ count: pkg.ticketCount }} />
        </p>
        {pkg.saleStatus === 'onSale' ? null : (
          <p className={styles.status}>
            <FormattedMessage id={STATUS_MESSAGE[pkg.saleStatus]} />
          </p>
        )}
        <BuyPackageButton shopSlug={shopSlug} packageId={pkg.id} onSale={onSale} />
      </section>
    </article>
  );
}
