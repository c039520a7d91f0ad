import { describe, expect, it } from 'vitest';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { callingCodeOf, isPhoneRegion, PHONE_REGIONS, regionsOfCallingCode } from '@/lib/domain/calling-codes';

/** The written-out table must say what the phone library says (ADR 0043). */
describe('calling codes', () => {
  it('lists exactly the regions of the phone library', () => {
    expect(PHONE_REGIONS).toEqual([...getCountries()].sort());
  });

  it('gives every region the library’s calling code', () => {
    for (const region of getCountries()) expect(callingCodeOf(region), region).toBe(getCountryCallingCode(region));
  });

  it('names each code’s regions, the main one first, as the library’s metadata does', () => {
    for (const [code, regions] of Object.entries(metadata.country_calling_codes)) {
      const geographic = regions.filter((region: string) => region !== '001');
      if (geographic.length > 0) expect(regionsOfCallingCode(code), code).toEqual(geographic);
    }
  });

  it.each([
    ['GB', '44', true],
    ['US', '1', true],
    ['DE', '49', true],
    ['XX', undefined, false],
    ['gb', undefined, false],
  ] as const)('%s → %s', (region, code, known) => {
    expect(callingCodeOf(region)).toBe(code);
    expect(isPhoneRegion(region)).toBe(known);
    if (known) expect(getCountryCallingCode(region as CountryCode)).toBe(code);
  });
});
