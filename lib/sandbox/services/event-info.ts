import type { SandboxContext } from '../context.ts';
import type { StoredEvent, StoredSeller } from '../collections.ts';
import type { Event } from '../../ticketing/schemas/event.ts';
import type { CouponInfo, EventInfo, EventOffers, EventShop, SalesChannelInfo, SellerSummary, StepOneViewMode } from '../../ticketing/schemas/event-info.ts';
import type { SalesChannel } from '../../ticketing/schemas/common.ts';
import { coded, notFound } from '../http/errors.ts';
import { takenByEvent } from './capacity.ts';
import { toPublicEvent } from './public-event.ts';
import { eventAvailabilities } from './availabilities.ts';
import { sellerGateways } from './payments.ts';
import { findCoupon } from './coupons.ts';
import { listResaleListings } from './resale-listings.ts';

/**
 * The event and shop calls of spec 02 §7 whose answers the spec does not show (ADR draft
 * "resale"), all from the store's live state: event info for a channel, the event's shop and its
 * step-1 view modes, its offers with what is left, recommendations, coupon info, channel info.
 */

export function publicEventOf(ctx: SandboxContext, event: StoredEvent, locale: string): Event {
  return toPublicEvent(event, { locale, taken: takenByEvent(ctx, [event._id]).get(event._id) ?? 0, now: ctx.now() });
}

export function requireEvent(ctx: SandboxContext, id: string): StoredEvent {
  const event = ctx.store.get('events', id);
  if (!event) throw coded(404, 'eventNotFound', 'Event not found');
  return event;
}

function sellerOf(ctx: SandboxContext, event: StoredEvent): StoredSeller {
  const seller = ctx.store.get('sellers', event.sellerId);
  if (!seller) throw notFound('Seller');
  return seller;
}

function summary(seller: StoredSeller): SellerSummary {
  const { _id, name, slug, image, accentColor, currency, timezone, localeSettings } = seller;
  return { _id, name, ...(slug ? { slug } : {}), ...(image ? { image } : {}), ...(accentColor ? { accentColor } : {}), ...(currency ? { currency } : {}), ...(timezone ? { timezone } : {}), ...(localeSettings ? { localeSettings } : {}) };
}

/** A channel with the seller's active gateways that take payments on it. */
function withGateways(ctx: SandboxContext, channel: Omit<SalesChannelInfo, 'paymentGatewayIds'>): SalesChannelInfo {
  const gateways = channel.active ? sellerGateways(ctx, channel.sellerId, channel.type as SalesChannel).filter((gateway) => gateway.type !== 'additionalMethod') : [];
  return { ...channel, paymentGatewayIds: gateways.map((gateway) => gateway._id) };
}

export function channelInfo(ctx: SandboxContext, id: string): SalesChannelInfo {
  const channel = ctx.store.get('salesChannels', id);
  if (!channel) throw coded(404, 'channelNotFound', 'Sales channel not found');
  return withGateways(ctx, channel);
}

/** The seller's channel named by id, or its active online channel when none is named. */
function channelFor(ctx: SandboxContext, sellerId: string, id: string | undefined): SalesChannelInfo {
  if (id !== undefined) {
    const channel = channelInfo(ctx, id);
    if (channel.sellerId !== sellerId) throw coded(404, 'channelNotFound', 'Sales channel not found');
    return channel;
  }
  const online = ctx.store.list('salesChannels', { sellerId }).docs.find((channel) => channel.type === 'online' && channel.active);
  if (!online) throw coded(404, 'channelNotFound', 'The seller has no online channel');
  return withGateways(ctx, online);
}

export function eventInfo(ctx: SandboxContext, id: string, query: { web: boolean; underShop: boolean; channel?: string | undefined; locale: string }): EventInfo {
  const event = requireEvent(ctx, id);
  const seller = sellerOf(ctx, event);
  const channel = channelFor(ctx, seller._id, query.channel);
  const publicEvent = publicEventOf(ctx, event, query.locale);
  // The web asks through a channel that sells online; a box office's channel is not the web's.
  const reachable = !query.web || channel.type === 'online';
  return {
    event: publicEvent,
    seller: summary(seller),
    channel,
    web: query.web,
    underShop: query.underShop,
    onSale: publicEvent.saleStatus === 'onSale' && channel.active && reachable,
  };
}

/** Which step-1 view modes the event's categories and products call for (spec 02 §2), best first. */
export function viewModesOf(event: Pick<Event, 'categories' | 'tickets' | 'productIds'>): StepOneViewMode[] {
  const modes: StepOneViewMode[] = [];
  const categories = event.categories ?? [];
  if (categories.some((category) => category.seatingPlan)) modes.push('bestAvailableSeating');
  if (categories.some((category) => !category.seatingPlan)) modes.push('nonSeatingCategories');
  if ((event.tickets ?? []).length > 0) modes.push('tickets');
  if ((event.productIds ?? []).length > 0) modes.push('products');
  return modes;
}

export function eventShop(ctx: SandboxContext, id: string): EventShop {
  const event = requireEvent(ctx, id);
  const seller = sellerOf(ctx, event);
  const modes = viewModesOf(event);
  const online = ctx.store.list('salesChannels', { sellerId: seller._id }).docs.find((channel) => channel.type === 'online' && channel.active);
  return {
    _id: seller._id,
    sellerId: seller._id,
    eventId: event._id,
    name: seller.name,
    ...(seller.slug ? { slug: seller.slug } : {}),
    ...((event.currency ?? seller.currency) ? { currency: event.currency ?? seller.currency } : {}),
    ...(seller.localeSettings ? { localeSettings: seller.localeSettings } : {}),
    viewModes: modes,
    defaultViewMode: modes.includes('tickets') ? 'tickets' : (modes[0] ?? 'tickets'),
    channelId: online?._id ?? null,
  };
}

export function eventOffers(ctx: SandboxContext, id: string): EventOffers {
  const event = requireEvent(ctx, id);
  const left = eventAvailabilities(ctx, event);
  const remainingOf = new Map(left.ticketTypes.map((entry) => [entry.ticketTypeId, entry.remaining]));
  const categoryLeft = new Map(left.categories.map((entry) => [entry.ref, entry.remaining]));
  const least = (...values: (number | null | undefined)[]) => {
    const limits = values.filter((value): value is number => typeof value === 'number');
    return limits.length > 0 ? Math.max(0, Math.min(...limits)) : null;
  };
  const docs = (event.tickets ?? [])
    .filter((type) => type.active !== false)
    .map((type) => {
      const category = event.categories?.find((candidate) => candidate.ref === type.categoryRef);
      return {
        ticketTypeId: type._id,
        name: type.name,
        categoryRef: type.categoryRef,
        ...(category ? { categoryName: category.name } : {}),
        price: type.price,
        ...(event.currency ? { currency: event.currency } : {}),
        available: least(remainingOf.get(type._id), categoryLeft.get(type.categoryRef), left.remaining),
        ...(type.minAmountPerOrder !== undefined ? { minAmountPerOrder: type.minAmountPerOrder } : {}),
        ...(type.maxAmountPerOrder !== undefined ? { maxAmountPerOrder: type.maxAmountPerOrder } : {}),
      };
    });
  const listings = listResaleListings(ctx, event, { top: 1000, skip: 0 }).docs;
  const prices = listings.flatMap((listing) => listing.items.map((item) => item.price));
  return {
    docs,
    total: docs.length,
    resale: { listings: listings.length, tickets: prices.length, lowestPrice: prices.length > 0 ? Math.min(...prices) : null },
  };
}

/** Upcoming events of the same seller on sale or soon, the same season first, then the same venue, then the soonest. */
export function eventRecommendations(ctx: SandboxContext, id: string, query: { top: number; locale: string }): { docs: Event[]; total: number } {
  const event = requireEvent(ctx, id);
  const now = ctx.now().getTime();
  const season = event.rootId ?? (event.eventType === 'group' ? event._id : undefined);
  const venue = event.location?.locationName;
  const candidates = ctx.store
    .list('events', { sellerId: event.sellerId })
    .docs.filter((other) => other._id !== event._id && other.eventType !== 'group' && Date.parse(other.end ?? other.start) > now)
    .map((other) => publicEventOf(ctx, other, query.locale))
    .filter((other) => other.saleStatus === 'onSale' || other.saleStatus === 'planned');
  const rank = (other: Event) => (season && other.rootId === season ? 0 : venue && other.location?.locationName === venue ? 1 : 2);
  candidates.sort((a, b) => rank(a) - rank(b) || Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
  return { docs: candidates.slice(0, query.top), total: candidates.length };
}

/** What a coupon code grants and whether it can be used now (for this event, when one is named). */
export function couponInfo(ctx: SandboxContext, code: string, query: { sellerId: string; eventId?: string | undefined }): CouponInfo {
  const coupon = findCoupon(ctx, query.sellerId, code);
  if (!coupon) throw coded(404, 'couponNotFound', 'Coupon not found');
  const now = ctx.now().getTime();
  const expired = coupon.validUntil ? Date.parse(coupon.validUntil) <= now : false;
  const notYet = coupon.validFrom ? Date.parse(coupon.validFrom) > now : false;
  const otherEvent = query.eventId !== undefined && coupon.eventIds !== undefined && !coupon.eventIds.includes(query.eventId);
  const reason = expired ? 'couponExpired' : coupon.active === false || notYet || otherEvent ? 'couponNotValid' : undefined;
  return {
    code: coupon.code,
    ...(coupon.name ? { name: coupon.name } : {}),
    modifier: coupon.modifier,
    ...(coupon.scope ? { scope: coupon.scope } : {}),
    combinable: coupon.combinable === true,
    maxTickets: coupon.maxTickets ?? null,
    validFrom: coupon.validFrom ?? null,
    validUntil: coupon.validUntil ?? null,
    valid: reason === undefined,
    ...(reason ? { reason } : {}),
  };
}
