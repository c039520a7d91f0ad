import type { ReactNode } from 'react';
import { LazyLoginPrompt as LoginPrompt } from '@/components/account/shell/LazyLoginPrompt';
import { editionOf } from '@/lib/i18n/server';
import { isShopOpenTo } from '@/lib/domain/members-only';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/**
 * The enforce-login gate (spec 01 §2, seller.authentication.enforceLogin): a shop that requires a
 * login shows its pages to logged-in customers only, and the login prompt to everyone else. Which
 * one a visitor is comes from the page's edition (the proxy checks the session cookie, ADR 0038),
 * so both answers are cached, each for its own audience. The legal pages and the password reset
 * do not wear it: an imprint must be reachable without an account.
 */
export function MembersOnly({ seller, edition, children }: { seller: Seller; edition: string; children: ReactNode }) {
  if (isShopOpenTo(seller.authentication, editionOf(edition))) return children;
  return (
    <div className="page">
      <LoginPrompt shopSlug={seller.slug ?? seller._id} titleId="account.login.enforcedTitle" />
    </div>
  );
}
