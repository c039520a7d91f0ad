import { ACCOUNT_FLOWS } from '@/lib/account/flows';
import { isPdfEnabled, showsBarcode } from '@/lib/domain/barcode';
import { walletButtons } from '@/lib/domain/ticket-actions';
import { walletReadyTickets, type WalletSettings } from '@/lib/domain/hard-tickets';
import type { WalletPassRequest } from '@/lib/operations/ticket-documents';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';

/**
 * The order's e-ticket PDFs and wallet passes (issue 15), by the rules the account's tickets page
 * applies (spec 02 §2, §9; ADR 0012): a ticket has a PDF when it is a valid virtual ticket, its
 * PDF is not disabled and its barcode is revealed; "Download all" holds those; the wallet buttons
 * show when every wallet-enabled ticket of the order is valid, there are at most
 * WALLET_MAX_TICKETS, the browser takes that wallet and the seller has the wallet feature. The
 * links and passes carry each ticket's own secret, as the account's do.
 */

export interface OrderDocuments {
  /** The e-ticket PDF of each ticket that has one, by ticket id. */
  ticketPdf: Record<string, string>;
  /** All of those in one PDF; absent when no ticket has one. */
  allPdf?: string | undefined;
  /** Apple's and Google's 'add all to wallet', those the rules allow. */
  wallets: WalletPassRequest[];
}

export interface OrderDocumentsInput {
  tickets: readonly Ticket[];
  /** Whether the ticket's barcode is revealed now (lib/domain/barcode.ts). */
  revealed: (ticket: Ticket) => boolean;
  /** The seller's wallet feature; absent means on. */
  walletFeature: boolean | undefined;
  /** Whether hard tickets may go into wallets (lib/domain/hard-tickets.ts). */
  walletSettings?: WalletSettings | undefined;
  userAgent: string;
  locale: string;
}

const refsOf = (tickets: readonly Ticket[]) => tickets.flatMap((ticket) => (ticket.secret ? [{ id: ticket._id, secret: ticket.secret }] : []));

export function orderDocuments({ tickets, revealed, walletFeature, walletSettings, userAgent, locale }: OrderDocumentsInput): OrderDocuments {
  const withPdf = tickets.filter((ticket) => showsBarcode(ticket) && isPdfEnabled({ pdfEnabled: ticket.pdfEnabled, revealed: revealed(ticket) }));
  const pdfRefs = refsOf(withPdf);
  const ticketPdf: Record<string, string> = {};
  for (const ref of pdfRefs) {
    const href = ACCOUNT_FLOWS.ticketPdf?.(ref, locale);
    if (href) ticketPdf[ref.id] = href;
  }

  const wallets: WalletPassRequest[] = [];
  if (walletFeature !== false) {
    // A hard ticket counts as wallet-enabled only where the seller lets it into that wallet.
    const walletTickets = walletReadyTickets(tickets, walletSettings);
    const allowed = walletButtons({ tickets: walletTickets, userAgent });
    const appleRefs = refsOf(walletTickets.filter((ticket) => ticket.appleWalletEnabled === true));
    const googleRefs = refsOf(walletTickets.filter((ticket) => ticket.googleWalletEnabled === true));
    const apple = allowed.apple && appleRefs.length > 0 ? ACCOUNT_FLOWS.appleWalletTickets?.(appleRefs, locale) : undefined;
    const google = allowed.google && googleRefs.length > 0 ? ACCOUNT_FLOWS.googleWalletTickets?.(googleRefs, locale) : undefined;
    if (apple) wallets.push(apple);
    if (google) wallets.push(google);
  }

  return { ticketPdf, allPdf: pdfRefs.length > 0 ? ACCOUNT_FLOWS.ticketsPdf?.(pdfRefs, locale) : undefined, wallets };
}
