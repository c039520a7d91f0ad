import { z } from 'zod';
import { toLocale } from '../i18n/locales.ts';

/** A page of a shop's upcoming events, e.g. the child events of a season (`groupEventId`). */
export const shopEventsInput = z.object({
  groupEventId: z.string().min(1, 'required').max(100, 'tooLong').optional(),
  locale: z
    .string()
    .optional()
    .transform((value) => toLocale(value) ?? 'en'),
  top: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'tooSmall').max(1000, 'tooLarge').default(25),
  skip: z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'tooSmall').default(0),
});
