import { z } from 'zod';
import { toLocale } from '../i18n/locales.ts';

/** The query of an event's tickets: the page's language (labels and PDF links are made on the server, ADR 0006). */
export const eventTicketsInput = z.object({
  locale: z
    .string()
    .max(35, 'tooLong')
    .optional()
    .transform((value) => toLocale(value) ?? 'en'),
});
