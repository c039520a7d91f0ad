/**
 * Where the account screens' actions and outgoing links lead, for the pages and flows that later
 * issues build (ticket actions, transfer acceptance, purchase intent pages, PDF and wallet
 * downloads, payment method management, resell offer cancellation, completing several intents).
 *
 * Issue 4: "no button pretends to work". A screen renders a control only when its rule in
 * lib/domain allows it AND its entry here exists; until then the rule is computed and tested but
 * nothing clickable appears. When a later issue lands its page or flow, it fills in the entry
 * (an href builder) and the control shows up where the rule says, with no other change.
 */
export interface AccountFlows {
  /** /ticket-transfer/{id}/{secret}: a received transfer (accept or reject). */
  ticketTransferPage?: (transfer: { id: string; secret: string }) => string;
  /** /purchaseintent/{id}/{secret}: one reservation. */
  purchaseIntentPage?: (intent: { id: string; secret: string }) => string;
  /** Download all tickets of a package or an event as one PDF. */
  ticketsPdf?: (tickets: readonly { id: string; secret: string }[], lang: string) => string;
  /** 'Add all to wallet' for tickets (Apple / Google). */
  appleWalletTickets?: (tickets: readonly { id: string; secret: string }[], lang: string) => string;
  googleWalletTickets?: (tickets: readonly { id: string; secret: string }[], lang: string) => string;
  /** Member card passes of a membership. */
  appleWalletMembership?: (membership: { id: string; secret: string }, lang: string) => string;
  googleWalletMembership?: (membership: { id: string; secret: string }, lang: string) => string;
  /** Entry points of the ticket action flows for an event's tickets. */
  sellTickets?: (event: { eventId: string }) => string;
  transferTickets?: (event: { eventId: string }) => string;
  upgradeTickets?: (event: { eventId: string }) => string;
  /** The Complete multiple modal of the purchase intents screen. */
  completeMultipleIntents?: () => string;
}

/** Nothing of the above exists yet (see the module comment). */
export const ACCOUNT_FLOWS: AccountFlows = {};
