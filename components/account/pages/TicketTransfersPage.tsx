import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';
import { accountAccess } from '@/lib/account/access';
import { loadTransferPage, type TransferDirection } from '@/lib/account/lists';
import { ignoreListFailure, screenIntl, shopSlug } from '../server/screen';
import { SkeletonRows } from '../ui/SkeletonRows';
import { TransferTabs } from '../transfers/TransferTabs';
import type { ListPage } from '@/lib/domain/infinite-paging';
import type { TransferListItem } from '@/lib/operations/transfers';
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
  return <TransferTabs seller={shopSlug(seller)} received={received} sent={sent} />;
}
