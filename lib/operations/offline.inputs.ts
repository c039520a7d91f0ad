import { z } from 'zod';
import { toLocale } from '../i18n/locales.ts';

/** The manifest's language comes from the URL, so one URL is one answer a shared cache may keep. */
export const ticketsManifestInput = z.object({
  lang: z
    .string()
    .optional()
    .transform((value) => toLocale(value)),
});
