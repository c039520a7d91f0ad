/**
 * The test gateway's card form rules: the number passes the Luhn check with 12 to 19 digits, the
 * expiry is a real MM/YY month not yet past (a card is valid through the end of its month), the
 * CVC has 3 digits (4 for American Express numbers, which start with 34 or 37).
 */

import { isValidCardNumber } from '@/lib/domain/test-cards';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardError = 'cardNumberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid' | 'required';

export const digitsOf = (value: string) => value.replace(/\D/g, '');

export const isAmex = (digits: string) => /^3[47]/.test(digits);

export function checkCardNumber(value: string): CardError | undefined {
  const digits = digitsOf(value);
  if (!digits) return 'required';
  return isValidCardNumber(digits) ? undefined : 'cardNumberInvalid';
}

export function checkExpiry(value: string, now: Date): CardError | undefined {
  const digits = digitsOf(value);
  if (!digits) return 'required';
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'expiryInvalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiryInvalid';
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'expiryPast' : undefined;
}

export function checkCvc(value: string, cardNumber: string): CardError | undefined {
  const digits = digitsOf(value);
  if (!digits) return 'required';
  const length = isAmex(digitsOf(cardNumber)) ? 4 : 3;
  return digits.length === length && digits === value.trim() ? undefined : 'cvcInvalid';
}

/** A saved card's CVC (spec 02 §5: a saved card needs it): 4 digits for American Express, else 3. */
export function checkSavedCvc(value: string, type: string): CardError | undefined {
  const digits = digitsOf(value);
  if (!digits) return 'required';
  return digits.length === (type === 'amex' ? 4 : 3) && digits === value.trim() ? undefined : 'cvcInvalid';
}

/** Groups of four as typed (American Express 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: the slash comes by itself after the month (spec 01 §9: two-digit month and year). */
export function formatExpiry(value: string, previous: string): string {
  const digits = digitsOf(value).slice(0, 4);
  // Deleting the slash deletes it, not the user's way back.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 2);
  if (digits.length <= 2) return digits.length === 2 && value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
