import type { IntlShape } from 'react-intl';
import { groupFees } from '@/lib/domain/fees';
import { roundMoney } from '@/lib/domain/money';
import { moneyLabel } from '@/lib/i18n/format';
import type { Transaction, TransactionItemKind } from '@/lib/ticketing/schemas/transaction';
import { VOUCHER_INTERNAL_TYPES } from '@/lib/ticketing/voucher-types';

/**
 * The order page's summary (issue 15, ADR 0024) as formatted text, built on the server (ADR 0006):
 * what was bought in groups (tickets, products, vouchers, extras) with amounts and prices, then
 * discounts, the net subtotal and tax by rate when prices were net, fees (exposed ones by name,
 * the rest as other fees, as in the cart), credits and the total paid. Lines show list prices,
 * so list − discounts (+ tax) + fees − credits is the total.
 */

export type OrderGroupKey = 'tickets' | 'products' | 'vouchers' | 'extras';

/** Gift vouchers have their own group; fulfillment, insurance and a ticket action's fee are extras; everything else is a product. */
export function orderItemGroup(kind: TransactionItemKind | undefined): Exclude<OrderGroupKey, 'tickets'> {
  if (kind === 'voucher') return 'vouchers';
  if (kind === 'fulfillmentType' || kind === 'insurance' || kind === 'additionalFee') return 'extras';
  return 'products';
}

export interface OrderLineView {
  key: string;
  /** "2 × Programme booklet" */
  label: string;
  /** The line's total at its list price; empty when the API gave no price. */
  amount: string;
  /** "£5.00 each", for more than one unit. */
  unitPrice?: string | undefined;
}

export interface OrderGroupView {
  key: OrderGroupKey;
  title: string;
  lines: OrderLineView[];
}

export interface OrderRowView {
  key: string;
  label: string;
  amount: string;
}

export interface OrderSummaryView {
  groups: OrderGroupView[];
  rows: OrderRowView[];
  total?: { label: string; amount: string } | undefined;
}

export interface OrderSummaryContext {
  intl: IntlShape;
  currency: string;
  /** The seller's tax name, for tax shares the API sent without one. */
  taxName: string;
}

interface Line {
  name?: string | undefined;
  amount: number;
  price?: number | undefined;
  total?: number | undefined;
}

/**
 * Which sections the order page shows: the tickets section when the order has tickets, or when it
 * has nothing else to show (then it says the order has no tickets); the summary when there is
 * anything to sum up. A products-only order lists its products instead of "no tickets".
 */
export function orderSections(input: { ticketCount: number; view: OrderSummaryView }): { tickets: boolean; summary: boolean } {
  const summary = input.view.groups.length > 0 || input.view.rows.length > 0;
  return { tickets: input.ticketCount > 0 || input.view.groups.length === 0, summary };
}

export function orderSummaryView(transaction: Transaction, { intl, currency, taxName }: OrderSummaryContext): OrderSummaryView {
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const minus = (amount: number | undefined) => (amount ? money(-Math.abs(amount)) : '');
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 2 });

  const lineView = (key: string, line: Line, fallbackName: string): OrderLineView => {
    const total = line.price !== undefined ? roundMoney(line.price * line.amount) : line.total;
    return {
      key,
      label: intl.formatMessage({ id: 'cart.line.nameWithAmount' }, { amount: line.amount, name: line.name?.trim() || fallbackName }),
      amount: total !== undefined ? money(total) : '',
      unitPrice: line.amount > 1 && line.price !== undefined ? intl.formatMessage({ id: 'cart.line.unitPrice' }, { price: money(line.price) }) : undefined,
    };
  };

  const linesOf: Record<OrderGroupKey, OrderLineView[]> = { tickets: [], products: [], vouchers: [], extras: [] };
  const ticketName = intl.formatMessage({ id: 'order.summary.unnamedTicket' });
  const itemName = intl.formatMessage({ id: 'order.summary.unnamedItem' });
  (transaction.tickets ?? []).forEach((line, index) => {
    if (line.amount > 0) linesOf.tickets.push(lineView(`ticket-${index}`, line, ticketName));
  });
  (transaction.items ?? []).forEach((item, index) => {
    if (item.amount > 0) linesOf[orderItemGroup(item.kind)].push(lineView(`item-${index}`, item, itemName));
  });
  const groups = (['tickets', 'products', 'vouchers', 'extras'] as const)
    .filter((key) => linesOf[key].length > 0)
    .map((key) => ({ key, title: intl.formatMessage({ id: `order.summary.${key}` }), lines: linesOf[key] }));

  const rows: OrderRowView[] = [];
  (transaction.discounts ?? []).forEach((discount, index) => {
    const label = intl.formatMessage({ id: discount.type === 'waive_fees' ? 'cart.summary.feesWaived' : 'cart.summary.discount' });
    rows.push({ key: `discount-${index}`, label, amount: minus(discount.absoluteDiscountValue) });
  });
  const net = transaction.totals?.net;
  if (net !== undefined) {
    rows.push({ key: 'net', label: intl.formatMessage({ id: 'cart.summary.netSubtotal' }), amount: money(net) });
    for (const tax of transaction.totals?.taxes ?? []) {
      rows.push({ key: `tax-${tax.rate}`, label: intl.formatMessage({ id: 'cart.summary.tax' }, { taxName: tax.name ?? taxName, rate: percent(tax.rate) }), amount: money(tax.amount) });
    }
  }
  const fees = groupFees(transaction.fees ?? []);
  for (const fee of fees.itemised) rows.push({ key: `fee-${fee.name}`, label: fee.name, amount: money(fee.total) });
  if (fees.otherFees > 0) rows.push({ key: 'other-fees', label: intl.formatMessage({ id: 'cart.summary.otherFees' }), amount: money(fees.otherFees) });
  (transaction.credits ?? []).forEach((credit, index) => {
    const known = (VOUCHER_INTERNAL_TYPES as readonly string[]).includes(credit.type ?? '');
    rows.push({ key: `credit-${index}`, label: intl.formatMessage({ id: known ? `cart.credit.${credit.type}` : 'order.summary.credit' }), amount: minus(credit.amount) });
  });

  const paid = transaction.realPrice ?? transaction.totals?.gross;
  const totalLabel = net !== undefined ? intl.formatMessage({ id: 'cart.summary.totalGross' }, { taxName: transaction.totals?.taxes?.[0]?.name ?? taxName }) : intl.formatMessage({ id: 'order.total' });
  return { groups, rows, total: paid !== undefined ? { label: totalLabel, amount: money(paid) } : undefined };
}
