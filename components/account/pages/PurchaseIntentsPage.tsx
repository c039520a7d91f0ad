import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';
import { accountAccess, type AccountAccess } from '@/lib/account/access';
import { loadPurchaseIntentPage, type PurchaseIntentTab } from '@/lib/account/lists';
import { loadCompleteMultiple } from '@/lib/account/complete-multiple';
import { ignoreListFailure, screenIntl, shopSlug } from '../server/screen';
import { ACCOUNT_FLOWS } from '@/lib/account/flows';
import { SkeletonRows } from '../ui/SkeletonRows';
import { PurchaseIntentTabs } from '../intents/PurchaseIntentTabs';
import { CompleteMultipleButton } from '../intents/CompleteMultipleButton';
import type { ListPage } from '@/lib/domain/infinite-paging';
import type { PurchaseIntentListItem } from '@/lib/operations/purchase-intents';
import styles from '../ui/account.module.css';

/** The "purchaseintents" account screen: tabs Open and Closed, labels by spec 01 §4, expiry times on open ones. */
export async function PurchaseIntentsPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.intents.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <Intents {...props} />
      </Suspense>
    </div>
  );
}

const EMPTY: ListPage<PurchaseIntentListItem> = { items: [], total: 0 };

/**
 * The Complete multiple button by its rule (feature, open intents, completable online) and its
 * modal's intents. A failed read hides it, like a failed list (spec 01 §8).
 */
async function CompleteMultiple({ access, seller, locale }: { access: AccountAccess } & Pick<AccountPageProps, 'seller' | 'locale'>) {
  const shop = ACCOUNT_FLOWS.completeMultipleIntents?.({ slug: shopSlug(seller) });
  if (!shop) return null;
  const result = await loadCompleteMultiple({ access, seller, locale, intl: screenIntl(locale) }, new Date());
  if (!result.ok) {
    ignoreListFailure('open purchase intents for Complete multiple', result.error);
    return null;
  }
  return result.data ? <CompleteMultipleButton shop={shop} view={result.data} /> : null;
}

async function Intents({ seller, locale }: AccountPageProps) {
  const access = await accountAccess(seller._id);
  const firstPage = async (status: PurchaseIntentTab) => {
    if (!access) return EMPTY;
    const result = await loadPurchaseIntentPage({ access, seller, locale, intl: screenIntl(locale) }, { status, skip: 0, top: ACCOUNT_PAGE_SIZE });
    if (result.ok) return result.data;
    ignoreListFailure(`${status} purchase intents`, result.error);
    return EMPTY;
  };
  const [open, closed] = await Promise.all([firstPage('open'), firstPage('closed')]);
  return (
    <>
      {access ? <CompleteMultiple access={access} seller={seller} locale={locale} /> : null}
      <PurchaseIntentTabs seller={shopSlug(seller)} open={open} closed={closed} />
    </>
  );
}
