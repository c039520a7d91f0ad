import type { SandboxContext } from '../context.ts';
import type { CartLine, Checkout, CheckoutItem, CreatedCheckout } from '../../ticketing/schemas/checkout.ts';
import type { EventSaleStatus } from '../../ticketing/schemas/event.ts';
import { z } from 'zod';
import { packageConfigSchema, type PackageConfig, type PackageConfigInfo, type PackageEvent } from '../../ticketing/schemas/package.ts';
import { currencySchema, idSchema, moneySchema } from '../../ticketing/schemas/common.ts';
import type { PackageInfo } from '../../ticketing/schemas/ticket.ts';
import { packagePriceShares } from '../../domain/package-price.ts';
import { coded } from '../http/errors.ts';
import { CHECKOUT_LIFETIME_MS, newId, newSecret } from './checkouts.ts';
import { addToCart } from './cart-add.ts';
import { priceCheckout } from './cart-pricing.ts';
import { ticketsOfCheckout } from './cart-tickets.ts';
import { takenByEvent, takenByTicketType } from './capacity.ts';
import { toPublicEvent } from './public-event.ts';

/**
 * Packages (spec 02 §3, §7 "Packages"): a seller's package config names tickets of one or more of
 * its events and one price for all of them. Its checkout holds those tickets at that price:
 *
 * - The checkout is new, one item per event; each ticket is its own cart line (amount 1) carrying
 *   the package's `packageInfo`, priced at its share of the package price (lib/domain/package-price.ts),
 *   and its reserved ticket carries the same packageInfo, so the bought tickets form the package
 *   card of the account's tickets page.
 * - Availability and sale status are the events' own: the tickets are added through the cart's
 *   rules (lib/sandbox/services/cart-add.ts), all or nothing; bundles are not offered with them.
 * - One checkout holds one package (`packageId` new per checkout). Its lines are not removed one
 *   by one (services/cart-remove.ts): the package is bought whole or the order is cancelled.
 * - A config is found by id, or by slug within its seller; an inactive one is unknown.
 */

/** A package config as the sandbox keeps it: the public config plus what it sells and for how much. */
export const storedPackageConfigSchema = packageConfigSchema.extend({
  sellerId: idSchema,
  price: moneySchema.nonnegative(),
  currency: currencySchema,
  active: z.boolean().optional(),
  contents: z.array(z.object({ eventId: idSchema, ticketTypeId: idSchema, amount: z.number().int().positive() })).min(1),
});
export type StoredPackageConfig = z.infer<typeof storedPackageConfigSchema>;

const packageNotFound = () => coded(404, 'packageNotFound', 'Package not found');

export function findPackageConfig(ctx: SandboxContext, idOrSlug: string, sellerId: string | undefined): StoredPackageConfig {
  const byId = ctx.store.get('packageConfigs', idOrSlug);
  const found = byId ?? (sellerId ? ctx.store.list('packageConfigs', { sellerId }).docs.find((config) => config.slug === idOrSlug) : undefined);
  if (!found || found.active === false || (sellerId && found.sellerId !== sellerId)) throw packageNotFound();
  return found;
}

/** GET /api/public/packages/configs/{id}: the config, without what the info call answers. */
export function publicPackageConfig(config: StoredPackageConfig): PackageConfig {
  return {
    _id: config._id,
    name: config.name,
    sellerId: config.sellerId,
    ...(config.slug ? { slug: config.slug } : {}),
    ...(config.description ? { description: config.description } : {}),
    ...(config.image ? { image: config.image } : {}),
    ...(config.headerImage ? { headerImage: config.headerImage } : {}),
  };
}

/** The first reason found why the package cannot be bought now, in this order, or onSale. */
const STATUS_ORDER: readonly EventSaleStatus[] = ['past', 'planned', 'soldOut'];

/** GET /api/public/packages/configs/{id}/info: its events with their tickets, price, count and sale status. */
export function packageConfigInfo(ctx: SandboxContext, config: StoredPackageConfig, locale: string): PackageConfigInfo {
  const now = ctx.now();
  const eventIds = [...new Set(config.contents.map((content) => content.eventId))];
  const takenOf = takenByEvent(ctx, eventIds);
  const statuses = new Set<EventSaleStatus>();
  const events: PackageEvent[] = eventIds.flatMap((eventId) => {
    const stored = ctx.store.get('events', eventId);
    if (!stored || stored.sellerId !== config.sellerId) {
      statuses.add('soldOut');
      return [];
    }
    const event = toPublicEvent(stored, { locale, taken: takenOf.get(eventId) ?? 0, now });
    statuses.add(event.saleStatus ?? 'onSale');
    const byType = takenByTicketType(ctx, eventId);
    const tickets = config.contents
      .filter((content) => content.eventId === eventId)
      .map((content) => {
        const type = event.tickets?.find((candidate) => candidate._id === content.ticketTypeId);
        const left = type?.volume === undefined ? Number.POSITIVE_INFINITY : type.volume - (byType.get(type._id) ?? 0);
        if (!type || type.active === false || left < content.amount) statuses.add('soldOut');
        return { ticketTypeId: content.ticketTypeId, name: type?.name ?? content.ticketTypeId, amount: content.amount };
      });
    return [
      {
        _id: event._id,
        name: event.name,
        start: event.start,
        ...(event.end ? { end: event.end } : {}),
        timezone: event.timezone,
        ...(event.image ? { image: event.image } : {}),
        ...(event.location?.locationName ? { locationName: event.location.locationName } : {}),
        tickets,
      },
    ];
  });
  return {
    packageConfigId: config._id,
    price: config.price,
    currency: config.currency,
    ticketCount: config.contents.reduce((sum, content) => sum + content.amount, 0),
    saleStatus: STATUS_ORDER.find((status) => statuses.has(status)) ?? 'onSale',
    events: events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  };
}

/** One cart line per ticket: a merged line of n tickets becomes n lines, each with its own ticket. */
function unitLines(ctx: SandboxContext, checkout: Checkout): { item: CheckoutItem; line: CartLine; ticketId: string }[] {
  const reserved = ticketsOfCheckout(ctx, checkout._id).filter((ticket) => ticket.status === 'reserved');
  return (checkout.items ?? []).flatMap((item) =>
    (item.tickets ?? []).flatMap((line) =>
      reserved
        .filter((ticket) => ticket.cartItemId === line._id)
        .map((ticket, index) => ({ item, line: index === 0 ? { ...line, amount: 1 } : { ...line, _id: newId('line'), amount: 1 }, ticketId: ticket._id })),
    ),
  );
}

/**
 * POST /api/public/packages/configs/{id}/checkout: a new open checkout holding the package's
 * tickets at the package price (see above). Throws, leaving nothing behind, when a ticket cannot
 * be added (sale not open, sold out, over a limit).
 */
export function checkoutPackage(
  ctx: SandboxContext,
  config: StoredPackageConfig,
  input: { shopId?: string | undefined; channelId?: string | undefined; buyerCustomerId?: string | undefined },
): CreatedCheckout {
  const seller = ctx.store.get('sellers', config.sellerId);
  if (!seller) throw coded(404, 'packageNotFound', 'Package not found');
  return ctx.store.transaction(() => {
    const now = ctx.now();
    let checkout: Checkout = ctx.store.put(
      'checkouts',
      {
        _id: newId('chk'),
        secret: newSecret(),
        sellerId: seller._id,
        status: 'open',
        type: 'transaction',
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
        currency: config.currency,
        realPrice: 0,
        items: [],
      },
      { sellerId: seller._id, createdAt: now.toISOString() },
    );
    for (const eventId of new Set(config.contents.map((content) => content.eventId))) {
      const items = config.contents.filter((content) => content.eventId === eventId).map(({ ticketTypeId, amount }) => ({ ticketTypeId, amount }));
      checkout = addToCart(ctx, checkout, { eventId, items, products: [], coupons: [], shopId: input.shopId, channelId: input.channelId, buyerCustomerId: input.buyerCustomerId });
    }

    const units = unitLines(ctx, checkout);
    const shares = packagePriceShares(
      units.map((unit) => unit.line.price ?? 0),
      config.price,
    );
    const packageInfo: PackageInfo = { packageId: newId('pkg'), packageConfigId: config._id, name: config.name };
    const linesOfItem = new Map<string, CartLine[]>();
    units.forEach((unit, index) => {
      const price = shares[index] ?? 0;
      const line: CartLine = { ...unit.line, price, packageInfo };
      linesOfItem.set(unit.item._id, [...(linesOfItem.get(unit.item._id) ?? []), line]);
      const ticket = ctx.store.get('tickets', unit.ticketId);
      if (ticket) ctx.store.put('tickets', { ...ticket, cartItemId: line._id, realPrice: price, packageInfo });
    });
    const items = (checkout.items ?? []).map((item): CheckoutItem => {
      // Bundles go with tickets bought one by one; a package is its own offer.
      const { bundleOffers: _offers, ...rest } = item;
      return { ...rest, tickets: linesOfItem.get(item._id) ?? [] };
    });
    const priced = ctx.store.put('checkouts', priceCheckout(ctx, { ...checkout, items }));
    return {
      _id: priced._id,
      secret: priced.secret ?? '',
      items: (priced.items ?? []).map((item) => ({ eventId: item.eventId, ...(item.shopId ? { shopId: item.shopId } : {}) })),
    };
  });
}
