import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';
import { accountAccess } from '@/lib/account/access';
import { loadResellOfferPage, type ResellOfferTab } from '@/lib/account/lists';
import { ignoreListFailure, screenIntl, shopSlug } from '../server/screen';
import { SkeletonRows } from '../ui/SkeletonRows';
import { ResaleTabs } from '../resale/ResaleTabs';
import { ACCOUNT_FLOWS } from '@/lib/account/flows';
import type { ListPage } from '@/lib/domain/infinite-paging';
import type { ResellOfferListItem } from '@/lib/operations/resale';
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
  const slug = shopSlug(seller);
  return <ResaleTabs seller={slug} cancel={ACCOUNT_FLOWS.cancelResellOffer?.({ slug })} active={active} sold={sold} />;
}
