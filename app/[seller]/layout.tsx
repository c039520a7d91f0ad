import type { CSSProperties, ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { SellerNavBar } from '@/components/shop/SellerNavBar';
import { ShopFooter } from '@/components/shop/ShopFooter';
import { shopSeller } from '@/lib/shop/queries';
import { sanitizeSellerCss } from '@/lib/shop/custom-content';
import { requestLocale, getIntl } from '@/lib/i18n/server';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { readableTextOn, usableAccent } from '@/lib/theme/contrast';
import { accountHeader } from '@/lib/shop/account-header';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ShopProvider, type ShopInfo } from '@/components/shop/ShopContext';

export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ seller: string }> }) {
  const { seller: slug } = await params;
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  const seller = result.data;
  if (!seller) notFound();

  const locale = await requestLocale(seller.localeSettings);
  const intl = getIntl(locale);
  const shopHref = `/${seller.slug ?? seller._id}`;
  const accent = usableAccent(seller.accentColor);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const account = seller.authentication?.active ? await accountHeader(seller, shopHref) : undefined;
  const shop: ShopInfo = {
    slug: seller.slug ?? seller._id,
    sellerId: seller._id,
    name: seller.name,
    currency: seller.currency ?? 'EUR',
    timezone: seller.timezone ?? 'UTC',
    locale,
    netPrices: seller.taxSetting?.taxCalculationMethod === 'Exclusive',
    taxName: seller.taxSetting?.localTaxName ?? intl.formatMessage({ id: 'eventCard.taxNameFallback' }),
    locationCountry: seller.locationCountry,
    capturePhone: seller.features?.capturePhone ?? false,
    loggedIn: account?.displayName !== undefined,
  };

  return (
    <ShopProvider shop={shop}>
      <QueryProvider>
        <div style={{ '--accent': accent, '--on-accent': readableTextOn(accent) } as CSSProperties}>
          <a className="skip-link" href="#main">
            {intl.formatMessage({ id: 'common.skipToContent' })}
          </a>
          <SellerNavBar
            shopHref={shopHref}
            sellerName={seller.name}
            logoUrl={seller.brandingSettings?.shopLogoUrl ?? seller.image}
            homeLabel={intl.formatMessage({ id: 'nav.home' }, { name: seller.name })}
            sectionsLabel={intl.formatMessage({ id: 'nav.sections' })}
            sections={(seller.shopSettings?.sections ?? []).map((section) => ({ ...section, url: section.url ?? shopHref }))}
            locale={locale}
            availableLocales={seller.localeSettings?.availableLocales ?? SUPPORTED_LOCALES}
            account={account}
            cartCount={0}
          />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <ShopFooter shopHref={shopHref} sellerName={seller.name} legalLabel={intl.formatMessage({ id: 'footer.label' })} />
          {seller.shopSettings?.customCSS ? <style nonce={nonce}>{sanitizeSellerCss(seller.shopSettings.customCSS)}</style> : null}
        </div>
      </QueryProvider>
    </ShopProvider>
  );
}
