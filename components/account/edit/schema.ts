import { z } from 'zod';
import { countryUsesStates, isCountryCode, isStateOf, normalizeCountry, statesOf } from '@/lib/domain/countries';
import type { EditMeInput } from '@/lib/ticketing/account';

/**
 * The personal information form (spec 01 §5). One schema serves the form's resolver and the
 * route handler (PUT /api/shops/{seller}/account/me). Messages are catalogue keys' last parts
 * (account.edit.error.*), so the form can translate them.
 */

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

export const editPersonalInfoSchema = z
  .object({
    company: text(200),
    prename: required(100),
    lastname: required(100),
    location: z.object({
      street: text(200),
      postal: text(20),
      city: text(100),
      country: z
        .string()
        .trim()
        .refine((value) => value === '' || isCountryCode(value), 'invalidCountry'),
      state: text(100),
    }),
  })
  .superRefine((value, ctx) => {
    const { country, state } = value.location;
    if (!state) return;
    // The state exists only for the state-enabled countries; for those with a list it must be on it.
    if (!countryUsesStates(country) || (statesOf(country).length > 0 && !isStateOf(country, state))) {
      ctx.addIssue({ code: 'custom', path: ['location', 'state'], message: 'invalidState' });
    }
  });

export type EditPersonalInfo = z.infer<typeof editPersonalInfoSchema>;

/** The form's values for a customer as the API answers it (absent parts as empty text). */
export function editValuesOf(customer: {
  company?: string | null | undefined;
  prename?: string | null | undefined;
  lastname?: string | null | undefined;
  location?: { street?: string | null; postal?: string | null; city?: string | null; state?: string | null; country?: string | null } | undefined;
}): EditPersonalInfo {
  const location = customer.location ?? {};
  const country = location.country ? normalizeCountry(location.country) : '';
  return {
    company: customer.company ?? '',
    prename: customer.prename ?? '',
    lastname: customer.lastname ?? '',
    location: {
      street: location.street ?? '',
      postal: location.postal ?? '',
      city: location.city ?? '',
      country,
      state: countryUsesStates(country) ? (location.state ?? '') : '',
    },
  };
}

/** The "edit me" call's payload (spec 01 §7): empty text becomes "not given". */
export function editMeInputOf(values: EditPersonalInfo): EditMeInput {
  const orNull = (value: string) => (value === '' ? null : value);
  const { street, postal, city, country, state } = values.location;
  return {
    company: orNull(values.company),
    prename: values.prename,
    lastname: values.lastname,
    location: {
      street: orNull(street),
      postal: orNull(postal),
      city: orNull(city),
      country: country ? normalizeCountry(country) : null,
      state: state ? state.toUpperCase() : null,
    },
  };
}
