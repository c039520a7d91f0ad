import type { RebookingReason } from '../domain/rebooking.ts';

/** What the rebooking modal is offered (lib/ticket-actions/rebooking-server.ts builds it). */

export interface RebookingEventView {
  eventId: string;
  name: string;
  start: string;
  timeZone: string;
  image?: string | undefined;
  location?: string | undefined;
}

export interface RebookingTargetView extends RebookingEventView {
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
