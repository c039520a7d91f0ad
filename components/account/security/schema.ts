import { z } from 'zod';

/** Password reset (spec 01 §5): the request and the new password, shared by forms and route handlers. */

/** The password rule of the ticketing API's reset (at least 8 characters). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A reset request. Logged in (Security page) the body is `{}`: the customer's own e-mail is used,
 * never one from the request. Logged out ("Forgot your password?") the e-mail is given.
 */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, 'required').email('invalidEmail').max(254).optional(),
});

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, 'required').max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, 'tooShort').max(200, 'tooLong'),
});

/** The new-password form: the password twice. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, 'tooShort').max(200, 'tooLong'),
    repeat: z.string().min(1, 'required'),
  })
  .refine((value) => value.password === value.repeat, { path: ['repeat'], message: 'mismatch' });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, 'required').email('invalidEmail').max(254),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
