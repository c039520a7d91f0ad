import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import type { E164Result, PhoneRules } from './phone-rules.ts';

export type { E164Result } from './phone-rules.ts';

/**
 * Phone numbers (spec 02 §5 "Phone: country plus number merged into an E.164 value; empty country
 * or number gives null"; §9 "Phone default country from geolocation or browser language").
 *
 * Uses libphonenumber-js with its small ("min") metadata; validity is checked by number length and
 * leading digits per country. The default country is lib/domain/phone-country.ts, the calling
 * codes lib/domain/calling-codes.ts: neither needs the library.
 */

function supported(code: string | null | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && isSupportedCountry(upper) ? (upper as CountryCode) : undefined;
}

/**
 * The E.164 form of a number typed for a country: `{ ok: true, value: null }` when the country or
 * the number is empty, `{ ok: false }` when the country is unknown or the number is not valid.
 * A number typed in international form (+...) is read as such, whatever the country.
 */
export function toE164(country: string | null | undefined, number: string | null | undefined): E164Result {
  const typed = number?.trim() ?? '';
  if (!country?.trim() || !typed) return { ok: true, value: null };
  const region = supported(country);
  if (!region) return { ok: false };
  const parsed = parsePhoneNumberFromString(typed, region);
  return parsed?.isValid() ? { ok: true, value: parsed.number } : { ok: false };
}

/** Whether a stored value is a valid E.164 number. */
export function isValidE164(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\+[1-9]\d{1,14}$/.test(value)) return false;
  return parsePhoneNumberFromString(value)?.isValid() === true;
}

/** Splits a stored E.164 value back into the form's country and national number; undefined when unreadable. */
export function fromE164(value: string | null | undefined): { country: string; number: string } | undefined {
  if (!value) return undefined;
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.country ? { country: parsed.country, number: parsed.formatNational() } : undefined;
}

/**
 * The rules above as one value, for the domain functions that take them (lib/domain/phone-rules.ts):
 * the server passes this; the browser loads it when the buyer first works in a form (ADR 0043).
 */
export const PHONE_RULES: PhoneRules = { toE164, isValidE164 };
