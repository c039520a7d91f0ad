/**
 * The card form of the sandbox's test gateway (ADR 0009 "test cards"): validation shared by the
 * payment form, the storefront route handler and the sandbox, and what each test card does.
 *
 * - The number is 12 to 19 digits (spaces and dashes ignored) passing the Luhn check.
 * - The expiry is MM/YY (spaces around the slash allowed); a card is valid through the last day of
 *   its month, counted in UTC, so the current month still pays.
 * - The CVC is 3 or 4 digits.
 * - 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 needs the
 *   sandbox bank's authorization page; any other valid number succeeds (no money moves).
 */

import { hasValidCheckDigit } from './card-number.ts';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  redirect: '4000000000003220',
} as const;

export type TestCardOutcome = 'succeeded' | 'declined' | 'redirect';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardFieldError = 'required' | 'invalidCardNumber' | 'invalidExpiry' | 'cardExpired' | 'invalidCvc';

export interface CardInput {
  cardNumber?: string | null | undefined;
  expiry?: string | null | undefined;
  cvc?: string | null | undefined;
}

/** The digits of a card number as typed (spaces and dashes dropped); other characters are kept so they fail. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  return digits.length >= 12 && digits.length <= 19 && hasValidCheckDigit(digits);
}

/** Month and four-digit year of an MM/YY expiry; undefined when it does not read as one. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

export function validateCardInput(input: CardInput, now: Date): Partial<Record<CardField, CardFieldError>> {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const number = input.cardNumber?.trim() ?? '';
  if (!number) errors.cardNumber = 'required';
  else if (!isValidCardNumber(number)) errors.cardNumber = 'invalidCardNumber';

  const expiry = input.expiry?.trim() ?? '';
  const parsed = expiry ? parseExpiry(expiry) : undefined;
  if (!expiry) errors.expiry = 'required';
  else if (!parsed) errors.expiry = 'invalidExpiry';
  else if (parsed.year * 12 + parsed.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = 'cardExpired';

  const cvc = input.cvc?.trim() ?? '';
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalidCvc';
  return errors;
}

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardDigits(cardNumber);
  if (digits === TEST_CARDS.declined) return 'declined';
  if (digits === TEST_CARDS.redirect) return 'redirect';
  return 'succeeded';
}
