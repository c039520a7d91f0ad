import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';
import { accountAccess } from '../server/access';
import { loadResellOfferPage, type ResellOfferTab } from '../server/lists';
import { ignoreListFailure, screenIntl, shopSlug } from '../server/screen';
import { SkeletonRows } from '../ui/SkeletonRows';
import { ResaleTabs } from '../resale/ResaleTabs';
import { ACCOUNT_FLOWS } from '../flows';
import type { ListPage, ResellOfferListItem } from '../lists/types';
import styles from '../ui/account.module.css';

/** The "secondary-market" account screen: the customer's Active and Sold resell offers with infinite scroll. */
export async function SecondaryMarketPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.resale.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <Offers {...props} />
      </Suspense>
    </div>
  );
}

const EMPTY: ListPage<ResellOfferListItem> = { items: [], total: 0 };

async function Offers({ seller, locale }: AccountPageProps) {
  const access = await accountAccess(seller._id);
  const firstPage = async (status: ResellOfferTab) => {
    if (!access) return EMPTY;
    const result = await loadResellOfferPage({ access, seller, locale, intl: screenIntl(locale) }, { status, skip: 0, top: ACCOUNT_PAGE_SIZE });
    if (result.ok) return result.data;
    ignoreListFailure(`${status} resell offers`, result.error);
    return EMPTY;
  };
  const [active, sold] = await Promise.all([firstPage('active'), firstPage('sold')]);
  const cancelEndpoint = ACCOUNT_FLOWS.cancelResellOffer?.({ slug: shopSlug(seller) });
  return <ResaleTabs endpoint={`/api/shops/${encodeURIComponent(shopSlug(seller))}/account/resell-offers`} cancelEndpoint={cancelEndpoint} active={active} sold={sold} />;
}
