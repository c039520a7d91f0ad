'use client';

import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { buyPackage } from '@/lib/operations/packages';
import { navigateTo } from '@/components/account/shell/navigate';
import styles from './packages.module.css';

export interface BuyPackageButtonProps {
  shopSlug: string;
  packageId: string;
  /** Off while the package is not on sale: the button stays, disabled, under the reason. */
  onSale: boolean;
}

type Failure = 'soldOut' | 'failed';

/**
 * Buys the package (spec 02 §7 package checkout): the checkout holding its tickets becomes the
 * shop's cart, and the buyer continues at its step 2, like any cart. A refusal keeps the page.
 */
export function BuyPackageButton({ shopSlug, packageId, onSale }: BuyPackageButtonProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function buy() {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { url } = await call(buyPackage, { params: { seller: shopSlug, id: packageId }, input: {} });
      navigateTo(url);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.code === 'couldNotAddToCart' || error.code === 'packageNotFound' ? 'soldOut' : 'failed');
      setPending(false);
    }
  }

  return (
    <div className={styles.buy}>
      <button type="button" className={styles.primary} onClick={() => void buy()} disabled={!onSale} aria-disabled={pending || undefined}>
        <FormattedMessage id={pending ? 'package.buying' : 'package.buy'} />
      </button>
      <div role="alert" className={styles.error}>
        {failure ? <FormattedMessage id={failure === 'soldOut' ? 'package.error.notAvailable' : 'package.error.failed'} /> : null}
      </div>
    </div>
  );
}
