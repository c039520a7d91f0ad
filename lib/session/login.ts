import { z } from 'zod';

/** The login form and the login route handler share this schema. */
export const loginInputSchema = z.object({
  email: z.string().trim().min(1, 'required').email('invalidEmail').max(254),
  password: z.string().min(1, 'required').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Failed logins per shop and e-mail before we answer 429. */
export const LOGIN_ATTEMPT_LIMIT = 5;
/** Failed logins per shop and client address (higher: many buyers share one address behind NAT). */
export const LOGIN_ADDRESS_LIMIT = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
