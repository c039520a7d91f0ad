import { Suspense } from 'react';
import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { getMySubscriptions } from '@/lib/ticketing/subscriptions';
import { subscriptionAutorenewal } from '@/lib/domain/subscription-autorenewal';
import { subscriptionLabel } from '@/lib/domain/account-labels';
import { accountAccess } from '@/lib/account/access';
import { ignoreListFailure, screenIntl } from '../server/screen';
import { dayLabel } from '@/lib/i18n/account-format';
import { SkeletonRows } from '../ui/SkeletonRows';
import { EmptyState } from '../ui/EmptyState';
import { StatusLabel } from '../ui/StatusLabel';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

/** The "subscriptions" account screen: plan name, product count, autorenewal badge; each links to its page. */
export async function SubscriptionsPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.subscriptions.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <SubscriptionsList {...props} />
      </Suspense>
    </div>
  );
}

async function SubscriptionsList({ seller, locale }: AccountPageProps) {
  const intl = screenIntl(locale);
  const access = await accountAccess(seller._id);
  const result = access ? await getMySubscriptions(access.client, access.token) : undefined;
  if (result && !result.ok) ignoreListFailure('subscriptions', result.error);
  const { subscriptions, plans } = result?.ok ? result.data : { subscriptions: [], plans: [] };
  if (subscriptions.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.subscriptions.empty" />
      </EmptyState>
    );
  }
  const planById = new Map(plans.map((plan) => [plan._id, plan]));

  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'account.subscriptions.title' })}>
      {subscriptions.map((subscription) => {
        const plan = subscription.planId ? planById.get(subscription.planId) : undefined;
        const name = plan?.name ?? intl.formatMessage({ id: 'account.subscriptions.fallbackName' });
        const status = subscriptionLabel(subscription.status);
        return (
          <li key={subscription._id}>
            <div className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {subscription.secret ? (
                    <Link className={styles.rowLink} href={`/subscription/${encodeURIComponent(subscription._id)}/${encodeURIComponent(subscription.secret)}`}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </p>
                <RowMeta>
                  <FormattedMessage id="account.subscriptions.products" values={{ count: subscription.items?.length ?? 0 }} />
                  {subscription.createdAt ? <FormattedMessage id="account.subscriptions.since" values={{ date: dayLabel(intl, subscription.createdAt, seller.timezone ?? 'UTC') }} /> : null}
                </RowMeta>
              </div>
              <div className={styles.rowAside}>
                <StatusLabel tone={status.tone}>
                  <FormattedMessage id={`account.subscriptions.status.${status.label}`} />
                </StatusLabel>
                {subscriptionAutorenewal(subscription, plan) ? (
                  <StatusLabel tone="blue">
                    <FormattedMessage id="account.subscriptions.autorenewal" />
                  </StatusLabel>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
