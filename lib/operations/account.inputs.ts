import { z } from 'zod';
import { textInput } from './shared.inputs.ts';
import { countryUsesStates, isCountryCode, isStateOf, statesOf } from '../domain/countries.ts';

/**
 * Bodies and queries of the account shell's operations (lib/operations/account.ts), and the forms
 * that send them. Messages are catalogue keys' last parts (account.form.*, account.edit.error.*),
 * so the forms can translate them.
 */

const text = (max: number) => textInput(max);
const required = (max: number) => textInput(max).min(1, 'required');

/** The personal information form (spec 01 §5): its resolver and the handler parse with this one schema. */
export const personalInformationInput = z
  .object({
    company: text(200),
    prename: required(100),
    lastname: required(100),
    location: z.object({
      street: text(200),
      postal: text(20),
      city: text(100),
      country: z
        .string()
        .trim()
        .refine((value) => value === '' || isCountryCode(value), 'invalidCountry'),
      state: text(100),
    }),
  })
  .superRefine((value, ctx) => {
    const { country, state } = value.location;
    if (!state) return;
    // The state exists only for the state-enabled countries; for those with a list it must be on it.
    if (!countryUsesStates(country) || (statesOf(country).length > 0 && !isStateOf(country, state))) {
      ctx.addIssue({ code: 'custom', path: ['location', 'state'], message: 'invalidState' });
    }
  });
export type PersonalInformation = z.infer<typeof personalInformationInput>;

/** The password rule of the ticketing API's reset (at least 8 characters). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A reset request (spec 01 §5). Logged in (Security page) the body is `{}`: the customer's own
 * e-mail is used, never one from the request. Logged out ("Forgot your password?") the e-mail is given.
 */
export const passwordResetInput = z.object({
  email: z.string().trim().min(1, 'required').email('invalidEmail').max(254).optional(),
});

/** The mailed link's token and the new password. */
export const passwordResetConfirmInput = z.object({
  token: z.string().min(1, 'required').max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, 'tooShort').max(200, 'tooLong'),
});

/** The new-password form: the password twice (only the first is sent). */
export const newPasswordForm = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, 'tooShort').max(200, 'tooLong'),
    repeat: z.string().min(1, 'required'),
  })
  .refine((value) => value.password === value.repeat, { path: ['repeat'], message: 'mismatch' });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** "Forgot your password?": the e-mail is required here. */
export const forgotPasswordForm = z.object({
  email: z.string().trim().min(1, 'required').email('invalidEmail').max(254),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/** What the address field typed so far, and optionally the country to look in. */
export const addressSuggestionsInput = z.object({
  q: z.string({ error: 'required' }).trim().min(2, 'tooShort').max(200, 'tooLong'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'invalidCountry')
    .optional(),
});
