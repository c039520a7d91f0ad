import { describe, it, expect } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_STATES,
  STATE_COUNTRIES,
  countryUsesStates,
  isCountryCode,
  isStateOf,
  stateAfterCountryChange,
  statesOf,
} from '../../lib/domain/countries.ts';

describe('COUNTRY_CODES (ISO 3166-1 alpha-2)', () => {
  it('holds the 249 assigned codes, each once, each a region the runtime can name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((code) => !/^[A-Z]{2}$/.test(code) || names.of(code) === undefined)).toEqual([]);
  });

  it.each<[unknown, boolean]>([
    ['DE', true],
    ['de', true],
    [' us ', true],
    ['GB', true],
    ['UK', false],
    ['XK', false],
    ['EU', false],
    ['DEU', false],
    ['', false],
    [null, false],
  ])('isCountryCode(%j) -> %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('state-enabled countries', () => {
  it('enables states for US, CA, AU, BR, MX and IN', () => {
    expect([...STATE_COUNTRIES].sort()).toEqual(['AU', 'BR', 'CA', 'IN', 'MX', 'US']);
  });

  it.each<[string, number]>([
    ['US', 51],
    ['CA', 13],
    ['AU', 8],
    ['BR', 27],
    ['MX', 0],
    ['IN', 0],
  ])('%s lists %i states (0: free text)', (country, count) => {
    const list = statesOf(country);
    expect(list).toHaveLength(count);
    expect(new Set(list.map((state) => state.code)).size).toBe(count);
    expect(list.every((state) => /^[A-Z]{2,3}$/.test(state.code) && state.name.length > 0)).toBe(true);
  });

  it('lists states only for state-enabled countries', () => {
    expect(Object.keys(COUNTRY_STATES)).toEqual([...STATE_COUNTRIES]);
    expect(STATE_COUNTRIES.every((code) => isCountryCode(code))).toBe(true);
  });

  it.each<[string | null | undefined, boolean]>([
    ['US', true],
    ['us', true],
    ['CA', true],
    ['IN', true],
    ['DE', false],
    ['GB', false],
    ['', false],
    [undefined, false],
    ['toString', false],
  ])('countryUsesStates(%j) -> %s', (code, expected) => {
    expect(countryUsesStates(code)).toBe(expected);
  });

  it.each<[string, string | undefined, boolean]>([
    ['US', 'NY', true],
    ['US', 'ny', true],
    ['US', 'ON', false],
    ['CA', 'ON', true],
    ['AU', 'NSW', true],
    ['US', '', false],
    ['US', undefined, false],
    ['MX', 'Jalisco', true],
    ['MX', '  ', false],
    ['DE', 'BY', false],
  ])('isStateOf(%s, %j) -> %s', (country, state, expected) => {
    expect(isStateOf(country, state)).toBe(expected);
  });
});

describe('stateAfterCountryChange (spec 01 §4: cleared unless the new country uses states)', () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['DE', 'NY', undefined],
    ['GB', 'CA', undefined],
    [undefined, 'NY', undefined],
    ['US', 'NY', 'NY'],
    ['CA', 'ON', 'ON'],
    ['US', undefined, undefined],
    ['us', 'TX', 'TX'],
  ])('to %s with state %s -> %s', (country, state, expected) => {
    expect(stateAfterCountryChange(country, state)).toBe(expected);
  });
});
