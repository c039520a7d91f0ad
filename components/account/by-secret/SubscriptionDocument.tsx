import 'server-only';
import Link from 'next/link';
import { getMySubscriptions, getSubscription, getSubscriptionPlan, getSubscriptionTickets } from '@/lib/ticketing/subscriptions';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';
import type { SubscriptionPlan } from '@/lib/ticketing/schemas/subscription';
import { subscriptionAutorenewal } from '@/lib/domain/subscription-autorenewal';
import { subscriptionLabel } from '@/lib/domain/account-labels';
import { billingInterval } from '@/lib/domain/billing-interval';
import { subscriptionChangeRefusal, subscriptionMoveRefusal } from '@/lib/domain/payment-method-move';
import { moneyLabel } from '@/lib/i18n/format';
import { clientMessagesFor } from '@/lib/i18n/client-messages';
import { toLocale } from '@/lib/i18n/locales';
import { publicClient, type AccountAccess } from '@/lib/account/access';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { shopSlug } from '../server/screen';
import { dayLabel, seatLabel } from '@/lib/i18n/account-format';
import { methodLabel } from '../payment-method-label';
import { StatusLabel } from '../ui/StatusLabel';
import { TableScroll } from '../ui/TableScroll';
import { documentOr404, pageSeller } from './load';
import { SubscriptionPaymentMethod } from './SubscriptionPaymentMethod';
import accountStyles from '../ui/account.module.css';
import styles from './BySecretPage.module.css';

/** The owner's saved methods (active and expired: the current one may have expired), or none without a login. */
async function ownMethods(access: AccountAccess | undefined): Promise<CustomerPaymentMethod[]> {
  if (!access) return [];
  const result = await listMyPaymentMethods(access.client, { status: ['active', 'expired'] }, access.token);
  return result.ok ? result.data.docs : [];
}

/** The plan by the public call (spec 02 §7); the owner's list still names it if that call fails. */
async function planOf(planId: string | undefined, ownPlans: readonly SubscriptionPlan[]): Promise<SubscriptionPlan | undefined> {
  if (!planId) return undefined;
  const result = await getSubscriptionPlan(publicClient(), planId);
  return result.ok ? result.data : ownPlans.find((candidate) => candidate._id === planId);
}

/**
 * /subscription/{id}/{secret}: the subscription with its plan, status, billing interval (every 12
 * months reads "per year"), items, the tickets it issued, consents and payment method. Texts are
 * formatted here in the seller's language: the page lives outside the shop layout. The plan is
 * public; the payment method is named, and may be changed by the plan's policy (spec 01 §5), only
 * for its logged-in owner, whose own lists say which methods are theirs.
 */
export async function SubscriptionDocument({ id, secret }: { id: string; secret: string }) {
  const subscription = documentOr404(await getSubscription(publicClient(), id, secret));
  const { seller, intl, locale, access } = await pageSeller(subscription.sellerId);
  const own = access ? await getMySubscriptions(access.client, access.token) : undefined;
  const isOwner = own?.ok === true && own.data.subscriptions.some((candidate) => candidate._id === subscription._id);
  const [plan, methods, ticketsResult] = await Promise.all([
    planOf(subscription.planId, own?.ok ? own.data.plans : []),
    isOwner ? ownMethods(access) : Promise.resolve([]),
    getSubscriptionTickets(publicClient(), subscription._id, secret),
  ]);
  const tickets = ticketsResult.ok ? ticketsResult.data.docs : [];
  const method = methods.find((candidate) => candidate._id === subscription.customerPaymentMethodId);
  const status = subscriptionLabel(subscription.status);
  const currency = subscription.currency ?? seller?.currency;
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const consentName = (type: string) => {
    const messageId = `account.subscription.consent.${type}`;
    return messageId in intl.messages ? t(messageId) : type;
  };
  const given = new Set((subscription.consents ?? []).map((consent) => consent.type));
  const consents = plan?.requestedConsents ? plan.requestedConsents.map((type) => ({ type, given: given.has(type) })) : [...given].map((type) => ({ type, given: true }));
  const interval = billingInterval(plan?.billingCycle);
  const intervalText = interval ? t(`account.subscription.interval.${interval.unit}`, { every: interval.every }) : undefined;
  const variantPrice = plan?.variants?.find((variant) => variant._id === subscription.planVariantId)?.price;
  const billing = intervalText && variantPrice !== undefined ? t('account.subscription.billingPrice', { price: moneyLabel(intl, variantPrice, currency), interval: intervalText }) : intervalText;
  const slug = seller ? shopSlug(seller) : undefined;
  const options = methods
    .filter((candidate) => subscriptionMoveRefusal(subscription, plan, candidate) === undefined)
    .map((candidate) => ({ id: candidate._id, label: methodLabel(intl, candidate) }));

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
                    <td className={accountStyles.numeric}>{item.price !== undefined ? moneyLabel(intl, item.price, currency) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className={accountStyles.intro}>{t('account.subscription.noItems')}</p>
        )}
      </section>

      {tickets.length > 0 ? (
        <section className={styles.card} aria-labelledby="subscription-tickets">
          <h2 id="subscription-tickets" className={styles.cardTitle}>
            {t('account.subscription.tickets')}
          </h2>
          <ul className={accountStyles.plainList}>
            {tickets.map((ticket) => {
              const seat = seatLabel(intl, ticket.seatingInfo);
              return <li key={ticket._id}>{[ticket.ticketName ?? ticket.name ?? t('account.subscription.itemFallback'), seat].filter(Boolean).join(' · ')}</li>;
            })}
          </ul>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="subscription-details">
        <h2 id="subscription-details" className={styles.cardTitle}>
          {t('account.subscription.details')}
        </h2>
        <dl className={accountStyles.details}>
          {billing ? (
            <>
              <dt>{t('account.subscription.billing')}</dt>
              <dd>{billing}</dd>
            </>
          ) : null}
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
          <dd>
            <span>{method ? methodLabel(intl, method) : subscription.customerPaymentMethodId ? t('account.subscription.savedMethod') : t('account.subscription.noMethod')}</span>
            {isOwner && slug ? (
              <IntlClientProvider locale={locale} messages={clientMessagesFor(toLocale(locale) ?? 'en')}>
                <SubscriptionPaymentMethod
                  shop={{ slug }}
                  subscriptionId={subscription._id}
                  refusal={subscriptionChangeRefusal(subscription, plan)}
                  options={options}
                  paymentMethodsHref={`/${slug}/account/payment-methods`}
                />
              </IntlClientProvider>
            ) : null}
          </dd>
        </dl>
      </section>
    </main>
  );
}
