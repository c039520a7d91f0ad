import { isPhoneRegion, regionsOfCallingCode } from './calling-codes.ts';

/**
 * The phone field's preselected country (spec 02 §9 "Phone default country from geolocation or
 * browser language"), decided without the phone number library, which the browser loads only
 * when the buyer first works in the form (ADR 0043).
 */

/** Country for the phone field when nothing better is known. */
export const DEFAULT_PHONE_COUNTRY = 'GB';

function phoneRegion(code: string | null | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && isPhoneRegion(upper) ? upper : undefined;
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
    phoneRegion(region) ??
    phoneRegion(sellerCountry) ??
    (language !== undefined ? phoneRegion(LANGUAGE_DEFAULT_COUNTRIES[language.toLowerCase()]) : undefined) ??
    DEFAULT_PHONE_COUNTRY
  );
}

/**
 * A stored E.164 value for the phone field without the phone library: the main region of its
 * calling code (the longest of 1 to 3 digits that is one) and the number as stored, which the field
 * reads in international form whatever the country ('+447700900123' → GB, '+447700900123').
 * Undefined for anything that is not E.164.
 */
export function phoneFieldFromE164(value: string | null | undefined): { country: string; number: string } | undefined {
  if (!value || !/^\+[1-9]\d{1,14}$/.test(value)) return undefined;
  for (const length of [3, 2, 1]) {
    const region = regionsOfCallingCode(value.slice(1, 1 + length))[0];
    if (region) return { country: region, number: value };
  }
  return undefined;
}
