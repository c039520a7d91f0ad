import type { SAVED_CARD_TYPES } from '../ticketing/schemas/customer-payment-method.ts';

/**
 * The brand of a card number by its leading digits (issuer identification number), for the card
 * types a saved card may have (spec 02 §9: amex, mc, visa, discover). Undefined for any other
 * card: such a card can pay but cannot be saved.
 *
 * - Visa: 4. Mastercard: 51–55 and 2221–2720. American Express: 34, 37.
 * - Discover: 6011, 644–649, 65.
 */

export type SavedCardBrand = (typeof SAVED_CARD_TYPES)[number];

export function cardBrand(cardNumber: string): SavedCardBrand | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return undefined;
  const first2 = Number(digits.slice(0, 2));
  const first3 = Number(digits.slice(0, 3));
  const first4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'mc';
  if (first2 === 34 || first2 === 37) return 'amex';
  if (first4 === 6011 || first2 === 65 || (first3 >= 644 && first3 <= 649)) return 'discover';
  return undefined;
}
