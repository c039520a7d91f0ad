'use client';

import { FormattedMessage } from 'react-intl';
import type { SaleState } from './view-model';
import styles from './step1.module.css';

const NOTICE_IDS = {
  soldOut: 'checkout.step1.notice.soldOut',
  planned: 'checkout.step1.notice.planned',
  past: 'checkout.step1.notice.past',
} as const;

export interface SaleNoticeProps {
  saleState: SaleState;
  /** When a planned sale opens, formatted on the server. */
  saleStartLabel?: string | undefined;
}

/** Why nothing can be picked (spec 02 §2): sold out, sale not started yet, or over. Nothing while on sale. */
export function SaleNotice({ saleState, saleStartLabel }: SaleNoticeProps) {
  if (saleState === 'onSale') return null;
  return (
    <p className={styles.notice} data-state={saleState}>
      <FormattedMessage id={NOTICE_IDS[saleState]} values={{ date: saleStartLabel ?? '' }} />
    </p>
  );
}
