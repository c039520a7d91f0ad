import { toLocale, type Locale } from '../i18n/locales.ts';
import { hrefOf } from '../operations/call.ts';
import { getTicketPdf, getTicketsPdf, type WalletPassRequest } from '../operations/ticket-documents.ts';

/**
 * Where the account screens' actions and outgoing links lead, for the pages and flows that later
 * issues build (ticket actions, transfer acceptance, purchase intent pages, PDF and wallet
 * downloads, payment method management, resell offer cancellation, completing several intents).
 *
 * Issue 4: "no button pretends to work". A screen renders a control only when its rule in
 * lib/domain allows it AND its entry here exists; until then the rule is computed and tested but
 * nothing clickable appears. When a later issue lands its page or flow, it fills in the entry
 * and the control shows up where the rule says, with no other change. The modals call their
 * operations (lib/operations) with the path parameters an entry gives them.
 */

type Ref = { id: string; secret: string };
/** The path parameters of a shop's account operations. */
export interface ShopParams {
  seller: string;
}

export interface AccountFlows {
  /** /ticket-transfer/{id}/{secret}: a received transfer (accept or reject). */
  ticketTransferPage?: (transfer: Ref) => string;
  /** /purchaseintent/{id}/{secret}: one reservation. */
  purchaseIntentPage?: (intent: Ref) => string;
  /** The e-ticket PDF of one ticket. */
  ticketPdf?: (ticket: Ref, lang: string) => string;
  /** Download all tickets of a package or an event as one PDF. */
  ticketsPdf?: (tickets: readonly Ref[], lang: string) => string;
  /** 'Add all to wallet' for tickets (Apple / Google): what the wallet button asks for the pass's url. */
  appleWalletTickets?: (tickets: readonly Ref[], lang: string) => WalletPassRequest;
  googleWalletTickets?: (tickets: readonly Ref[], lang: string) => WalletPassRequest;
  /** Member card passes of a membership, asked for like the tickets'. */
  appleWalletMembership?: (membership: Ref, lang: string) => WalletPassRequest;
  googleWalletMembership?: (membership: Ref, lang: string) => WalletPassRequest;
  /** The Resell modal (a modal, not a page): its status, create and cancel operations at this shop. */
  sellTickets?: (shop: { slug: string }) => ShopParams;
  /** The Secondary market's Cancel offer. */
  cancelResellOffer?: (shop: { slug: string }) => ShopParams;
  /** The Transfer modal (a modal, not a page): it creates a transfer and reads the sent ones at this shop. */
  transferTickets?: (shop: { slug: string }) => ShopParams;
  /** Entry points of the ticket action flows for an event's tickets. */
  upgradeTickets?: (event: { eventId: string }) => string;
  /** The Complete multiple modal of the purchase intents screen (a modal): it opens its checkout at this shop. */
  completeMultipleIntents?: (shop: { slug: string }) => ShopParams;
}

const shopParams = (shop: { slug: string }): ShopParams => ({ seller: shop.slug });

/** The documents' language: the page's, where the documents speak it. */
const langOf = (locale: string): Locale => toLocale(locale) ?? 'en';
/** Tickets as the PDF link carries them: repeated id and secret (paired by position) and lang. */
const refsQuery = (refs: readonly Ref[], lang: string) => ({ id: refs.map((ref) => ref.id), secret: refs.map((ref) => ref.secret), lang: langOf(lang) });
const ticketsPass =
  (provider: 'apple' | 'google') =>
  (tickets: readonly Ref[], lang: string): WalletPassRequest => ({ of: 'tickets', provider, input: { tickets: [...tickets], lang: langOf(lang) } });
const memberCardPass =
  (provider: 'apple' | 'google') =>
  (membership: Ref, lang: string): WalletPassRequest => ({ of: 'memberCard', provider, input: { membership, lang: langOf(lang) } });

/** The flows that exist so far; the others stay unset until their issue lands. */
export const ACCOUNT_FLOWS: AccountFlows = {
  ticketTransferPage: (transfer) => `/ticket-transfer/${encodeURIComponent(transfer.id)}/${encodeURIComponent(transfer.secret)}`,
  purchaseIntentPage: (intent) => `/purchaseintent/${encodeURIComponent(intent.id)}/${encodeURIComponent(intent.secret)}`,
  completeMultipleIntents: shopParams,
  transferTickets: shopParams,
  sellTickets: shopParams,
  cancelResellOffer: shopParams,
  ticketPdf: (ticket, lang) => hrefOf(getTicketPdf, { params: ticket, input: { lang: langOf(lang) } }),
  ticketsPdf: (tickets, lang) => hrefOf(getTicketsPdf, { input: refsQuery(tickets, lang) }),
  appleWalletTickets: ticketsPass('apple'),
  googleWalletTickets: ticketsPass('google'),
  appleWalletMembership: memberCardPass('apple'),
  googleWalletMembership: memberCardPass('google'),
};
