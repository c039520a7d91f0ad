import type { HeldItem, SeatHoldAnswer, SeatMapHeaders, SeatType } from './contract.ts';

/**
 * What the seat-map widget script (`{host}/js/init.js`) puts on `window.SeatMap`, and what a page
 * hands it (spec 02 §2 "Seat map": seat selection, highlighting and hiding of sections and of
 * unavailable seats, selection callbacks). The widget is plain browser JavaScript served by the
 * seat-map service; this file is the contract between it and the storefront. Types only.
 */

/**
 * Every text the widget shows or announces, in the page's language. The storefront passes them
 * from its catalogues; `{name}` placeholders are filled by the widget (a placeholder a text leaves
 * out is simply not shown). Placeholders per text:
 * - `chart`: {venue}
 * - `seat`: {section}, {block}, {row}, {seat} (the seat number), {category}, {price} (formatted
 *   with Intl in the page's locale and the chart's currency), {type} (`seatTypes[type]` or empty)
 * - `area`: {name}, {remaining} (places left; `∞` where unlimited), {capacity}, {category}
 * - `listRow`: {row}, {block}, {section}; `listAvailable`: {count}
 * - `removeSeat`: {seat} (the seat number), {row}, {block}, {section}
 * - `announceChosen`, `announceRemoved`: {seat} (the seat's whole `seat` text), {count} (seats chosen now)
 * - `viewFromSeat`: {section}
 */
export interface SeatMapLabels {
  /** Accessible name of the chart: "Seat map of {venue}". */
  chart: string;
  /** A seat's accessible name: "{section}, {block}, row {row}, seat {seat}, {category}, {price}{type}". */
  seat: string;
  /** Appended to `seat` for a seat type, e.g. ", limited view". */
  seatTypes: Record<SeatType, string>;
  /**
   * Added to the name of a seat nobody can choose now: "unavailable" (joined with ", "; a text that
   * starts with punctuation or a space, like ", sold", is added as it is).
   */
  unavailable: string;
  /** A general-admission area: "{name}, standing, {remaining} places left". */
  area: string;
  stage: string;
  zoomIn: string;
  zoomOut: string;
  resetView: string;
  /** The minimap's accessible name. */
  minimap: string;
  /** Toggle between the drawn chart and the list of available seats. */
  showList: string;
  showMap: string;
  /** Heading of the list view; a row's group name "Row {row}". */
  listTitle: string;
  listRow: string;
  /** "{count} seats available" under a block in the list. */
  listAvailable: string;
  hideUnavailable: string;
  /** Heading of the chosen seats, the remove button "Remove seat {seat}", the ticket type select "Ticket type". */
  chosenTitle: string;
  removeSeat: string;
  ticketType: string;
  /** Announced after a choice: "{seat} chosen. {count} seats chosen."; after a removal: "{seat} removed. …". */
  announceChosen: string;
  announceRemoved: string;
  /** View-from-seat picture: "View from {section}". */
  viewFromSeat: string;
  /** Keyboard help under the chart. */
  keyboardHelp: string;
}

/** Why a choice was refused; the storefront shows the message in its own words. */
export type SeatMapRefusalCode =
  | 'orphanSeat'
  | 'seatUnavailable'
  | 'tooManySeats'
  | 'notAvailable'
  | 'notOnSale'
  | 'holdExpired'
  | 'seatMapTokenExpired'
  | 'network'
  | 'unknown';

export interface SeatMapRefusal {
  code: SeatMapRefusalCode;
  /** The seats at fault where the code has them (orphanSeat: the seats left alone; seatUnavailable: the taken ones). */
  seats?: HeldItem['seatingInfo'][];
  /** tooManySeats: the most one may hold. */
  limit?: number;
}

/** The current choice: the live hold behind it (none while nothing is chosen). */
export interface SeatMapSelection {
  hold: SeatHoldAnswer | null;
}

export interface SeatMapMountOptions {
  /** The service's base URL, `{host}`. */
  host: string;
  eventId: string;
  /** `en` or `de`: prices are formatted with Intl in this locale. */
  locale: string;
  labels: SeatMapLabels;
  /**
   * The security header set. Called before the first call and again after a 401
   * seatMapTokenExpired, so the page can ask the storefront for a fresh set.
   */
  headers: () => Promise<SeatMapHeaders>;
  /** Whether seats can be chosen (false: the upgrade's confirm step only shows the hall). */
  selectable?: boolean;
  /** Shows the minimap (default true; hidden in the upgrade, spec 02 §2). */
  minimap?: boolean;
  /** How often the live status is asked for, in ms (default 5000). */
  pollInterval?: number;
  /** The first chart is drawn. */
  onReady?: () => void;
  /** The chart or the status could not be loaded (after the header set was renewed once). */
  onLoadError?: (code: string) => void;
  /** The held seats changed (a choice, a removal, a ticket type, or a hold that ran out). */
  onSelectionChange?: (selection: SeatMapSelection) => void;
  /** A choice was refused; the seats stay as they were. */
  onRefusal?: (refusal: SeatMapRefusal) => void;
}

export interface SeatMapController {
  /** Draws attention to these sections (by section id); an empty list clears it. */
  highlightSections: (sectionIds: readonly string[]) => void;
  /** Hides these sections (by section id); an empty list shows all. */
  hideSections: (sectionIds: readonly string[]) => void;
  /** Hides seats nobody can choose now. */
  hideUnavailable: (hide: boolean) => void;
  /** Releases the hold (DELETE) and clears the choice. */
  clearSelection: () => Promise<void>;
  /** Forgets the hold without releasing it: a cart has claimed it. Asks for the status again. */
  forgetSelection: () => void;
  /** Asks for the status now. */
  refresh: () => Promise<void>;
  destroy: () => void;
}

/** A seat of one row for the orphan rule, left to right (lib/domain/orphan-seats.ts). */
export type SeatMapSeatState = 'free' | 'taken' | 'chosen';

/** The widget's own copy of the rules it checks before calling the service; exposed for tests. */
export interface SeatMapRules {
  orphanedSeatsInRow: (row: readonly SeatMapSeatState[], settings: { minimumSeatDistance: number; edgeOrphaning: boolean }) => number[];
}

/** Measured by the widget for the bench: the last mount's time from `mount` to the drawn chart. */
export interface SeatMapMetrics {
  firstDrawMs: number | null;
  /** performance.now() when the last mount began: with firstDrawMs, when the chart appeared after navigation. */
  mountedAt: number | null;
}

export interface SeatMapGlobal {
  version: string;
  mount: (element: HTMLElement, options: SeatMapMountOptions) => SeatMapController;
  /** Set by the widget script (optional so that a page's test double may leave them out). */
  rules?: SeatMapRules;
  metrics?: SeatMapMetrics;
}

declare global {
  interface Window {
    SeatMap?: SeatMapGlobal;
  }
}
