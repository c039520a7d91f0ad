import { z } from 'zod';
import { extraFieldValueSchema } from '../ticketing/schemas/data-field.ts';
import type { DataField, ExtraFieldValue } from '../ticketing/schemas/data-field.ts';
import { countryUsesStates, isCountryCode, isStateOf, normalizeCountry, statesOf } from './countries.ts';
import { fieldKey, isValidEmail, validateDataFields, visibleDataFields } from './data-field-rules.ts';
import type { FieldErrorCode } from './data-field-rules.ts';
import type { PhoneRules } from './phone-rules.ts';
import { isCleanText } from './free-text.ts';

/**
 * Checkout step 2 details (spec 02 §2 fields, §5 "Checkout step 2"): one zod schema, built per
 * checkout, for both the react-hook-form resolver and the route handler. Issue messages are the
 * spec's codes (required, invalidEmail, repeatEmail, invalidPhone, passwordMin, repeatPassword,
 * checked); the UI maps codes to texts.
 *
 * All rules run in one refinement over a lenient object, so every error shows at once (zod skips
 * an object's refinements when one of its fields already failed). The output is normalized:
 * texts trimmed, country codes upper-cased, the phone as E.164 (or null), fields that do not
 * apply dropped.
 *
 * Readings where the spec is silent:
 * - PASSWORD_MIN_LENGTH is 8 (the spec says only "a minimum length"): NIST SP 800-63B's minimum
 *   for user-chosen passwords. Passwords are not trimmed.
 * - Country is required even when the address is skipped (the spec lists it separately), and
 *   must be an ISO code. The state is required for state-enabled countries (countries.ts) and
 *   must be one of the listed states where there is a list ('required' otherwise: there is no
 *   other code). For other countries a state sent anyway is dropped, not an error: the form
 *   clears it on country change, and there is no code to report it with.
 * - The phone is optional: empty country or number gives null; anything else must make a valid
 *   number. Without capturePhone the phone is ignored.
 * - emailRepeat must equal email after trimming, letter case included.
 * - Event extra fields use the same validators as personalization (data-field-rules.ts), so a
 *   bad select answer or number reports invalidOption or invalidNumber besides the spec's codes;
 *   age rules are not checked here (no relevancy date). Hidden fields are dropped from the output.
 * - itemConsents: every consent type in requiredConsents must be true ('checked').
 * - fulfillmentTypeId: when fulfillment types are offered, one of them must be chosen.
 */

export const PASSWORD_MIN_LENGTH = 8;

export const CHECKOUT_ERROR_CODES = ['required', 'invalidEmail', 'repeatEmail', 'invalidPhone', 'passwordMin', 'repeatPassword', 'checked'] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number] | FieldErrorCode;

export interface CheckoutDetailsOptions {
  /** The event enforces a company. */
  companyRequired?: boolean | undefined;
  /** The seller captures phone numbers. */
  capturePhone?: boolean | undefined;
  /** A different delivery address may be given. */
  deliveryAddressAllowed?: boolean | undefined;
  /** Street, postal and city are not asked. */
  skipAddress?: boolean | undefined;
  /** Event-level (CHECKOUT scope) extra fields. */
  extraFields?: readonly DataField[] | undefined;
  /** Ids of the fulfillment types offered; one must be chosen when any are. */
  fulfillmentTypes?: readonly string[] | undefined;
  /** Consent types that must be given. */
  requiredConsents?: readonly string[] | undefined;
}

const REQUIRED = 'required';
// What a person types is composed (NFC) and refused with control or directional characters
// (lib/domain/free-text.ts); passwords are kept exactly as typed.
const text = z.string({ error: REQUIRED }).normalize('NFC').refine((value) => isCleanText(value), 'invalidCharacters').nullish();
const secret = z.string({ error: REQUIRED }).nullish();
const flag = z.boolean({ error: REQUIRED }).nullish();

const addressShape = {
  street: text,
  postal: text,
  city: text,
  country: text,
  state: text,
};

const baseSchema = z.object({
  prename: text,
  lastname: text,
  company: text,
  ...addressShape,
  email: text,
  emailRepeat: text,
  phone: z.object({ country: text, number: text }, { error: 'invalidPhone' }).nullish(),
  createAccount: flag,
  password: secret,
  passwordRepeat: secret,
  useDeliveryAddress: flag,
  deliveryAddress: z.object({ name: text, ...addressShape }, { error: REQUIRED }).nullish(),
  extraFields: z.record(z.string(), z.unknown(), { error: REQUIRED }).nullish(),
  fulfillmentTypeId: text,
  itemConsents: z.record(z.string(), z.boolean({ error: 'checked' }), { error: REQUIRED }).nullish(),
});

type RawDetails = z.output<typeof baseSchema>;

export interface CheckoutAddress {
  street?: string;
  postal?: string;
  city?: string;
  country: string;
  state?: string;
}

export interface CheckoutDetails extends CheckoutAddress {
  prename: string;
  lastname: string;
  company?: string;
  email: string;
  /** E.164, or null when none was given; absent when the seller does not capture phones. */
  phone?: string | null;
  createAccount: boolean;
  /** Only with createAccount. */
  password?: string;
  /** Only when a different delivery address is allowed and chosen. */
  deliveryAddress?: CheckoutAddress & { name: string };
  extraFields: Record<string, ExtraFieldValue>;
  fulfillmentTypeId?: string;
  itemConsents: Record<string, boolean>;
}

const trimmed = (value: string | null | undefined) => value?.trim() || undefined;

/** The state as stored: a listed state's code upper-cased, free text trimmed, nothing for other countries. */
function stateFor(country: string | undefined, state: string | null | undefined): string | undefined {
  const value = trimmed(state);
  if (!value || !countryUsesStates(country)) return undefined;
  return statesOf(country).length > 0 ? value.toUpperCase() : value;
}

/** The schema of the details form; `phone` checks and converts numbers (lib/domain/phone-rules.ts). */
export function checkoutDetailsSchema(options: CheckoutDetailsOptions, phone: PhoneRules) {
  const extraFieldDefinitions = options.extraFields ?? [];
  const fulfillmentTypes = options.fulfillmentTypes ?? [];

  return baseSchema
    .superRefine((value, ctx) => {
      const fail = (path: (string | number)[], message: CheckoutErrorCode) => ctx.addIssue({ code: 'custom', path, message });
      const requireText = (path: (string | number)[], input: string | null | undefined) => {
        if (!trimmed(input)) fail(path, REQUIRED);
      };
      const checkAddress = (prefix: string[], address: Partial<Record<keyof typeof addressShape, string | null | undefined>>, skipStreet: boolean) => {
        if (!skipStreet) for (const part of ['street', 'postal', 'city'] as const) requireText([...prefix, part], address[part]);
        const country = trimmed(address.country);
        if (!country || !isCountryCode(country)) fail([...prefix, 'country'], REQUIRED);
        else if (countryUsesStates(country) && !isStateOf(country, address.state)) fail([...prefix, 'state'], REQUIRED);
      };

      requireText(['prename'], value.prename);
      requireText(['lastname'], value.lastname);
      if (options.companyRequired) requireText(['company'], value.company);
      checkAddress([], value, options.skipAddress === true);

      const email = trimmed(value.email);
      if (!email) fail(['email'], REQUIRED);
      else if (!isValidEmail(email)) fail(['email'], 'invalidEmail');
      const emailRepeat = trimmed(value.emailRepeat);
      if (!emailRepeat) fail(['emailRepeat'], REQUIRED);
      else if (email && emailRepeat !== email) fail(['emailRepeat'], 'repeatEmail');

      if (options.capturePhone && !phone.toE164(value.phone?.country, value.phone?.number).ok) fail(['phone'], 'invalidPhone');

      if (value.createAccount) {
        if (!value.password) fail(['password'], REQUIRED);
        else if (value.password.length < PASSWORD_MIN_LENGTH) fail(['password'], 'passwordMin');
        if (!value.passwordRepeat) fail(['passwordRepeat'], REQUIRED);
        else if (value.password && value.passwordRepeat !== value.password) fail(['passwordRepeat'], 'repeatPassword');
      }

      if (options.deliveryAddressAllowed && value.useDeliveryAddress) {
        const delivery = value.deliveryAddress ?? {};
        requireText(['deliveryAddress', 'name'], delivery.name);
        checkAddress(['deliveryAddress'], delivery, false);
      }

      for (const [key, code] of Object.entries(validateDataFields(extraFieldDefinitions, value.extraFields ?? {}, phone))) fail(['extraFields', key], code);

      if (fulfillmentTypes.length > 0 && !(value.fulfillmentTypeId && fulfillmentTypes.includes(value.fulfillmentTypeId))) fail(['fulfillmentTypeId'], REQUIRED);

      for (const consent of options.requiredConsents ?? []) if (value.itemConsents?.[consent] !== true) fail(['itemConsents', consent], 'checked');
    })
    .transform((value: RawDetails): CheckoutDetails => {
      const country = normalizeCountry(value.country ?? '');
      const result: CheckoutDetails = {
        prename: value.prename!.trim(),
        lastname: value.lastname!.trim(),
        country,
        email: value.email!.trim(),
        createAccount: value.createAccount === true,
        extraFields: normalizeExtraFields(extraFieldDefinitions, value.extraFields ?? {}, phone),
        itemConsents: { ...(value.itemConsents ?? {}) },
      };
      const optional = {
        company: trimmed(value.company),
        street: options.skipAddress ? undefined : trimmed(value.street),
        postal: options.skipAddress ? undefined : trimmed(value.postal),
        city: options.skipAddress ? undefined : trimmed(value.city),
        state: stateFor(country, value.state),
        fulfillmentTypeId: fulfillmentTypes.length > 0 ? (value.fulfillmentTypeId ?? undefined) : undefined,
        password: value.createAccount ? (value.password ?? undefined) : undefined,
      };
      for (const [key, part] of Object.entries(optional)) if (part !== undefined) Object.assign(result, { [key]: part });
      if (options.capturePhone) {
        const number = phone.toE164(value.phone?.country, value.phone?.number);
        result.phone = number.ok ? number.value : null;
      }
      if (options.deliveryAddressAllowed && value.useDeliveryAddress && value.deliveryAddress) {
        const delivery = value.deliveryAddress;
        const deliveryCountry = normalizeCountry(delivery.country ?? '');
        const state = stateFor(deliveryCountry, delivery.state);
        result.deliveryAddress = {
          name: delivery.name!.trim(),
          street: delivery.street!.trim(),
          postal: delivery.postal!.trim(),
          city: delivery.city!.trim(),
          country: deliveryCountry,
          ...(state !== undefined ? { state } : {}),
        };
      }
      return result;
    });
}

/** The visible fields' answers as stored: blank ones dropped, phone pairs as E.164, texts trimmed. */
function normalizeExtraFields(fields: readonly DataField[], answers: Readonly<Record<string, unknown>>, phone: PhoneRules): Record<string, ExtraFieldValue> {
  const result: Record<string, ExtraFieldValue> = {};
  for (const field of visibleDataFields(fields, answers)) {
    const key = fieldKey(field);
    let answer = answers[key];
    if (field.type === 'tel' && typeof answer === 'object' && answer !== null && 'number' in answer) {
      const pair = answer as { country?: string | null; number?: string | null };
      const number = phone.toE164(pair.country, pair.number);
      answer = number.ok ? number.value : null;
    }
    if (typeof answer === 'string') answer = answer.trim();
    if (answer === undefined || answer === '') continue;
    const parsed = extraFieldValueSchema.safeParse(answer);
    if (parsed.success) result[key] = parsed.data;
  }
  return result;
}

export type CheckoutDetailsSchema = ReturnType<typeof checkoutDetailsSchema>;
export type CheckoutDetailsInput = z.input<CheckoutDetailsSchema>;
export type CheckoutDetailsOutput = z.output<CheckoutDetailsSchema>;
