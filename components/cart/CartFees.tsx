'use client';

import { useIntl } from 'react-intl';
import { groupFees } from '@/lib/domain/fees';
import type { NetTotals } from '@/lib/domain/net-totals';
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
  /**
   * Set when prices show net: the tax's name and the net subtotal with the tax per rate, shown
   * before the fees so that the rows add up to the gross total (issue 15).
   */
  net?: { taxName: string; totals: NetTotals } | undefined;
}

/**
 * The cart's fees, discounts and total (spec 01 §2): exposed fees itemised by name, all others as
 * one "Other fees" amount; discounts with their amounts, and "Fees waived" for a waive-fees discount.
 */
export function CartFees({ fees, discounts, coupons, credits = [], total, currency, net }: CartFeesProps) {
  const intl = useIntl();
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 2 });
  const grouped = groupFees(fees);
  const minus = (amount: number | undefined) => (amount ? money(-Math.abs(amount)) : '');

  const row = (key: string, term: string, value: string, kind?: 'discount') => (
    <div key={key} className={styles.summaryRow} data-kind={kind}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  const feeRows = [
    ...grouped.itemised.map((fee) => row(`fee:${fee.name}`, fee.name, money(fee.total))),
    ...(grouped.otherFees > 0 ? [row('fees:other', intl.formatMessage({ id: 'cart.summary.otherFees' }), money(grouped.otherFees))] : []),
  ];
  const discountRows = [
    ...(coupons.length > 0 ? [row('coupons', intl.formatMessage({ id: 'cart.summary.coupon' }), coupons.join(', '))] : []),
    ...discounts.map((discount, index) =>
      row(`discount:${index}`, intl.formatMessage({ id: discount.type === 'waive_fees' ? 'cart.summary.feesWaived' : 'cart.summary.discount' }), minus(discount.absoluteDiscountValue), 'discount'),
    ),
  ];
  const creditRows = credits.map((credit) => row(`credit:${credit.type}`, intl.formatMessage({ id: `cart.credit.${credit.type}` }), minus(credit.amount), 'discount'));
  // Net lines already have their discounts: those come first, then the subtotal they leave and its tax.
  const netRows = net
    ? [
        row('net', intl.formatMessage({ id: 'cart.summary.netSubtotal' }), money(net.totals.netSubtotal)),
        ...net.totals.taxes.map((tax) => row(`tax:${tax.rate}`, intl.formatMessage({ id: 'cart.summary.tax' }, { taxName: net.taxName, rate: percent(tax.rate) }), money(tax.amount))),
      ]
    : [];

  return (
    <dl className={styles.summary}>
      {net ? [...discountRows, ...netRows, ...feeRows] : [...feeRows, ...discountRows]}
      {creditRows}
      {total !== undefined ? (
        <div className={`${styles.summaryRow} ${styles.total}`}>
          <dt>{net ? intl.formatMessage({ id: 'cart.summary.totalGross' }, { taxName: net.taxName }) : intl.formatMessage({ id: 'cart.summary.total' })}</dt>
          <dd>{money(total)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
