'use client';

import { useIntl } from 'react-intl';
import { groupFees } from '@/lib/domain/fees';
import { moneyLabel } from '@/lib/i18n/format';
import type { AppliedDiscount, FeeComponent } from '@/lib/ticketing/schemas/checkout';
import styles from './CartPanel.module.css';

export interface CartFeesProps {
  fees: readonly FeeComponent[];
  discounts: readonly AppliedDiscount[];
  coupons: readonly string[];
  /** A rebooking's or upgrade's credit, as the server applied it. */
  credits?: readonly { type: string; amount: number }[] | undefined;
  /** The server's total (realPrice); the browser never adds prices up itself. */
  total: number | undefined;
  currency: string;
  /** Set when prices show net: the tax name of "plus {taxName}". */
  netTaxName?: string | undefined;
}

/**
 * The cart's fees, discounts and total (spec 01 §2): exposed fees itemised by name, all others as
 * one "Other fees" amount; discounts with their amounts, and "Fees waived" for a waive-fees discount.
 */
export function CartFees({ fees, discounts, coupons, credits = [], total, currency, netTaxName }: CartFeesProps) {
  const intl = useIntl();
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const net = (price: string) => (netTaxName ? intl.formatMessage({ id: 'cart.line.priceNet' }, { price, taxName: netTaxName }) : price);
  const grouped = groupFees(fees);
  const minus = (amount: number | undefined) => (amount ? money(-Math.abs(amount)) : '');

  return (
    <dl className={styles.summary}>
      {grouped.itemised.map((fee) => (
        <div key={fee.name} className={styles.summaryRow}>
          <dt>{fee.name}</dt>
          <dd>{net(money(fee.total))}</dd>
        </div>
      ))}
      {grouped.otherFees > 0 ? (
        <div className={styles.summaryRow}>
          <dt>{intl.formatMessage({ id: 'cart.summary.otherFees' })}</dt>
          <dd>{net(money(grouped.otherFees))}</dd>
        </div>
      ) : null}
      {coupons.length > 0 ? (
        <div className={styles.summaryRow}>
          <dt>{intl.formatMessage({ id: 'cart.summary.coupon' })}</dt>
          <dd>{coupons.join(', ')}</dd>
        </div>
      ) : null}
      {discounts.map((discount, index) => (
        <div key={index} className={styles.summaryRow} data-kind="discount">
          <dt>{intl.formatMessage({ id: discount.type === 'waive_fees' ? 'cart.summary.feesWaived' : 'cart.summary.discount' })}</dt>
          <dd>{minus(discount.absoluteDiscountValue)}</dd>
        </div>
      ))}
      {credits.map((credit) => (
        <div key={credit.type} className={styles.summaryRow} data-kind="discount">
          <dt>{intl.formatMessage({ id: `cart.credit.${credit.type}` })}</dt>
          <dd>{minus(credit.amount)}</dd>
        </div>
      ))}
      {total !== undefined ? (
        <div className={`${styles.summaryRow} ${styles.total}`}>
          <dt>{intl.formatMessage({ id: 'cart.summary.total' })}</dt>
          <dd>{net(money(total))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
