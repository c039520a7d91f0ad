import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { ShopFrame, shopFrameData } from '@/components/shop/ShopFrame';
import { shopSeller } from '@/lib/shop/queries';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { LazyLoginPrompt as LoginPrompt } from '@/components/account/shell/LazyLoginPrompt';
import { loginEnforcedFor } from '@/components/account/shell/enforce-login';
import { PATHNAME_HEADER } from '@/lib/shop/request-path';

export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ seller: string }> }) {
  const { seller: slug } = await params;
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  const seller = result.data;
  if (!seller) notFound();

  const frame = await shopFrameData(seller);
  // The enforce-login gate: a shop that requires login shows the login prompt instead of its pages.
  const loginRequired =
    seller.authentication?.active === true && seller.authentication.enforceLogin === true && !frame.shop.loggedIn && loginEnforcedFor((await headers()).get(PATHNAME_HEADER));

  return (
    <ShopFrame frame={frame}>
      {loginRequired ? (
        <div className="page">
          <LoginPrompt shopSlug={frame.shop.slug} titleId="account.login.enforcedTitle" />
        </div>
      ) : (
        children
      )}
    </ShopFrame>
  );
}
