/**
 * What the domain rules need of phone numbers, as a value they are given (spec 02 §5: "country plus
 * number merged into an E.164 value; empty country or number gives null"). lib/domain/phone.ts
 * implements it with libphonenumber-js (PHONE_RULES); the server passes that, and the checkout's
 * form in the browser loads it only when the buyer first works in it, so the library (29 KB gzipped) is not
 * part of step 2's first load (ADR 0043).
 */

export type E164Result = { ok: true; value: string | null } | { ok: false };

export interface PhoneRules {
  /** `{ ok: true, value: null }` for an empty country or number, `{ ok: false }` for an invalid number. */
  toE164(country: string | null | undefined, number: string | null | undefined): E164Result;
  isValidE164(value: unknown): value is string;
}
