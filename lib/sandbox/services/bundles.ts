import type { SandboxContext } from '../context.ts';
import type { Bundle } from '../../ticketing/schemas/bundle.ts';
import type { BundleOffer, CartLine, CartSubLine, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import { roundMoney, sumMoney } from '../../domain/money.ts';
import { checkBundleChoice, componentIdOf, isRequiredBundle, minimumChoice, type BundleChoiceProblem, type ComponentAmount } from '../../domain/bundle-choice.ts';
import { coded } from '../http/errors.ts';
import { newId } from './ids.ts';

/**
 * Bundles (spec 02 §3-4, ADR 0026): adding a ticket type that a bundle names as trigger offers the
 * bundle with each ticket line the add created or grew. The offer stays on the checkout item until
 * the buyer chooses it (then the bundle's cart line is added, triggered by the ticket line, so
 * removing the ticket line takes it along: lib/domain/cart-removal.ts) or declines it. A bundle
 * with a required component is added at once, at its components' minimum, and still offered so
 * the buyer may raise the optional ones. Readings where the spec is silent:
 *
 * - A bundle line is one bundle (amount 1); its sub-items carry the chosen amounts, so the
 *   components' maxQuantity bounds the whole choice. Each add of a trigger offers it once more.
 * - A component is priced by its first product option, at that product's first variant.
 *   Ticket-type and price-type options are not priced by the sandbox and are left out.
 * - With showOnlyTotalPrice the sub-items carry showPrice false.
 */

export interface BundleChoice {
  bundleId: string;
  triggeredBy: string;
  components: readonly ComponentAmount[];
}

const CHOICE_MESSAGES: Record<BundleChoiceProblem, string> = {
  bundleComponentUnknown: 'The bundle has no such component',
  bundleAmountOutOfRange: 'A bundle component is outside its minimum and maximum quantity',
  bundleEmpty: 'A bundle needs at least one component',
};

export function bundlesTriggeredBy(ctx: SandboxContext, sellerId: string, ticketTypeId: string): Bundle[] {
  return ctx.store
    .list('bundles', { sellerId })
    .docs.filter((bundle) => bundle.active !== false && (bundle.triggers ?? []).some((trigger) => trigger.type === 'ticketType' && trigger.targetId === ticketTypeId));
}

interface PricedComponent {
  componentId: string;
  productId: string;
  name: string;
  price: number;
  taxRate?: number | undefined;
}

function pricedComponents(ctx: SandboxContext, bundle: Bundle): PricedComponent[] {
  return (bundle.components ?? []).flatMap((component, index) => {
    const option = component.options?.find((candidate) => candidate.type === 'product');
    const product = option ? ctx.store.get('products', option.targetId) : undefined;
    const variant = product?.variants?.[0];
    if (!product || variant?.price === undefined) return [];
    return [{ componentId: componentIdOf(component, index), productId: product._id, name: option?.name ?? product.name, price: variant.price, taxRate: variant.taxRate }];
  });
}

function subLines(ctx: SandboxContext, bundle: Bundle, lineId: string, amounts: readonly ComponentAmount[]): CartSubLine[] {
  const amountOf = new Map(amounts.map((entry) => [entry.componentId, entry.amount]));
  return pricedComponents(ctx, bundle).flatMap((component) => {
    const amount = amountOf.get(component.componentId) ?? 0;
    if (amount <= 0) return [];
    return [
      {
        _id: `${lineId}_${component.componentId}`,
        type: 'product' as const,
        productId: component.productId,
        name: component.name,
        price: component.price,
        amount,
        ...(component.taxRate !== undefined ? { taxRate: component.taxRate } : {}),
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

function bundleLine(ctx: SandboxContext, bundle: Bundle, input: { lineId?: string | undefined; amounts: readonly ComponentAmount[]; triggeredBy: string }): CartLine {
  const _id = input.lineId ?? newId('line');
  const subItems = subLines(ctx, bundle, _id, input.amounts);
  const taxRate = blendedTaxRate(subItems);
  return {
    _id,
    type: 'bundle',
    productId: bundle._id,
    name: bundle.name,
    price: roundMoney(sumMoney(subItems.map((item) => (item.price ?? 0) * item.amount))),
    amount: 1,
    triggeredBy: input.triggeredBy,
    ...(taxRate !== undefined ? { taxRate } : {}),
    subItems,
  };
}

/** What adding a ticket line brings: an offer per bundle it triggers, and the lines of the required ones. */
export function offerBundles(ctx: SandboxContext, sellerId: string, line: CartLine): { offers: BundleOffer[]; lines: CartLine[] } {
  const offers: BundleOffer[] = [];
  const lines: CartLine[] = [];
  for (const bundle of line.ticketTypeId ? bundlesTriggeredBy(ctx, sellerId, line.ticketTypeId) : []) {
    const prices = pricedComponents(ctx, bundle).map(({ componentId, price }) => ({ componentId, price }));
    const offer: BundleOffer = { bundleId: bundle._id, triggeredBy: line._id, bundle, prices };
    if (isRequiredBundle(bundle)) {
      const required = bundleLine(ctx, bundle, { amounts: minimumChoice(bundle.components ?? []), triggeredBy: line._id });
      lines.push(required);
      offer.lineId = required._id;
    }
    offers.push(offer);
  }
  return { offers, lines };
}

/**
 * The item with the buyer's choice of a bundle for one of its ticket lines: a new bundle line, or
 * a required bundle's line with the chosen amounts. The matching offer, if any, is answered.
 */
export function chooseBundle(ctx: SandboxContext, sellerId: string, item: CheckoutItem, choice: BundleChoice): CheckoutItem {
  const trigger = item.tickets?.find((line) => line._id === choice.triggeredBy);
  if (!trigger) throw coded(404, 'lineNotFound', 'Cart line not found');
  const bundle = ctx.store.list('bundles', { sellerId }).docs.find((candidate) => candidate._id === choice.bundleId && candidate.active !== false);
  if (!bundle) throw coded(404, 'bundleNotFound', 'Bundle not found');
  if (!bundlesTriggeredBy(ctx, sellerId, trigger.ticketTypeId ?? '').some((candidate) => candidate._id === bundle._id)) {
    throw coded(400, 'bundleNotTriggered', 'This ticket does not come with this bundle');
  }
  const checked = checkBundleChoice(bundle.components ?? [], choice.components);
  if (!checked.ok) throw coded(400, checked.problem, CHOICE_MESSAGES[checked.problem]);

  const offers = item.bundleOffers ?? [];
  const answered = offers.find((offer) => offer.bundleId === bundle._id && offer.triggeredBy === trigger._id);
  const products = [...(item.products ?? [])];
  // A required bundle is already in the cart: the choice replaces its line instead of adding one.
  const at = products.findIndex((line) => answered?.lineId != null && line._id === answered.lineId);
  const line = bundleLine(ctx, bundle, { lineId: products[at]?._id, amounts: checked.amounts, triggeredBy: trigger._id });
  if (at >= 0) products[at] = line;
  else products.push(line);
  return { ...item, products, bundleOffers: offers.filter((offer) => offer !== answered) };
}
