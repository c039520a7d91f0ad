import 'server-only';
import Link from 'next/link';
import { getIntl } from '@/lib/i18n/server';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { PurchaseIntent } from '@/lib/ticketing/schemas/purchase-intent';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { Locale } from '@/lib/i18n/locales';
import { StatusLabel } from '@/components/account/ui/StatusLabel';
import { OrderSummary } from '@/components/order/OrderSummary';
import { intentPageView } from './intent-page-view';
import { PurchaseIntentActions } from './PurchaseIntentActions';
import styles from './PurchaseIntentPage.module.css';

export interface PurchaseIntentDocumentProps {
  intent: PurchaseIntent;
  secret: string;
  seller?: Seller | undefined;
  event?: Event | undefined;
  tickets: readonly Ticket[];
  locale: Locale;
}

/**
 * /purchaseintent/{id}/{secret} (spec 01 §2, §4; spec 02 §3, §7): the reservation with its label,
 * event, reference and expiry, the seller's notes, what it reserves and what it costs (the deposit
 * already paid taken off), then what the buyer may do: complete it online (step 2 of a checkout)
 * when the rules allow, or say why not, and cancel it when its strategy allows.
 */
export function PurchaseIntentDocument({ intent, secret, seller, event, tickets, locale }: PurchaseIntentDocumentProps) {
  const intl = getIntl(locale);
  const view = intentPageView({ intent, event, seller, tickets, intl, now: new Date() });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const shopHref = seller ? `/${encodeURIComponent(seller.slug ?? seller._id)}` : undefined;

  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('intentPage.title')}</h1>
        <p className={styles.event}>{view.title}</p>
        {view.eventDateLabel ? <p className={styles.muted}>{view.eventDateLabel}</p> : null}
        <div className={styles.headline}>
          <StatusLabel tone={view.status.tone}>{t(`account.intents.status.${view.status.label}`)}</StatusLabel>
          {view.rejectionReason ? <span>{view.rejectionReason}</span> : null}
        </div>
      </header>

      {view.reference || view.expires || view.created ? (
        <dl className={styles.facts}>
          {view.reference ? (
            <div>
              <dt>{t('intentPage.reference')}</dt>
              <dd>{view.reference}</dd>
            </div>
          ) : null}
          {view.expires ? (
            <div>
              <dt>{t(view.expires.past ? 'intentPage.expired' : 'intentPage.expires')}</dt>
              <dd>
                <time dateTime={view.expires.iso}>{view.expires.label}</time>
              </dd>
            </div>
          ) : null}
          {view.created ? (
            <div>
              <dt>{t('intentPage.created')}</dt>
              <dd>
                <time dateTime={view.created.iso}>{view.created.label}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {view.notes.length > 0 ? (
        <section className={styles.section} aria-labelledby="intent-notes">
          <h2 id="intent-notes" className={styles.sectionTitle}>
            {t('intentPage.notes', { seller: seller?.name ?? '' })}
          </h2>
          {view.notes.map((note, index) => (
            <p key={index} className={styles.note}>
              {note}
            </p>
          ))}
        </section>
      ) : null}

      <OrderSummary view={view.summary} title={t('intentPage.summary')} headingId="intent-summary" />

      {view.seats.length > 0 ? (
        <section className={styles.section} aria-labelledby="intent-seats">
          <h2 id="intent-seats" className={styles.sectionTitle}>
            {t('intentPage.seats', { count: view.seats.length })}
          </h2>
          <ul className={styles.list}>
            {view.seats.map((seat, index) => (
              <li key={index}>{seat}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="intent-actions">
        <h2 id="intent-actions" className={styles.sectionTitle}>
          {t('intentPage.actions')}
        </h2>
        <PurchaseIntentActions id={intent._id} secret={secret} label={view.status.label} completion={view.completion} cancellable={view.cancellable} />
      </section>

      {shopHref ? (
        <p>
          <Link href={shopHref} className={styles.back}>
            {t('order.backToShop')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
