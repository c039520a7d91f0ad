import { z } from 'zod';
import { idSchema, isoDateTimeSchema, openEnum, secretSchema } from './common.ts';

/** Membership programs with tiers and loyalty points (spec 01 §2-3, §9). */

export const ENROLLMENT_STATUSES = ['enrolled', 'notEnrolled'] as const;
export const enrollmentStatusSchema = openEnum(ENROLLMENT_STATUSES);
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

export const membershipTierSchema = z.object({
  _id: idSchema,
  name: z.string(),
  criteria: z
    .object({
      // Points needed to reach the tier; the progress bar runs between tier minimums.
      minBalance: z.number().nonnegative().optional(),
    })
    .optional(),
});
export type MembershipTier = z.infer<typeof membershipTierSchema>;

/** A points movement: the table shows the description (or "other"), the signed amount and the date. */
export const membershipTransactionSchema = z.object({
  _id: idSchema.optional(),
  description: z.string().nullish(),
  amount: z.number(),
  createdAt: isoDateTimeSchema,
});
export type MembershipTransaction = z.infer<typeof membershipTransactionSchema>;

/** The customer's membership in a program; id and secret build the wallet pass links. */
export const membershipSchema = z.object({
  _id: idSchema,
  secret: secretSchema.optional(),
  customerId: idSchema.optional(),
  programId: idSchema.optional(),
  tierId: idSchema.nullish(),
  balance: z.number().optional(),
  number: z.string().optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipProgramSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  tracksPoints: z.boolean().optional(),
  enrollmentStatus: enrollmentStatusSchema.optional(),
  activeTierId: idSchema.nullish(),
  balance: z.number().optional(),
  tiers: z.array(membershipTierSchema).optional(),
  // The program issues Apple and Google wallet passes.
  issuesPasses: z.boolean().optional(),
  membership: membershipSchema.nullish(),
  lastTransactions: z.array(membershipTransactionSchema).optional(),
});
export type MembershipProgram = z.infer<typeof membershipProgramSchema>;
