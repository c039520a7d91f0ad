/**
 * The enforce-login gate (spec 01 §2, seller.authentication.enforceLogin): which pages of a shop
 * a visitor may see without logging in. The legal pages stay public (an imprint must be reachable
 * without an account), and so does the password reset (its visitor cannot log in yet).
 */
const PUBLIC_PATHS = new Set(['imprint', 'dataprivacy', 'agb', 'account/reset-password']);

/** Whether the gate shows the login prompt instead of this page (for a visitor who is not logged in). */
export function loginEnforcedFor(pathname: string | null | undefined): boolean {
  if (!pathname) return true;
  const rest = pathname.split('?')[0]?.split('/').filter(Boolean).slice(1).join('/') ?? '';
  return !PUBLIC_PATHS.has(rest);
}
