import { COUNTRY_CODES } from '@/lib/domain/countries';

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/**
 * Every ISO country with its name in the page language (Intl.DisplayNames), sorted by that name.
 * Built once per language: 249 names are cheap, but the selects re-render on every keystroke.
 */
export function countryOptions(locale: string, codes: readonly string[] = COUNTRY_CODES): CountryOption[] {
  const key = `${locale}|${codes === COUNTRY_CODES ? '*' : codes.join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  const options = codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(key, options);
  return options;
}
