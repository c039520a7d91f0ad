/** How often a login may fail before we answer 429 (the login form's schema: lib/operations/session.inputs.ts). */

/** Failed logins per shop and e-mail before we answer 429. */
export const LOGIN_ATTEMPT_LIMIT = 5;
/** Failed logins per shop and client address (higher: many buyers share one address behind NAT). */
export const LOGIN_ADDRESS_LIMIT = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
