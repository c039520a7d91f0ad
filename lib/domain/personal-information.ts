import { countryUsesStates, normalizeCountry } from './countries.ts';
import type { EditMeInput } from '../ticketing/account.ts';
import type { PersonalInformation } from '../operations/account.inputs.ts';

/** The personal information form's values and what they become (spec 01 §5, §7). */

/** The form's values for a customer as the API answers it (absent parts as empty text). */
export function editValuesOf(customer: {
  company?: string | null | undefined;
  prename?: string | null | undefined;
  lastname?: string | null | undefined;
  location?: { street?: string | null; postal?: string | null; city?: string | null; state?: string | null; country?: string | null } | undefined;
}): PersonalInformation {
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
export function editMeInputOf(values: PersonalInformation): EditMeInput {
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
