import type { LabelTone } from '../domain/account-labels.ts';
import type { ListPage } from '../domain/infinite-paging.ts';
import type { ResellIneligibilityCode, ResellOfferStatus } from '../ticketing/schemas/resell-offer.ts';
import { json, operation } from './define.ts';

/**
 * Offering tickets on the secondary market (spec 02 §2, §5, §7, §8; ADR 0012): tickets by id only,
 * checked against the session customer's own; no secret or customer token reaches the browser.
 */

const inputs = () => import('./resale.inputs.ts');

/** An offer as the Secondary market lists it, its labels formatted on the server (ADR 0006). */
export interface ResellOfferListItem {
  id: string;
  status: 'active' | 'sold' | 'canceled';
  tone: LabelTone;
  eventName?: string | undefined;
  eventDateLabel?: string | undefined;
  createdAt?: string | undefined;
  dateLabel?: string | undefined;
  ticketCount: number;
  tickets: { id: string; label: string; priceLabel?: string | undefined }[];
  /** Sum of the listed prices and of the resale fees, in the offer's currency. */
  totalLabel?: string | undefined;
  feeLabel?: string | undefined;
}

/** A customer payment method that can receive payouts (spec 02 §6: a SEPA or ACH additional method). */
export interface PayoutMethodOption {
  id: string;
  label: string;
}

/** What the Resell modal needs for an event's tickets. */
export interface ResellStatusView {
  /** Whether the event takes offers at all (upcoming, not a season, resale on). */
  offerAble: boolean;
  /** The customer's active offer on the event: the modal is then the single cancel step. */
  activeOffer: { id: string; ticketCount: number } | null;
  /**
   * Each ticket asked about: its price and the market's fee, whether it can be offered now (and
   * why not), and whether it is listed on the seller's resale site.
   */
  tickets: ResellTicketStatusView[];
  /** Total price, fees kept by the market and the payout of the offerable tickets, in `currency`. */
  price: number;
  resellFee: number;
  proceeds: number;
  currency: string;
  payoutMethods: PayoutMethodOption[];
}

export interface ResellTicketStatusView {
  id: string;
  price: number;
  resellFee: number;
  offerable: boolean;
  /** Why it cannot be offered (spec 02 §8 resell ineligibility codes). */
  reason?: ResellIneligibilityCode | undefined;
  externallyListed: boolean;
}

/** The id and status of an offer just created or canceled. */
export interface ResellOfferOutcome {
  id: string;
  status: ResellOfferStatus;
}

/** One page of the session customer's active or sold offers, newest first. */
export const listResellOffers = operation({
  method: 'GET',
  path: '/api/shops/[seller]/account/resell-offers',
  input: () => inputs().then((m) => m.resellOffersInput),
  answer: json<ListPage<ResellOfferListItem>>(),
});

/**
 * The resellable ones of an event's tickets with their prices, the fees and payout, the customer's
 * active offer on the event, and the payment methods that can receive the payout. A POST: the
 * ticket ids travel in the body.
 */
export const getResellOfferStatus = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/resell-offers/status',
  input: () => inputs().then((m) => m.resellOfferStatusInput),
  answer: json<ResellStatusView>(),
  errors: ['ticketNotFound'],
});

/** Offers the customer's tickets of one event, paid out to `cpmId`; the API checks the rest. */
export const createResellOffer = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/resell-offers/create',
  input: () => inputs().then((m) => m.createResellOfferInput),
  answer: json<ResellOfferOutcome>(),
  status: 201,
  errors: ['ticketNotFound', 'HAS_ACTIVE_OFFER'],
});

/** Withdraws one of the customer's active offers; the API refuses anyone else's. */
export const cancelResellOffer = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/resell-offers/[id]/cancel',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<ResellOfferOutcome>(),
});

/**
 * Selling on the seller's third-party resale site (spec 02 §6, spec 01 §7 "Track a resale-site
 * click"): the click is recorded for the customer's own tickets of the event, and the answer is
 * the site's sell page for them, where the browser goes next.
 */
export const sellOnResaleSite = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/resell-offers/resale-site',
  input: () => inputs().then((m) => m.sellOnResaleSiteInput),
  answer: json<{ url: string }>(),
  errors: ['ticketNotFound', 'resaleSiteDisabled'],
});
