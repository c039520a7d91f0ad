import type { RebookingReason } from '../domain/rebooking.ts';

/** What the rebooking and upgrade modals are offered (lib/ticket-actions/rebooking-server.ts and upgrade-server.ts build it). */

/** An event a ticket action may move tickets from or to. */
export interface ActionEventView {
  eventId: string;
  name: string;
  start: string;
  timeZone: string;
  image?: string | undefined;
  location?: string | undefined;
}

export type RebookingEventView = ActionEventView;

export interface RebookingTargetView extends ActionEventView {
  possible: boolean;
  reason?: RebookingReason | undefined;
  /** The rebooking fee for the selected tickets to this event. */
  fee: number;
}

export interface RebookingOptions {
  currency: string;
  /** What the selected tickets are worth towards the new ones. */
  credit: number;
  /** Set when a season card is selected and no concert is chosen yet: the concerts it may give up. */
  sources?: RebookingEventView[] | undefined;
  targets: RebookingTargetView[];
}

/** An event the selected tickets may be upgraded to; one not open to all of them says why. */
export interface UpgradeTargetView extends ActionEventView {
  possible: boolean;
  reason?: string | undefined;
  /** The event has seats and the shop a seat-map host: the confirm step shows its hall. */
  seatMap?: boolean | undefined;
}

export interface UpgradeOptions {
  currency: string;
  /** What the selected tickets are worth towards the new ones. */
  credit: number;
  targets: UpgradeTargetView[];
}
