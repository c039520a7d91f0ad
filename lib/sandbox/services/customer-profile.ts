import { z } from 'zod';
import type { Customer } from '../../ticketing/schemas/customer.ts';

/**
 * "Edit me" (spec 01 §5, §7): company optional, first and last name required after trimming, the
 * address parts optional. Unknown keys are dropped, so the body can never change the id, e-mail,
 * seller, verification or login of the account.
 */

/** Trimmed text; empty becomes null, which the schemas read as "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max);

export const editMeSchema = z.object({
  company: optionalText(200),
  prename: requiredText(100),
  lastname: requiredText(100),
  location: z
    .object({
      street: optionalText(200),
      postal: optionalText(20),
      city: optionalText(100),
      state: optionalText(100),
      // The form's country select sends ISO codes; the address autocomplete may send them lower-case (spec 01 §5).
      country: optionalText(2)
        .refine((value) => value === null || /^[A-Za-z]{2}$/.test(value), 'expected a two-letter country code')
        .transform((value) => value?.toUpperCase() ?? null),
    })
    .optional(),
});
export type EditMe = z.infer<typeof editMeSchema>;

export function applyEdit(customer: Customer, edit: EditMe): Customer {
  return {
    ...customer,
    company: edit.company,
    prename: edit.prename,
    lastname: edit.lastname,
    // The menu and pill show `name`; it follows the edited parts.
    name: `${edit.prename} ${edit.lastname}`,
    ...(edit.location ? { location: edit.location } : {}),
  };
}
