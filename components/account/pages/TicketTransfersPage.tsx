import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';
import { accountAccess } from '../server/access';
import { loadTransferPage, type TransferDirection } from '../server/lists';
import { ignoreListFailure, screenIntl, shopSlug } from '../server/screen';
import { SkeletonRows } from '../ui/SkeletonRows';
import { TransferTabs } from '../transfers/TransferTabs';
import type { ListPage, TransferListItem } from '../lists/types';
import styles from '../ui/account.module.css';

/** The "ticket-transfers" account screen: tabs Received and Sent with infinite scroll. */
export async function TicketTransfersPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.transfers.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <Transfers {...props} />
      </Suspense>
    </div>
  );
}

const EMPTY: ListPage<TransferListItem> = { items: [], total: 0 };

async function Transfers({ seller, locale }: AccountPageProps) {
  const access = await accountAccess(seller._id);
  const firstPage = async (direction: TransferDirection) => {
    if (!access) return EMPTY;
    const result = await loadTransferPage({ access, seller, locale, intl: screenIntl(locale) }, { direction, skip: 0, top: ACCOUNT_PAGE_SIZE });
    if (result.ok) return result.data;
    ignoreListFailure(`${direction} ticket transfers`, result.error);
    return EMPTY;
  };
  const [received, sent] = await Promise.all([firstPage('received'), firstPage('sent')]);
  return <TransferTabs endpoint={`/api/shops/${encodeURIComponent(shopSlug(seller))}/account/ticket-transfers`} received={received} sent={sent} />;
}
