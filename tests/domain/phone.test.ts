import { describe, it, expect } from 'vitest';
import { fromE164, isValidE164, toE164, type E164Result } from '../../lib/domain/phone.ts';
import { DEFAULT_PHONE_COUNTRY, defaultPhoneCountry, phoneFieldFromE164 } from '../../lib/domain/phone-country.ts';

describe('toE164 (spec 02 §5: country plus number merged into E.164; empty gives null)', () => {
  it.each<[string, string | null | undefined, string | null | undefined, E164Result]>([
    ['a German mobile in national form', 'DE', '0151 23456789', { ok: true, value: '+4915123456789' }],
    ['a US number with punctuation', 'US', '(415) 555-2671', { ok: true, value: '+14155552671' }],
    ['a UK number', 'GB', '020 7946 0958', { ok: true, value: '+442079460958' }],
    ['lower-case country', 'at', '0664 1234567', { ok: true, value: '+436641234567' }],
    ['an international number typed under another country', 'AT', '+49 151 23456789', { ok: true, value: '+4915123456789' }],
    ['an empty number', 'DE', '', { ok: true, value: null }],
    ['a blank number', 'DE', '   ', { ok: true, value: null }],
    ['no number', 'DE', undefined, { ok: true, value: null }],
    ['an empty country', '', '0151 23456789', { ok: true, value: null }],
    ['no country', null, '0151 23456789', { ok: true, value: null }],
    ['too short', 'DE', '123', { ok: false }],
    ['letters', 'DE', 'call me', { ok: false }],
    ['an unknown country', 'ZZ', '0151 23456789', { ok: false }],
  ])('%s', (_case, country, number, expected) => {
    expect(toE164(country, number)).toEqual(expected);
  });
});

describe('isValidE164 and fromE164', () => {
  it.each<[unknown, boolean]>([
    ['+4915123456789', true],
    ['+14155552671', true],
    ['4915123456789', false],
    ['+49 151 23456789', false],
    ['+491', false],
    ['', false],
    [4915123456789, false],
  ])('isValidE164(%j) -> %s', (value, expected) => {
    expect(isValidE164(value)).toBe(expected);
  });

  it.each<[string | undefined, { country: string; number: string } | undefined]>([
    ['+4915123456789', { country: 'DE', number: '01512 3456789' }],
    ['+14155552671', { country: 'US', number: '(415) 555-2671' }],
    [undefined, undefined],
    ['nonsense', undefined],
  ])('fromE164(%j)', (value, expected) => {
    expect(fromE164(value)).toEqual(expected);
  });

  it('round-trips through the form', () => {
    const split = fromE164('+436641234567')!;
    expect(toE164(split.country, split.number)).toEqual({ ok: true, value: '+436641234567' });
  });
});

describe('defaultPhoneCountry (browser language region, then seller country, then language, then default)', () => {
  it.each<[string | undefined, string | undefined, string]>([
    [undefined, 'de-AT', 'AT'],
    ['DE', 'en-US', 'US'],
    ['DE', 'en_US', 'US'],
    ['DE', 'en', 'DE'],
    [undefined, 'en', 'GB'],
    [undefined, 'de', 'DE'],
    ['AT', 'de', 'AT'],
    ['at', undefined, 'AT'],
    [undefined, 'es-419', 'ES'],
    ['ZZ', 'xx', DEFAULT_PHONE_COUNTRY],
    [undefined, 'not a tag!', DEFAULT_PHONE_COUNTRY],
    [undefined, undefined, DEFAULT_PHONE_COUNTRY],
  ])('seller %s, browser %s -> %s', (seller, language, expected) => {
    expect(defaultPhoneCountry(seller, language)).toBe(expected);
  });

  it('defaults to GB', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('GB');
  });
});

describe('phoneFieldFromE164 (a stored number back in the field, without the phone library)', () => {
  it.each<[string | null | undefined, { country: string; number: string } | undefined]>([
    ['+447700900123', { country: 'GB', number: '+447700900123' }],
    ['+4930123456', { country: 'DE', number: '+4930123456' }],
    ['+35312345678', { country: 'IE', number: '+35312345678' }],
    ['+12025550123', { country: 'US', number: '+12025550123' }],
    ['+79123456789', { country: 'RU', number: '+79123456789' }],
    ['+999123', undefined],
    ['0044770090', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %j', (value, expected) => {
    expect(phoneFieldFromE164(value)).toEqual(expected);
  });

  it('gives a pair the phone rules read back as the same number', () => {
    for (const value of ['+447911123456', '+4930123456', '+12025550123', '+41446681800']) {
      const pair = phoneFieldFromE164(value)!;
      expect(toE164(pair.country, pair.number)).toEqual({ ok: true, value });
    }
  });
});
