import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';
import { completeMultipleButton } from '@/lib/domain/purchase-intent-rules';
import { listMyPurchaseIntents } from '@/lib/ticketing/purchase-intents';
import { accountAccess, type AccountAccess } from '@/lib/account/access';
import { loadPurchaseIntentPage, type PurchaseIntentTab } from '@/lib/account/lists';
import { ignoreListFailure, screenIntl, shopSlug } from '../server/screen';
import { ACCOUNT_FLOWS } from '@/lib/account/flows';
import { SkeletonRows } from '../ui/SkeletonRows';
import { PurchaseIntentTabs } from '../intents/PurchaseIntentTabs';
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
 * The Complete multiple button by its rule (feature, open intents, completable online), rendered
 * only once its modal exists (components/account/flows.ts); until then nothing is fetched for it.
 */
async function CompleteMultiple({ access, seller }: { access: AccountAccess; seller: AccountPageProps['seller'] }) {
  const href = ACCOUNT_FLOWS.completeMultipleIntents?.();
  if (!href) return null;
  const open = await listMyPurchaseIntents(access.client, { status: ['new'], top: 1000 }, access.token);
  if (!open.ok) return null;
  const state = completeMultipleButton({ feature: seller.features?.completeMultiple === true, moto: seller.features?.moto === true, openIntents: open.data.docs });
  if (state === 'hidden') return null;
  return state === 'enabled' ? (
    <a className={styles.primaryButton} href={href}>
      <FormattedMessage id="account.intents.completeMultiple" />
    </a>
  ) : (
    <button type="button" className={styles.primaryButton} disabled>
      <FormattedMessage id="account.intents.completeMultiple" />
    </button>
  );
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
      {access ? <CompleteMultiple access={access} seller={seller} /> : null}
      <PurchaseIntentTabs seller={shopSlug(seller)} open={open} closed={closed} />
    </>
  );
}
