import type { Edition } from '../i18n/edition.ts';

export interface ShopAuthentication {
  active?: boolean | undefined;
  enforceLogin?: boolean | undefined;
}

/**
 * The enforce-login gate (spec 01 §2): a shop whose authentication is active and enforces login
 * shows its pages only to a visitor logged in to it; every other shop is open to all.
 */
export function isShopOpenTo(authentication: ShopAuthentication | undefined, edition: Pick<Edition, 'member'>): boolean {
  const enforced = authentication?.active === true && authentication.enforceLogin === true;
  return !enforced || edition.member;
}
