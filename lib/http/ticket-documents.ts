import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import type { TicketingFile } from '../ticketing/client.ts';
import type { TicketRef } from '../ticketing/ticket-documents.ts';
import { errorJson, parseInput, type Parsed } from './guards.ts';

/**
 * Input and output of the storefront's PDF and wallet routes. Their links carry the tickets as
 * repeated `id` and `secret` parameters (paired by position) and `lang` (spec 02 §1: "links
 * carrying id, secret and lang"), so a plain <a href download> and a button's POST share one form.
 */

/** The ticket limit of one "download all" PDF; a package or an event's tickets fit well within. */
export const PDF_MAX_TICKETS = 200;

const tokenSchema = z.string().trim().min(1).max(200);
export const langSchema = z.enum(SUPPORTED_LOCALES).catch('en');

const refsSchema = (max: number) =>
  z
    .object({ ids: z.array(tokenSchema).min(1).max(max), secrets: z.array(tokenSchema).min(1).max(max), lang: langSchema })
    .refine((input) => input.ids.length === input.secrets.length, { message: 'Every id needs its secret', path: ['secret'] });

export function parseTicketRefs(url: URL, max: number): Parsed<{ tickets: TicketRef[]; lang: (typeof SUPPORTED_LOCALES)[number] }> {
  const parsed = parseInput(refsSchema(max), { ids: url.searchParams.getAll('id'), secrets: url.searchParams.getAll('secret'), lang: url.searchParams.get('lang') ?? undefined });
  if (!parsed.ok) return parsed;
  const { ids, secrets, lang } = parsed.data;
  return { ok: true, data: { tickets: ids.map((id, index) => ({ id, secret: secrets[index] ?? '' })), lang } };
}

/** A PDF passed through to the browser as a download; anything but a PDF upstream is a 502. */
export function pdfDownload(file: TicketingFile, fallbackName: string): Response {
  if (!file.contentType.toLowerCase().startsWith('application/pdf')) return errorJson(502, 'The ticketing API answered unexpectedly');
  const upstreamName = /filename="?([\w.-]+\.pdf)"?/i.exec(file.disposition ?? '')?.[1];
  return new Response(file.bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${upstreamName ?? fallbackName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Only a web address or a same-origin path may become the browser's next page (never javascript:). */
export function isNavigableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
