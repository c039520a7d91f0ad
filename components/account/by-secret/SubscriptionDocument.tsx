import 'server-only';
import Link from 'next/link';
import { getMySubscriptions, getSubscription } from '@/lib/ticketing/subscriptions';
import { subscriptionAutorenewal } from '@/lib/domain/subscription-autorenewal';
import { subscriptionLabel } from '@/lib/domain/account-labels';
import { moneyLabel } from '@/lib/i18n/format';
import { publicClient } from '@/lib/account/access';
import { shopSlug } from '../server/screen';
import { dayLabel } from '@/lib/i18n/account-format';
import { methodLabel } from '../payment-method-label';
import { StatusLabel } from '../ui/StatusLabel';
import { TableScroll } from '../ui/TableScroll';
import { documentOr404, ownPaymentMethod, pageSeller } from './load';
import accountStyles from '../ui/account.module.css';
import styles from './BySecretPage.module.css';

/**
 * /subscription/{id}/{secret}: the subscription with its plan, status, items, consents and payment
 * method. Texts are formatted here in the seller's language: the page lives outside the shop layout.
 * The plan's name and the payment method come from the logged-in owner's own lists, as no public
 * call answers them; without that login the page names neither.
 */
export async function SubscriptionDocument({ id, secret }: { id: string; secret: string }) {
  const subscription = documentOr404(await getSubscription(publicClient(), id, secret));
  const { seller, intl, access } = await pageSeller(subscription.sellerId);
  const own = access ? await getMySubscriptions(access.client, access.token) : undefined;
  const isOwner = own?.ok === true && own.data.subscriptions.some((candidate) => candidate._id === subscription._id);
  const plan = isOwner && subscription.planId ? own.data.plans.find((candidate) => candidate._id === subscription.planId) : undefined;
  const method = isOwner ? await ownPaymentMethod(access, subscription.customerPaymentMethodId) : undefined;
  const status = subscriptionLabel(subscription.status);
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const consentName = (type: string) => {
    const messageId = `account.subscription.consent.${type}`;
    return messageId in intl.messages ? t(messageId) : type;
  };
  const given = new Set((subscription.consents ?? []).map((consent) => consent.type));
  const consents = plan?.requestedConsents ? plan.requestedConsents.map((type) => ({ type, given: given.has(type) })) : [...given].map((type) => ({ type, given: true }));

  return (
    <main id="main" className={styles.page}>
      {seller ? (
        <nav className={styles.crumbs} aria-label={seller.name}>
          <Link className={styles.shop} href={`/${shopSlug(seller)}`}>
            {seller.name}
          </Link>
          {isOwner ? (
            <Link className={styles.shop} href={`/${shopSlug(seller)}/account/subscriptions`}>
              {t('account.subscription.back')}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{plan?.name ?? t('account.subscriptions.fallbackName')}</h1>
        <div className={styles.headline}>
          <StatusLabel tone={status.tone}>{t(`account.subscriptions.status.${status.label}`)}</StatusLabel>
          {subscriptionAutorenewal(subscription, plan) ? <StatusLabel tone="blue">{t('account.subscriptions.autorenewal')}</StatusLabel> : null}
          {subscription.createdAt ? <span className={accountStyles.rowMeta}>{t('account.subscriptions.since', { date: dayLabel(intl, subscription.createdAt, seller?.timezone ?? 'UTC') })}</span> : null}
        </div>
      </header>

      <section className={styles.card} aria-labelledby="subscription-items">
        <h2 id="subscription-items" className={styles.cardTitle}>
          {t('account.subscription.items')}
        </h2>
        {(subscription.items ?? []).length > 0 ? (
          <TableScroll label={t('account.subscription.items')}>
            <table className={accountStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('account.subscription.column.item')}</th>
                  <th scope="col" className={accountStyles.numeric}>
                    {t('account.subscription.column.amount')}
                  </th>
                  <th scope="col" className={accountStyles.numeric}>
                    {t('account.subscription.column.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(subscription.items ?? []).map((item) => (
                  <tr key={item._id}>
                    <td>{item.name ?? t('account.subscription.itemFallback')}</td>
                    <td className={accountStyles.numeric}>{item.amount ?? 1}</td>
                    <td className={accountStyles.numeric}>{item.price !== undefined ? moneyLabel(intl, item.price, subscription.currency ?? seller?.currency) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className={accountStyles.intro}>{t('account.subscription.noItems')}</p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="subscription-details">
        <h2 id="subscription-details" className={styles.cardTitle}>
          {t('account.subscription.details')}
        </h2>
        <dl className={accountStyles.details}>
          <dt>{t('account.subscription.consents')}</dt>
          <dd>
            {consents.length > 0 ? (
              <ul className={accountStyles.plainList}>
                {consents.map((consent) => (
                  <li key={consent.type}>{t(consent.given ? 'account.subscription.consentGiven' : 'account.subscription.consentNotGiven', { name: consentName(consent.type) })}</li>
                ))}
              </ul>
            ) : (
              t('account.subscription.noConsents')
            )}
          </dd>
          <dt>{t('account.subscription.paymentMethod')}</dt>
          <dd>{method ? methodLabel(intl, method) : subscription.customerPaymentMethodId ? t('account.subscription.savedMethod') : t('account.subscription.noMethod')}</dd>
        </dl>
      </section>
    </main>
  );
}
