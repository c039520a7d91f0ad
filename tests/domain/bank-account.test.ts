import { describe, expect, it } from 'vitest';
import {
  achErrors,
  bankAccountLast4,
  formatIban,
  isValidAccountNumber,
  isValidBic,
  isValidIban,
  isValidRoutingNumber,
  sepaErrors,
} from '../../lib/domain/bank-account.ts';

/** Spec 01 §5 custom payment method: SEPA and ACH details, all required with format checks. */

describe('isValidIban (country length and mod 97)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', true],
    ['de89370400440532013000', true],
    ['GB29 NWBK 6016 1331 9268 19', true],
    ['FR14 2004 1010 0505 0001 3M02 606', true],
    ['NL91 ABNA 0417 1643 00', true],
    ['AT61 1904 3002 3457 3201', true],
    ['CH93 0076 2011 6238 5295 7', true],
    ['NO93 8601 1117 947', true],
    ['MT84 MALT 0110 0001 2345 MTLC AST0 01S', true],
    ['DE89 3704 0044 0532 0130 01', false],
    ['DE88 3704 0044 0532 0130 00', false],
    ['DE89 3704 0044 0532 0130 0', false],
    ['DE89 3704 0044 0532 0130 000', false],
    ['GB29 NWBK 6016 1331 9268 1', false],
    ['XX00 1234', false],
    ['89DE 3704 0044 0532 0130 00', false],
    ['DE89-3704-0044-0532-0130-00', true],
    ['DE89 3704 0044 0532 0130 0!', false],
    ['', false],
  ])('%s -> %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });
});

describe('isValidBic (8 or 11 characters)', () => {
  it.each([
    ['COBADEFF', true],
    ['COBADEFFXXX', true],
    ['cobadeff xxx', true],
    ['NWBKGB2L', true],
    ['DEUTDEDB101', true],
    ['COBADEF', false],
    ['COBADEFFXX', false],
    ['COBADEFFXXXX', false],
    ['1OBADEFF', false],
    ['COBA1EFF', false],
    ['', false],
  ])('%s -> %s', (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });
});

describe('isValidRoutingNumber (ABA checksum)', () => {
  it.each([
    ['011000015', true],
    ['021000021', true],
    ['122105155', true],
    [' 011000015 ', true],
    ['011000016', false],
    ['01100001', false],
    ['0110000150', false],
    ['01100001a', false],
    ['000000000', true],
  ])('%s -> %s', (routing, valid) => {
    expect(isValidRoutingNumber(routing)).toBe(valid);
  });
});

describe('isValidAccountNumber (4 to 17 digits)', () => {
  it.each([
    ['1234', true],
    ['12345678901234567', true],
    ['123', false],
    ['123456789012345678', false],
    ['1234-5678', false],
    ['', false],
  ])('%s -> %s', (account, valid) => {
    expect(isValidAccountNumber(account)).toBe(valid);
  });
});

describe('sepaErrors and achErrors: the first error of each field', () => {
  it.each([
    [{ iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', accountHolderName: 'Ada Lovelace' }, {}],
    [{}, { iban: 'required', bic: 'required', accountHolderName: 'required' }],
    [{ iban: '  ', bic: ' ', accountHolderName: '   ' }, { iban: 'required', bic: 'required', accountHolderName: 'required' }],
    [{ iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBADE', accountHolderName: 'A'.repeat(71) }, { iban: 'invalidIban', bic: 'invalidBic', accountHolderName: 'tooLong' }],
    [{ iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFF', accountHolderName: 'A'.repeat(70) }, {}],
  ])('SEPA %j -> %j', (input, errors) => {
    expect(sepaErrors(input)).toEqual(errors);
  });

  it.each([
    [{ accountNumber: '000123456789', routingNumber: '011000015', accountHolderName: 'Ada Lovelace' }, {}],
    [{}, { accountNumber: 'required', routingNumber: 'required', accountHolderName: 'required' }],
    [{ accountNumber: '12', routingNumber: '011000016', accountHolderName: 'Ada' }, { accountNumber: 'invalidAccountNumber', routingNumber: 'invalidRoutingNumber' }],
  ])('ACH %j -> %j', (input, errors) => {
    expect(achErrors(input)).toEqual(errors);
  });
});

describe('display', () => {
  it('shows the last four characters and groups an IBAN by four', () => {
    expect(bankAccountLast4('de89 3704 0044 0532 0130 00')).toBe('3000');
    expect(bankAccountLast4('000123456789')).toBe('6789');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
