import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { WalletPass, WalletProvider } from '../../ticketing/ticket-documents.ts';
import { BARCODE_REVEAL_HOURS, barcodeRevealAt, isBarcodeRevealed } from '../../domain/barcode.ts';
import { WALLET_MAX_TICKETS } from '../../domain/ticket-actions.ts';
import { walletAllowsDelivery } from '../../domain/hard-tickets.ts';
import { badRequest, coded, notFound } from '../http/errors.ts';
import type { PdfPage } from '../pdf/writer.ts';
import { ticketPage } from '../pdf/ticket-page.ts';
import { documentBySecret } from './by-secret.ts';
import { newId, secretsMatch } from './ids.ts';
import { LOCALE, TEXTS, eventName, type Lang } from './ticket-document-texts.ts';
import { documentTitle, ticketSheet } from './ticket-sheet.ts';

/**
 * What the sandbox's e-ticket PDFs and wallet passes hold (spec 02 §7, §9). Tickets are read by id
 * and secret like every capability link; a ticket must be valid and enabled for the document.
 * Texts are the API's own (English or German by `lang`), not the storefront's catalogue.
 */

// The routes read the language from here, with the documents it is for.
export { langOf } from './ticket-document-texts.ts';

export interface TicketRefInput {
  id: string;
  secret: string;
}

type Purpose = 'pdf' | WalletProvider;

const enabledFor = (ticket: Ticket, purpose: Purpose) =>
  purpose === 'pdf' ? ticket.pdfEnabled === true : purpose === 'apple' ? ticket.appleWalletEnabled === true : ticket.googleWalletEnabled === true;

/** A ticket by its secret that may go into the document: 404 (unknown id or wrong secret alike), then 422 when disabled or not valid. */
function documentTicket(ctx: SandboxContext, ref: TicketRefInput, purpose: Purpose): { ticket: Ticket; event: StoredEvent } {
  const ticket = documentBySecret(ctx, 'tickets', ref.id, ref.secret, 'Ticket');
  // A hard ticket goes into a wallet only as the seller's wallet settings allow (lib/domain/hard-tickets.ts).
  const walletBarred = purpose !== 'pdf' && !walletAllowsDelivery(ticket.deliveryType, purpose, ctx.store.get('sellers', ticket.sellerId ?? '')?.walletSettings);
  if (!enabledFor(ticket, purpose) || walletBarred) throw coded(422, purpose === 'pdf' ? 'pdfDisabled' : 'walletDisabled', `Ticket ${ticket._id} has no ${purpose === 'pdf' ? 'PDF' : `${purpose} wallet pass`}`);
  if (ticket.status !== 'valid') throw coded(422, 'ticketNotValid', `Ticket ${ticket._id} is not valid`);
  const event = ctx.store.get('events', ticket.eventId);
  if (!event) throw notFound('Event');
  return { ticket, event };
}

function formatDate(iso: string, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}

function seatText(ticket: Ticket): string | undefined {
  const seat = ticket.seatingInfo;
  if (!seat) return undefined;
  const parts = [seat.sectionName, seat.groupName, seat.rowName, seat.seatName, seat.name].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The barcode's value once it is revealed; before, the sentence saying when it will be. */
function barcodeState(ctx: SandboxContext, ticket: Ticket, event: StoredEvent, lang: Lang): { value: string } | { notice: string } {
  const t = TEXTS[lang];
  const revealFrom = ticket.relevancyDate ?? ticket.slotStartTime ?? event.start;
  const revealed = isBarcodeRevealed({ ticket, eventStart: revealFrom, revealHoursBeforeStart: BARCODE_REVEAL_HOURS, now: ctx.now() });
  if (revealed && ticket.barcode) return { value: ticket.barcode };
  const revealAt = barcodeRevealAt(revealFrom, BARCODE_REVEAL_HOURS);
  return { notice: revealAt ? `${t.revealAt} ${formatDate(revealAt.toISOString(), lang, event.timezone)}` : t.revealLater };
}

/** The facts a wallet pass states, one line each. */
function ticketFacts(ctx: SandboxContext, ticket: Ticket, event: StoredEvent, lang: Lang) {
  const t = TEXTS[lang];
  const start = ticket.slotStartTime ?? event.start;
  const holder = [ticket.firstname, ticket.lastname].filter(Boolean).join(' ');
  const seat = seatText(ticket);
  const code = barcodeState(ctx, ticket, event, lang);
  return {
    title: eventName(event, lang),
    date: formatDate(start, lang, event.timezone),
    type: `${t.ticket}: ${ticket.ticketName ?? ticket.name ?? ''}`.trim(),
    holder: holder ? `${t.holder}: ${holder}` : undefined,
    seat: seat ? `${t.seat}: ${seat}` : undefined,
    barcode: 'value' in code ? `${t.barcode}: ${code.value}` : code.notice,
  };
}

/** The pages of an e-ticket PDF, one per ticket, each ticket checked by its own secret. */
export function ticketPdfPages(ctx: SandboxContext, refs: readonly TicketRefInput[], lang: Lang): { pages: PdfPage[]; title: string } {
  if (refs.length === 0) throw badRequest('No tickets given');
  const documents = refs.map((ref) => documentTicket(ctx, ref, 'pdf'));
  const pages = documents.map(({ ticket, event }) => ticketPage(ticketSheet(ctx, { ticket, event, lang, code: barcodeState(ctx, ticket, event, lang) })));
  return { pages, title: documentTitle(documents.map(({ event }) => event), lang) };
}

function storePass(ctx: SandboxContext, pass: Omit<WalletPass, '_id' | 'createdAt'>, sellerId: string | undefined): WalletPass {
  const doc: WalletPass = { _id: newId('wps'), createdAt: ctx.now().toISOString(), ...pass };
  return ctx.store.put('walletPasses', doc, { sellerId });
}

/** A pass of up to WALLET_MAX_TICKETS tickets (spec 02 §9); 400 above. */
export function issueTicketsPass(ctx: SandboxContext, input: { provider: WalletProvider; refs: readonly TicketRefInput[]; lang: Lang; sellerId?: string | undefined }): WalletPass {
  if (input.refs.length === 0) throw badRequest('No tickets given');
  if (input.refs.length > WALLET_MAX_TICKETS) throw coded(400, 'tooManyTickets', `A wallet pass holds at most ${WALLET_MAX_TICKETS} tickets`);
  const items = input.refs.map((ref) => {
    const { ticket, event } = documentTicket(ctx, ref, input.provider);
    if (input.sellerId && ticket.sellerId && ticket.sellerId !== input.sellerId) throw badRequest(`Ticket ${ticket._id} belongs to another seller`);
    const facts = ticketFacts(ctx, ticket, event, input.lang);
    return { title: facts.title, lines: [facts.date, facts.type, facts.holder, facts.seat, facts.barcode].filter((line): line is string => Boolean(line)) };
  });
  return storePass(ctx, { provider: input.provider, kind: 'tickets', lang: input.lang, items }, input.sellerId);
}

/** The member card of one membership, found by its id and checked by its secret. */
export function issueMemberCardPass(ctx: SandboxContext, input: { provider: WalletProvider; ref: TicketRefInput; lang: Lang }): WalletPass {
  // Memberships live inside their program's document (services/memberships.ts); at most a few per seller.
  const program = ctx.store.list('membershipPrograms').docs.find((candidate) => candidate.membership?._id === input.ref.id);
  const membership = program?.membership;
  // A wrong secret is answered like an unknown id, so the answer never confirms that an id exists.
  if (!program || !membership || !secretsMatch(membership.secret ?? undefined, input.ref.secret)) throw notFound('Membership');
  if (program.issuesPasses !== true) throw coded(422, 'walletDisabled', `${program.name} issues no wallet passes`);
  const t = TEXTS[input.lang];
  const tier = program.tiers?.find((candidate) => candidate._id === (program.activeTierId ?? membership.tierId));
  const lines = [t.memberCard, tier ? `${t.tier}: ${tier.name}` : undefined, program.tracksPoints !== false ? `${t.points}: ${program.balance ?? membership.balance ?? 0}` : undefined];
  return storePass(ctx, { provider: input.provider, kind: 'memberCard', lang: input.lang, items: [{ title: program.name, lines: lines.filter((line): line is string => Boolean(line)) }] }, undefined);
}
