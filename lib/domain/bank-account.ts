/**
 * Bank details of a custom payment method (spec 01 §3, §5): SEPA needs iban, bic and
 * accountHolderName, ACH needs accountNumber, routingNumber and accountHolderName, all required
 * with format checks. The form, the route handler's schema and the sandbox use these checks.
 *
 * - IBAN: spaces ignored, any letter case; two letters, two check digits, then 11 to 30 letters or
 *   digits; the length its country's register gives (for the countries listed below); and the
 *   ISO 13616 check: moved-around and read as a number, it leaves 1 when divided by 97.
 * - BIC: 8 or 11 characters: bank (4 letters), country (2 letters), location (2), branch (3, optional).
 * - ACH account number: 4 to 17 digits. Routing number: 9 digits whose ABA checksum
 *   3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 * - Account holder: not blank, at most 70 characters (the SEPA name field's length).
 */

export type SepaField = 'iban' | 'bic' | 'accountHolderName';
export type AchField = 'accountNumber' | 'routingNumber' | 'accountHolderName';
export type BankAccountError = 'required' | 'invalidIban' | 'invalidBic' | 'invalidAccountNumber' | 'invalidRoutingNumber' | 'tooLong';

export const ACCOUNT_HOLDER_NAME_MAX = 70;

/** IBAN lengths of the SEPA countries (SWIFT's IBAN register); other countries get the general format only. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** Spaces (and the dashes some banks print) removed, upper case: how an IBAN or BIC is stored. */
export function compactBankCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The ISO 7064 mod 97-10 remainder of an IBAN, its first four characters moved to the end. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    // Letters count as two digits (A = 10 … Z = 35), digits as one.
    remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = compactBankCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return ibanRemainder(iban) === 1;
}

export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(compactBankCode(value));
}

export function isValidRoutingNumber(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value.trim());
}

function holderError(value: string | undefined): BankAccountError | undefined {
  const name = value?.trim() ?? '';
  if (!name) return 'required';
  return name.length > ACCOUNT_HOLDER_NAME_MAX ? 'tooLong' : undefined;
}

function check(value: string | undefined, valid: (text: string) => boolean, error: BankAccountError): BankAccountError | undefined {
  if (!value?.trim()) return 'required';
  return valid(value) ? undefined : error;
}

/** The first error of each SEPA field; an empty object when the details may be sent. */
export function sepaErrors(input: Partial<Record<SepaField, string>>): Partial<Record<SepaField, BankAccountError>> {
  const errors: Partial<Record<SepaField, BankAccountError>> = {};
  const iban = check(input.iban, isValidIban, 'invalidIban');
  if (iban) errors.iban = iban;
  const bic = check(input.bic, isValidBic, 'invalidBic');
  if (bic) errors.bic = bic;
  const holder = holderError(input.accountHolderName);
  if (holder) errors.accountHolderName = holder;
  return errors;
}

/** The first error of each ACH field; an empty object when the details may be sent. */
export function achErrors(input: Partial<Record<AchField, string>>): Partial<Record<AchField, BankAccountError>> {
  const errors: Partial<Record<AchField, BankAccountError>> = {};
  const accountNumber = check(input.accountNumber, isValidAccountNumber, 'invalidAccountNumber');
  if (accountNumber) errors.accountNumber = accountNumber;
  const routingNumber = check(input.routingNumber, isValidRoutingNumber, 'invalidRoutingNumber');
  if (routingNumber) errors.routingNumber = routingNumber;
  const holder = holderError(input.accountHolderName);
  if (holder) errors.accountHolderName = holder;
  return errors;
}

/** The last four characters of an IBAN or account number, to tell saved methods apart. */
export function bankAccountLast4(accountNumberOrIban: string): string {
  return compactBankCode(accountNumberOrIban).slice(-4);
}

/** An IBAN in groups of four as people read and type it ('DE89 3704 0044 …'). */
export function formatIban(value: string): string {
  return compactBankCode(value)
    .replace(/(.{4})(?=.)/g, '$1 ');
}
