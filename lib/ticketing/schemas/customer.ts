import { z } from 'zod';
import { addressSchema, idSchema, isoDateTimeSchema, openEnum } from './common.ts';

/** Customer (spec 01 §3, spec 02 §3): the logged-in ticket buyer of a seller. */

/** password customers may reset their password; sso customers log in through an identity provider. */
export const LOGIN_TYPES = ['password', 'sso'] as const;
export const loginTypeSchema = openEnum(LOGIN_TYPES);
export type LoginType = z.infer<typeof loginTypeSchema>;

export const customerAccountSchema = z.object({
  loginType: loginTypeSchema,
  limitations: z
    .object({
      // The resend-verification-mail button stays disabled until this time (spec 01 §2).
      nextVerificationMailRequest: isoDateTimeSchema.nullish(),
    })
    .optional(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

export const customerSchema = z.object({
  _id: idSchema,
  name: z.string().nullish(),
  prename: z.string().nullish(),
  lastname: z.string().nullish(),
  company: z.string().nullish(),
  primaryEmail: z.string().optional(),
  // Customer number shown in the account menu; a numeric one is kept as its decimal string.
  number: z.union([z.string(), z.number().transform(String)]).optional(),
  // The seller this customer account belongs to.
  sellerId: idSchema.optional(),
  // Unverified customers only see the verification-pending screen (spec 01 §6).
  verified: z.boolean().optional(),
  location: addressSchema.optional(),
  // Login kind and verification-mail limits of the customer's account.
  _account: customerAccountSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;
