import { z } from 'zod';

/** The login form and the login route handler share this schema (lib/operations/session.ts). */
export const loginInput = z.object({
  email: z.string().trim().min(1, 'required').email('invalidEmail').max(254),
  password: z.string().min(1, 'required').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;
