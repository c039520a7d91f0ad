import type { SeasonTransferMode } from '../domain/season-transfer.ts';
import type { TicketTransferStatus } from '../ticketing/schemas/ticket-transfer.ts';
import type { PayoutMethodOption, ResellOfferOutcome } from './resale.ts';
import type { TransferOutcome } from './transfers.ts';
import { json, operation } from './define.ts';

/**
 * Season cards (spec 02 §2 season upcoming-events modal, transfer modal, season-card sell modal,
 * resell modal's select step; §5; §7): the season's events, transferring a card by event or whole,
 * selling one event on the resale site, and offering events on the secondary market. Cards are
 * named by id only; their secrets and the customer's token stay on the server.
 */

const inputs = () => import('./season.inputs.ts');

/** One event of a season, its date formatted in the event's time zone on the server (ADR 0006). */
export interface SeasonEventView {
  id: string;
  name: string;
  start: string;
  /** Its end (its start when it has none): when it stops being transferable. */
  end: string;
  dateLabel: string;
  location?: string | undefined;
}

/** The season's events that have not ended yet, earliest first (spec 02 §9: top 1000, endMin now). */
export const listSeasonEvents = operation({
  method: 'GET',
  path: '/api/shops/[seller]/seasons/[eventId]/events',
  input: () => inputs().then((m) => m.seasonEventsInput),
  answer: json<SeasonEventView[]>(),
  errors: ['eventNotFound'],
  cache: 'public, max-age=60',
});

/** A transfer of the cards, as far as the season rules need it (lib/domain/season-transfer.ts). */
export interface SeasonTransferRecordView {
  id: string;
  status: TicketTransferStatus;
  childEventId?: string | undefined;
  ticketIds: string[];
  /** The recipient. */
  email: string;
}

/**
 * What the Transfer modal of a season needs: each card's transfer mode and excluded events, the
 * season's events, the transfers of the cards so far, and whether the seller asks for a phone.
 * The modal applies the season rules to the cards the customer picks.
 */
export interface SeasonTransferOptions {
  cards: { id: string; mode: SeasonTransferMode; excludedEventIds: string[] }[];
  events: SeasonEventView[];
  transfers: SeasonTransferRecordView[];
}

export const getSeasonTransferOptions = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/season-transfers/options',
  input: () => inputs().then((m) => m.seasonCardsInput),
  answer: json<SeasonTransferOptions>(),
  errors: ['ticketNotFound'],
});

/** Codes of a refused season transfer (services/season-transfers.ts in the sandbox). */
export const SEASON_TRANSFER_REFUSALS = [
  'seasonTransferModeNotAllowed',
  'seasonTransferExists',
  'eventTransferPending',
  'childEventEnded',
  'childEventTransferred',
  'childEventExcluded',
  'childEventTransferPending',
] as const;

/** One create call: the cards for one child event, or for the whole season without one. */
export const createSeasonTransfer = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/season-transfers/create',
  input: () => inputs().then((m) => m.createSeasonTransferInput),
  answer: json<TransferOutcome>(),
  status: 201,
  errors: ['ticketNotFound', 'forbiddenSameCustomer', ...SEASON_TRANSFER_REFUSALS],
});

/**
 * The season-card sell modal's Sell (spec 02 §2, §7): the click is recorded upstream and the
 * answer is the resale site's sell page for the card and the picked event.
 */
export const sellSeasonEvent = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/season-cards/sell',
  input: () => inputs().then((m) => m.sellSeasonEventInput),
  answer: json<{ url: string }>(),
  errors: ['ticketNotFound', 'eventNotFound', 'resaleSiteDisabled'],
});

/**
 * One event of the season in the resell wizard's select step: whether some of the cards can be
 * offered for it, which, and what they bring (their price, the market's fee and the payout).
 */
export interface SeasonResellEventView extends SeasonEventView {
  offerAble: boolean;
  activeOfferId?: string | undefined;
  ticketIds: string[];
  price: number;
  resellFee: number;
  proceeds: number;
}

/** What the season's resell wizard needs: the events with what each brings, and the payout methods. */
export interface SeasonResellStatusView {
  events: SeasonResellEventView[];
  currency: string;
  payoutMethods: PayoutMethodOption[];
}

export const getSeasonResellStatus = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/season-resell/status',
  input: () => inputs().then((m) => m.seasonCardsInput),
  answer: json<SeasonResellStatusView>(),
  errors: ['ticketNotFound'],
});

/** Offers the cards for one event of the season (one call per selected event). */
export const createSeasonResellOffer = operation({
  method: 'POST',
  path: '/api/shops/[seller]/account/season-resell/create',
  input: () => inputs().then((m) => m.createSeasonResellOfferInput),
  answer: json<ResellOfferOutcome>(),
  status: 201,
  errors: ['ticketNotFound', 'HAS_ACTIVE_OFFER', 'EVENT_EXCLUDED', 'SEASON_EVENT_OFFER_DISABLED'],
});
