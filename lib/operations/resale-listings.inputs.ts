import { z } from 'zod';
import { RESALE_LISTINGS_PAGE } from './resale-listings.ts';

/** Query of the step-1 resale listings (lib/operations/resale-listings.ts): how many to show. */
export const resaleListingsInput = z.object({
  top: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'tooSmall').max(100, 'tooLarge').default(RESALE_LISTINGS_PAGE),
});
