import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

/**
 * Phone numbers (spec 02 §5 "Phone: country plus number merged into an E.164 value; empty country
 * or number gives null"; §9 "Phone default country from geolocation or browser language").
 *
 * Uses libphonenumber-js with its small ("min") metadata, which also runs in the browser bundle of
 * the checkout form; validity is checked by number length and leading digits per country.
 */

export type E164Result = { ok: true; value: string | null } | { ok: false };

/** Country for the phone field when nothing better is known. */
export const DEFAULT_PHONE_COUNTRY = 'GB';

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

/** A country for a bare language (no region in the browser language and no seller country). */
export const LANGUAGE_DEFAULT_COUNTRIES: Readonly<Record<string, string>> = {
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  es: 'ES',
  nl: 'NL',
  pl: 'PL',
  pt: 'PT',
  da: 'DK',
  sv: 'SE',
  nb: 'NO',
  fi: 'FI',
  cs: 'CZ',
  en: 'GB',
};

/**
 * The phone field's preselected country. Geolocation is not ours to call here, so: the region of
 * the browser language ('de-AT' → AT, 'en_US' → US) if it is a phone region; else the seller's
 * country; else the language's home country ('de' → DE, 'en' → GB); else DEFAULT_PHONE_COUNTRY.
 */
export function defaultPhoneCountry(sellerCountry?: string | null, browserLanguage?: string | null): string {
  let language: string | undefined;
  let region: string | undefined;
  if (browserLanguage?.trim()) {
    try {
      const locale = new Intl.Locale(browserLanguage.trim().replace(/_/g, '-'));
      language = locale.language;
      region = locale.region;
    } catch {
      // Not a language tag: ignore it.
    }
  }
  return (
    supported(region) ??
    supported(sellerCountry) ??
    (language !== undefined ? supported(LANGUAGE_DEFAULT_COUNTRIES[language.toLowerCase()]) : undefined) ??
    DEFAULT_PHONE_COUNTRY
  );
}
