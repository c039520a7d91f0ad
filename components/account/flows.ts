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
  /** The e-ticket PDF of one ticket. */
  ticketPdf?: (ticket: { id: string; secret: string }, lang: string) => string;
  /** Download all tickets of a package or an event as one PDF. */
  ticketsPdf?: (tickets: readonly { id: string; secret: string }[], lang: string) => string;
  /** 'Add all to wallet' for tickets (Apple / Google): a route the wallet button POSTs to for the pass's url. */
  appleWalletTickets?: (tickets: readonly { id: string; secret: string }[], lang: string) => string;
  googleWalletTickets?: (tickets: readonly { id: string; secret: string }[], lang: string) => string;
  /** Member card passes of a membership; POSTed to like the tickets' wallet routes. */
  appleWalletMembership?: (membership: { id: string; secret: string }, lang: string) => string;
  googleWalletMembership?: (membership: { id: string; secret: string }, lang: string) => string;
  /** Entry points of the ticket action flows for an event's tickets. */
  /**
   * The Resell modal (a modal, not a page): the shop's route handlers for an event's offer status
   * and for creating an offer, and the base of the offers, under which {id}/cancel withdraws one.
   */
  sellTickets?: (shop: { slug: string }) => ResellEndpoints;
  /** The Secondary market's Cancel offer: the same offers base as sellTickets. */
  cancelResellOffer?: (shop: { slug: string }) => string;
  /**
   * The Transfer modal (a modal, not a page): the shop's route handlers it calls, to create a
   * transfer and to read the sent transfers (pending ones of these tickets, last recipients).
   */
  transferTickets?: (shop: { slug: string }) => { create: string; sent: string };
  upgradeTickets?: (event: { eventId: string }) => string;
  /** The Complete multiple modal of the purchase intents screen. */
  completeMultipleIntents?: () => string;
}

export interface ResellEndpoints {
  status: string;
  create: string;
  offers: string;
}

const resellOffersBase = (shop: { slug: string }) => `/api/shops/${encodeURIComponent(shop.slug)}/account/resell-offers`;

/** Tickets as the PDF and wallet routes read them: repeated id and secret (paired by position) and lang. */
function refsQuery(refs: readonly { id: string; secret: string }[], lang: string): string {
  const query = new URLSearchParams();
  for (const ref of refs) {
    query.append('id', ref.id);
    query.append('secret', ref.secret);
  }
  query.set('lang', lang);
  return query.toString();
}

/** The flows that exist so far; the others stay unset until their issue lands. */
export const ACCOUNT_FLOWS: AccountFlows = {
  ticketTransferPage: (transfer) => `/ticket-transfer/${encodeURIComponent(transfer.id)}/${encodeURIComponent(transfer.secret)}`,
  transferTickets: (shop) => {
    const base = `/api/shops/${encodeURIComponent(shop.slug)}/account/ticket-transfers`;
    return { create: `${base}/create`, sent: `${base}?direction=sent` };
  },
  sellTickets: (shop) => {
    const base = resellOffersBase(shop);
    return { status: `${base}/status`, create: `${base}/create`, offers: base };
  },
  cancelResellOffer: resellOffersBase,
  ticketPdf: (ticket, lang) => `/api/tickets/${encodeURIComponent(ticket.id)}/${encodeURIComponent(ticket.secret)}/pdf?${new URLSearchParams({ lang }).toString()}`,
  ticketsPdf: (tickets, lang) => `/api/tickets/pdf?${refsQuery(tickets, lang)}`,
  appleWalletTickets: (tickets, lang) => `/api/wallets/apple/tickets?${refsQuery(tickets, lang)}`,
  googleWalletTickets: (tickets, lang) => `/api/wallets/google/tickets?${refsQuery(tickets, lang)}`,
  appleWalletMembership: (membership, lang) => `/api/wallets/apple/member-card?${refsQuery([membership], lang)}`,
  googleWalletMembership: (membership, lang) => `/api/wallets/google/member-card?${refsQuery([membership], lang)}`,
};
