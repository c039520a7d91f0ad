import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { WALLET_MAX_TICKETS } from '../domain/ticket-actions.ts';

/**
 * Inputs of the PDF and wallet operations (lib/operations/ticket-documents.ts). The PDF links carry
 * the tickets as repeated `id` and `secret` query parameters (paired by position) and `lang` (spec 02
 * §1: "links carrying id, secret and lang"), so "download all" is a plain download link; the wallet
 * buttons POST the same tickets as JSON.
 */

/** The ticket limit of one "download all" PDF; a package or an event's tickets fit well within. */
export const PDF_MAX_TICKETS = 200;

const token = z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong');
/** An unknown language falls back to English rather than failing a download. */
const lang = z.enum(SUPPORTED_LOCALES).optional().catch('en');
const ticketRef = z.object({ id: token, secret: token });

/** A query key given once is a string, given again a list (lib/http/route.ts queryRecord). */
const repeated = z.union([token, z.array(token)], { error: 'required' }).transform((value) => (Array.isArray(value) ? value : [value]));

export const ticketPdfInput = z.object({ lang });

export const ticketsPdfInput = z
  .object({ id: repeated.pipe(z.array(token).max(PDF_MAX_TICKETS, 'tooLarge')), secret: repeated, lang })
  .refine((input) => input.id.length === input.secret.length, { message: 'invalid', path: ['secret'] });

export const walletTicketsInput = z.object({ tickets: z.array(ticketRef, { error: 'required' }).min(1, 'required').max(WALLET_MAX_TICKETS, 'tooLarge'), lang });

export const memberCardInput = z.object({ membership: ticketRef, lang });
