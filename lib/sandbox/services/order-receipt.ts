import type { SandboxContext } from '../context.ts';
import type { AppliedDiscount, CartLine, Checkout, CheckoutItem, FeeComponent } from '../../ticketing/schemas/checkout.ts';
import type { Transaction, TransactionCredit, TransactionItem } from '../../ticketing/schemas/transaction.ts';
import { VOUCHER_INTERNAL_TYPES } from '../../ticketing/voucher-types.ts';
import type { NetLine } from '../../domain/net-totals.ts';
import { flattenFees } from '../../domain/fees.ts';
import { roundMoney } from '../../domain/money.ts';
import { orderTotals } from '../../domain/order-totals.ts';
import { showsNetPrices } from '../../domain/pricing.ts';
import { linesOf } from './cart-pricing.ts';

/**
 * The receipt an order keeps (ADR 0024): what it bought besides tickets, its fees, discounts and
 * credits, and its sums, taken from the paid checkout when the order is made. The spec's
 * transaction carries only ticket lines and realPrice; the order page needs the rest, and the
 * checkout is not readable by the order's secret afterwards.
 */

export type OrderReceipt = Required<Pick<Transaction, 'items' | 'fees' | 'discounts' | 'credits' | 'totals'>>;

export interface ReceiptInput {
  /** Every bought line after discounts, tickets included, with its tax rate. */
  lines: readonly NetLine[];
  items: readonly TransactionItem[];
  fees: readonly FeeComponent[];
  discounts?: readonly AppliedDiscount[] | undefined;
  credits?: readonly TransactionCredit[] | undefined;
  netPrices: boolean;
  /** The seller's name for its tax (VAT, MwSt.), kept with each tax share. */
  taxName?: string | undefined;
}

export function receiptOf(input: ReceiptInput): OrderReceipt {
  const totals = orderTotals({ lines: input.lines, fees: input.fees, credits: input.credits, netPrices: input.netPrices });
  const taxName = input.taxName ? { name: input.taxName } : {};
  return {
    items: [...input.items],
    fees: [...input.fees],
    discounts: [...(input.discounts ?? [])],
    credits: [...(input.credits ?? [])],
    totals: {
      ...(totals.net !== undefined ? { net: totals.net, taxes: totals.taxes.map((tax) => ({ ...tax, ...taxName })) } : {}),
      gross: totals.gross,
    },
  };
}

/** A line's total after its item's discounts: the discount breakdown's, else price × amount. */
function discountedTotal(item: CheckoutItem, line: CartLine): number {
  const entry = item.appliedDiscountInfo?.items?.find((candidate) => candidate._id === line._id);
  return typeof entry?.total === 'number' ? entry.total : roundMoney((line.price ?? 0) * line.amount);
}

/** A product line is of its product's type (a gift voucher is a `voucher`); other lines are of their own type. */
function kindOf(ctx: SandboxContext, line: CartLine): string {
  if (line.type !== 'product') return line.type;
  return (line.productId ? ctx.store.get('products', line.productId)?.type : undefined) ?? 'product';
}

function itemOf(ctx: SandboxContext, item: CheckoutItem, line: CartLine): TransactionItem {
  return {
    kind: kindOf(ctx, line),
    ...(line.productId ? { productId: line.productId } : {}),
    ...(line.name ? { name: line.name } : {}),
    amount: line.amount,
    ...(line.price !== undefined ? { price: line.price } : {}),
    total: discountedTotal(item, line),
    ...(line.taxRate !== undefined ? { taxRate: line.taxRate } : {}),
  };
}

const isInternalCredit = (type: string | null | undefined) => (VOUCHER_INTERNAL_TYPES as readonly string[]).includes(type ?? '');

/** The receipt of a priced checkout, as it is paid. */
export function checkoutReceipt(ctx: SandboxContext, checkout: Checkout): OrderReceipt {
  const seller = checkout.sellerId ? ctx.store.get('sellers', checkout.sellerId) : undefined;
  const bought = (checkout.items ?? []).flatMap((item) => linesOf(item).map((line) => ({ item, line })));
  return receiptOf({
    lines: bought.map(({ item, line }) => ({ total: discountedTotal(item, line), taxRate: line.taxRate })),
    items: bought.filter(({ line }) => line.type !== 'ticket').map(({ item, line }) => itemOf(ctx, item, line)),
    fees: (checkout.items ?? []).flatMap((item) => flattenFees(item.outerFeeComponents)),
    discounts: (checkout.items ?? []).flatMap((item) => item.appliedDiscountInfo?.discounts ?? []),
    credits: (checkout.redeemedVouchers?.vouchers ?? [])
      .filter((voucher) => isInternalCredit(voucher.type) && (voucher.redeemedAmount ?? 0) > 0)
      .map((voucher) => ({ ...(voucher.type ? { type: voucher.type } : {}), amount: voucher.redeemedAmount ?? 0 })),
    netPrices: showsNetPrices(seller?.taxSetting),
    taxName: seller?.taxSetting?.localTaxName,
  });
}
