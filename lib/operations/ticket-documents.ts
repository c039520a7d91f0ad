import type { WalletProvider } from '../ticketing/ticket-documents.ts';
import { document, json, operation, type SentInputOf } from './define.ts';

/**
 * E-ticket PDFs and wallet passes (spec 02 §2, §7). The PDFs are documents the browser follows by
 * `hrefOf` (a plain download link); a wallet pass is made on demand, so its button POSTs and then
 * goes to the url it is answered.
 */

const inputs = () => import('./ticket-documents.inputs.ts');

/** The e-ticket PDF of one ticket, as a download. */
export const getTicketPdf = operation({
  method: 'GET',
  path: '/api/tickets/[id]/[secret]/pdf',
  input: () => inputs().then((m) => m.ticketPdfInput),
  answer: document(),
});

/** Several tickets (a package's, an event's) as one PDF, one page each: repeated `id` and `secret`, paired by position. */
export const getTicketsPdf = operation({
  method: 'GET',
  path: '/api/tickets/pdf',
  input: () => inputs().then((m) => m.ticketsPdfInput),
  answer: document(),
});

/** Where the browser goes next to add a pass: a same-origin path or a web address. */
export interface WalletPassUrl {
  url: string;
}

/** A pass of up to 10 tickets; 404 for an unknown wallet. */
export const addTicketsToWallet = operation({
  method: 'POST',
  path: '/api/wallets/[provider]/tickets',
  input: () => inputs().then((m) => m.walletTicketsInput),
  answer: json<WalletPassUrl>(),
});

/** The member card pass of one membership. */
export const addMemberCardToWallet = operation({
  method: 'POST',
  path: '/api/wallets/[provider]/member-card',
  input: () => inputs().then((m) => m.memberCardInput),
  answer: json<WalletPassUrl>(),
});

/** What a wallet button asks for, built on the server (lib/account/flows.ts) and sent by the button. */
export type WalletPassRequest =
  | { of: 'tickets'; provider: WalletProvider; input: SentInputOf<typeof addTicketsToWallet> }
  | { of: 'memberCard'; provider: WalletProvider; input: SentInputOf<typeof addMemberCardToWallet> };
