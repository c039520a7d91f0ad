/**
 * The five things a ticket holder does after buying (issue 11) and the policy preview each one
 * opens with: what it costs, what comes back, until when, and why it is not possible. Plain data,
 * built on the server (offers.ts) and shown in the browser (components/ticket-actions).
 */

/** In the order their buttons appear on a ticket. */
export const TICKET_ACTIONS = ['repersonalize', 'cancel', 'return', 'rebook', 'upgrade'] as const;
export type TicketActionName = (typeof TICKET_ACTIONS)[number];

export interface ActionPolicy {
  currency: string;
  /** What the action costs, in major units like every price of the shop. */
  fee?: number | undefined;
  /** Money back. */
  refund?: number | undefined;
  /** Value credited on the new order a rebooking or upgrade opens. */
  credit?: number | undefined;
  /** How many more times the action may be taken, where a limit applies. */
  remaining?: number | undefined;
  /** The last moment the action is possible (ISO instant). */
  deadline?: string | undefined;
  /** The event's, for showing the deadline where the event happens. */
  timeZone: string;
  /** Why the action is not possible: a code, said in words by `ticketActions.reason.<code>`. */
  reason?: string | undefined;
}

export interface TicketActionOffer {
  action: TicketActionName;
  /** False: the button shows disabled with the reason beside it, never a dead end. */
  possible: boolean;
  policy: ActionPolicy;
}
