import { Suspense } from 'react';
import { headers } from 'next/headers';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { listMyMembershipPrograms } from '@/lib/ticketing/memberships';
import { walletBrowserSupport } from '@/lib/domain/ticket-actions';
import { accountAccess } from '@/lib/account/access';
import { ignoreListFailure, screenIntl } from '../server/screen';
import { dayLabel } from '@/lib/i18n/account-format';
import { ACCOUNT_FLOWS } from '@/lib/account/flows';
import { SkeletonRows } from '../ui/SkeletonRows';
import { EmptyState } from '../ui/EmptyState';
import { MembershipCard } from '../memberships/MembershipCard';
import styles from '../ui/account.module.css';

/** The "memberships" account screen: one card per program the customer is enrolled in. */
export async function MembershipsPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.memberships.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <MembershipsList {...props} />
      </Suspense>
    </div>
  );
}

async function MembershipsList({ seller, locale }: AccountPageProps) {
  const intl = screenIntl(locale);
  const access = await accountAccess(seller._id);
  const result = access ? await listMyMembershipPrograms(access.client, access.token) : undefined;
  if (result && !result.ok) ignoreListFailure('membership programs', result.error);
  const programs = (result?.ok ? result.data.docs : []).filter((program) => program.enrollmentStatus === undefined || program.enrollmentStatus === 'enrolled');
  if (programs.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.memberships.empty" />
      </EmptyState>
    );
  }
  const zone = seller.timezone ?? 'UTC';
  // The member card's wallet buttons follow the browser rules of the tickets' (spec 02 §9).
  const browser = walletBrowserSupport((await headers()).get('user-agent') ?? '');
  const walletsOn = seller.features?.wallet !== false;

  return (
    <>
      {programs.map((program) => {
        const balance = program.balance ?? program.membership?.balance ?? 0;
        const membership = program.membership?.secret ? { id: program.membership._id, secret: program.membership.secret } : undefined;
        const walletPasses =
          walletsOn && program.issuesPasses && membership
            ? {
                apple: browser.apple ? ACCOUNT_FLOWS.appleWalletMembership?.(membership, locale) : undefined,
                google: browser.google ? ACCOUNT_FLOWS.googleWalletMembership?.(membership, locale) : undefined,
              }
            : undefined;
        return (
          <MembershipCard
            key={program._id}
            id={program._id}
            name={program.name}
            description={program.description}
            tracksPoints={program.tracksPoints !== false}
            balance={balance}
            balanceLabel={intl.formatNumber(balance)}
            tiers={program.tiers ?? []}
            activeTierId={program.activeTierId ?? program.membership?.tierId}
            walletPasses={walletPasses}
            transactionsLabel={intl.formatMessage({ id: 'account.memberships.lastTransactions' })}
            transactions={(program.lastTransactions ?? []).map((transaction, index) => ({
              id: transaction._id ?? `${program._id}-${index}`,
              description: transaction.description,
              amount: transaction.amount,
              amountLabel: intl.formatNumber(transaction.amount, { signDisplay: 'exceptZero' }),
              date: transaction.createdAt,
              dateLabel: dayLabel(intl, transaction.createdAt, zone),
            }))}
          />
        );
      })}
    </>
  );
}
