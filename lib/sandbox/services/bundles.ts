import type { SandboxContext } from '../context.ts';
import type { Bundle } from '../../ticketing/schemas/bundle.ts';
import type { CartLine, CartSubLine } from '../../ticketing/schemas/checkout.ts';
import { roundMoney, sumMoney } from '../../domain/money.ts';
import { newId } from './ids.ts';

/**
 * Bundles (spec 02 §3-4): adding a ticket type that a bundle names as trigger adds the bundle's
 * cart line, triggered by the ticket line, so removing the ticket line takes it along
 * (lib/domain/cart-removal.ts). Readings where the spec is silent:
 *
 * - One bundle unit per ticket unit added ("to every seated ticket"); a trigger line growing by
 *   n units grows its bundle line by n. Decrementing the trigger keeps the bundle line (the
 *   domain's removal rule): the buyer may keep the dinner.
 * - The bundle's content is each component's first product option, max(1, minQuantity) times
 *   (capped at maxQuantity); its price is the sum of those products' first variants. Ticket-type
 *   and price-type options are not priced by the sandbox and are left out.
 * - With showOnlyTotalPrice the sub-items carry showPrice false.
 */

export function bundlesTriggeredBy(ctx: SandboxContext, sellerId: string, ticketTypeId: string): Bundle[] {
  return ctx.store
    .list('bundles', { sellerId })
    .docs.filter((bundle) => bundle.active !== false && (bundle.triggers ?? []).some((trigger) => trigger.type === 'ticketType' && trigger.targetId === ticketTypeId));
}

function subLines(ctx: SandboxContext, bundle: Bundle, lineId: string): CartSubLine[] {
  return (bundle.components ?? []).flatMap((component, index) => {
    const option = component.options?.find((candidate) => candidate.type === 'product');
    const product = option ? ctx.store.get('products', option.targetId) : undefined;
    const variant = product?.variants?.[0];
    if (!product || variant?.price === undefined) return [];
    const amount = Math.min(Math.max(1, component.minQuantity ?? 0), component.maxQuantity ?? Number.POSITIVE_INFINITY);
    if (amount <= 0) return [];
    return [
      {
        _id: `${lineId}_${component._id ?? index}`,
        type: 'product' as const,
        productId: product._id,
        name: option?.name ?? product.name,
        price: variant.price,
        amount,
        ...(variant.taxRate !== undefined ? { taxRate: variant.taxRate } : {}),
        ...(bundle.showOnlyTotalPrice ? { showPrice: false } : {}),
      },
    ];
  });
}

/** The effective tax rate of mixed sub-items: their tax over their net total, to four places. */
function blendedTaxRate(items: readonly CartSubLine[]): number | undefined {
  const net = sumMoney(items.map((item) => (item.price ?? 0) * item.amount));
  if (net === 0 || items.every((item) => item.taxRate === undefined)) return undefined;
  const tax = items.reduce((sum, item) => sum + (item.price ?? 0) * item.amount * (item.taxRate ?? 0), 0);
  return Math.round((tax / net) * 10_000) / 10_000;
}

export function bundleLine(ctx: SandboxContext, bundle: Bundle, input: { amount: number; triggeredBy: string }): CartLine {
  const _id = newId('line');
  const subItems = subLines(ctx, bundle, _id);
  const taxRate = blendedTaxRate(subItems);
  return {
    _id,
    type: 'bundle',
    productId: bundle._id,
    name: bundle.name,
    price: roundMoney(sumMoney(subItems.map((item) => (item.price ?? 0) * item.amount))),
    amount: input.amount,
    triggeredBy: input.triggeredBy,
    ...(taxRate !== undefined ? { taxRate } : {}),
    subItems,
  };
}
