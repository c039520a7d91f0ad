/**
 * The seat-map service's wire contract (spec 02 §2 "Seat map"; docs/adr/0031-seat-map-service.md): the
 * security header set, and the payloads of the chart, the live seat status and a hold. The
 * sandbox's seat-map service answers these; the widget (plain browser JavaScript) and the
 * storefront read them. Types only, plus the header names: safe in the browser and on Node.
 */

/**
 * The security header set every call carries (spec 02 §2 "queue token, seller id and session
 * id"). The queue token is signed by the service and names the seller and the session, so the
 * other two headers must repeat what it says.
 */
export const SEAT_MAP_HEADERS = {
  queueToken: 'X-SeatMap-Queue-Token',
  sellerId: 'X-SeatMap-Seller-Id',
  sessionId: 'X-SeatMap-Session-Id',
} as const;
export type SeatMapHeaderName = (typeof SEAT_MAP_HEADERS)[keyof typeof SEAT_MAP_HEADERS];
export type SeatMapHeaders = Record<SeatMapHeaderName, string>;

/** A header set as the service issues it. */
export interface SeatMapSession {
  sellerId: string;
  sessionId: string;
  queueToken: string;
  /** After this the service answers 401 seatMapTokenExpired; ask the storefront for a new set. */
  expiresAt: string;
  headers: SeatMapHeaders;
}

/** Seat types (SeatingInfo.seatType, spec 02 §3). */
export const SEAT_TYPES = ['limitedView', 'foldable', 'wheelchair'] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

/** A rectangle in chart units (the chart's own coordinate system, y pointing down). */
export interface ChartRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A view-from-seat picture of a section, shown 816 wide (spec 02 §2 settings). */
export interface ChartView {
  /** Root-relative to the storefront's origin, or absolute. */
  url: string;
  width: number;
  height: number;
}

export interface ChartSeat {
  /** Unique in the chart; what holds and the status name. */
  id: string;
  /** The seat number as printed on the ticket (SeatingInfo.seatName). */
  name: string;
  /** Centre of the seat in chart units. */
  x: number;
  y: number;
  type?: SeatType;
  /** Only where the seat's category differs from its row's. */
  category?: string;
}

/** Seats side by side in order, left to right as the audience sees the stage; an aisle ends a row. */
export interface ChartRow {
  id: string;
  /** SeatingInfo.rowName. */
  name: string;
  /** Category ref of the row's seats. */
  category: string;
  seats: ChartSeat[];
}

export interface ChartBlock {
  id: string;
  /** SeatingInfo.groupName. */
  name: string;
  gate?: string;
  rows: ChartRow[];
}

export interface ChartSection {
  id: string;
  /** SeatingInfo.sectionName. */
  name: string;
  view?: ChartView;
  blocks: ChartBlock[];
}

/** A general-admission area: no seats, a capacity (spec 02 §3 SeatingInfo `name`). */
export interface ChartArea {
  id: string;
  /** SeatingInfo.name. */
  name: string;
  category: string;
  /** Places in total; what is left comes with the status. */
  capacity: number;
  gate?: string;
  shape: ChartRect;
}

export interface ChartTicketType {
  ticketTypeId: string;
  name: string;
  price: number;
}

export interface ChartCategory {
  ref: string;
  name: string;
  /** A suggestion for drawing; the widget may use its own palette. */
  color: string;
  /** The ticket types a seat of this category can be held with, the default first. */
  ticketTypes: ChartTicketType[];
}

/** GET {host}/events/{eventId}/chart */
export interface VenueChart {
  chartId: string;
  eventId: string;
  venue: string;
  currency: string;
  width: number;
  height: number;
  stage?: ChartRect;
  categories: ChartCategory[];
  sections: ChartSection[];
  areas: ChartArea[];
  seatCount: number;
  /** The orphan-seat rule the service enforces (lib/domain/orphan-seats.ts). */
  orphanRule: { minimumSeatDistance: number; edgeOrphaning: boolean };
  /** The most seats and places one session may hold at once for this event. */
  holdLimit: number;
}

/** A hold of the asking session, so the widget can show its own seats as chosen after a reload. */
export interface OwnHold {
  seatingReservationToken: string;
  expiresAt: string;
  seats: string[];
  areas: { id: string; amount: number }[];
  /**
   * The hold's seats and areas as a hold answer names them (ticket type, price, seating info), so a
   * reload shows the choice as it was. Optional: a service may leave it out; the widget then
   * assumes each category's default ticket type.
   */
  items?: HeldItem[];
}

/**
 * GET {host}/events/{eventId}/status: only what is not available, so a fresh hall answers almost
 * nothing. A seat in none of the lists is available.
 */
export interface SeatMapStatus {
  eventId: string;
  /** Bought. */
  sold: string[];
  /** In someone's cart or held on the map (the asking session's own holds included; see `mine`). */
  held: string[];
  /** Never for sale (a sound desk, a camera position). */
  blocked: string[];
  /** Places left per general-admission area; null where unlimited. */
  areas: { id: string; remaining: number | null }[];
  mine: OwnHold[];
}

/** A held seat or area as the hold answers it: where the ticket will say the holder sits. */
export interface HeldItem {
  /** The seat id, or the area id. */
  id: string;
  kind: 'seat' | 'area';
  amount: number;
  ticketTypeId: string;
  categoryRef: string;
  price: number;
  seatingInfo: {
    sectionName?: string;
    groupName?: string;
    rowName?: string;
    seatName?: string;
    gate?: string;
    seatType?: string;
    name?: string;
  };
}

/** POST {host}/events/{eventId}/holds, PUT {host}/events/{eventId}/holds/{token} */
export interface SeatHoldAnswer {
  /** What the cart's add call carries (spec 02 §3 Checkout items `seatingReservationToken`). */
  seatingReservationToken: string;
  eventId: string;
  expiresAt: string;
  items: HeldItem[];
}

/** Codes of the service's refusals ({ statusCode, message, code, ... }). */
export const SEAT_MAP_ERROR_CODES = [
  'seatMapHeadersMissing',
  'seatMapTokenInvalid',
  'seatMapTokenExpired',
  'seatMapHeadersMismatch',
  'sellerMismatch',
  'sellerNotFound',
  'eventNotFound',
  'noSeatMap',
  'notOnSale',
  'unknownSeat',
  'unknownArea',
  'ticketTypeMismatch',
  'noActiveTicketType',
  'seatUnavailable',
  'orphanSeat',
  'tooManySeats',
  'notAvailable',
  'holdNotFound',
  'holdClaimed',
  'holdExpired',
] as const;
export type SeatMapErrorCode = (typeof SEAT_MAP_ERROR_CODES)[number];

/** Codes the cart's add call answers for a `seatingReservationToken` (besides orphanSeat, seatUnavailable). */
export const SEATING_RESERVATION_ERROR_CODES = ['seatingReservationInvalid', 'seatingReservationExpired', 'seatingReservationClaimed', 'orphanSeat', 'seatUnavailable'] as const;
