import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { SellerNavBar } from '@/components/shop/SellerNavBar';
import { ShopFooter } from '@/components/shop/ShopFooter';
import { shopSeller } from '@/lib/shop/queries';
import { sanitizeSellerCss } from '@/lib/shop/custom-content';
import { styleKey } from '@/lib/shop/style-key';
import { requestLocale, getIntl } from '@/lib/i18n/server';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { readableTextOn, usableAccent } from '@/lib/theme/contrast';
import { accountHeader } from '@/lib/shop/account-header';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ShopProvider, type ShopInfo } from '@/components/shop/ShopContext';
import { ToastProvider } from '@/components/ui/Toasts';
import { LazyLoginPrompt as LoginPrompt } from '@/components/account/shell/LazyLoginPrompt';
import { loginEnforcedFor } from '@/components/account/shell/enforce-login';
import { PATHNAME_HEADER } from '@/lib/shop/request-path';

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
    loggedIn: account?.entries !== undefined,
  };
  // The enforce-login gate: a shop that requires login shows the login prompt instead of its pages.
  const loginRequired =
    seller.authentication?.active === true && seller.authentication.enforceLogin === true && !shop.loggedIn && loginEnforcedFor((await headers()).get(PATHNAME_HEADER));

  const accentCss = `:root{--accent:${accent};--on-accent:${readableTextOn(accent)}}`;
  const customCss = seller.shopSettings?.customCSS ? sanitizeSellerCss(seller.shopSettings.customCSS) : undefined;

  return (
    <ShopProvider shop={shop}>
      <QueryProvider>
        <ToastProvider>
        {/*
          On :root, so dialogs and toasts portalled to <body> wear the seller's accent too. With an
          href and a precedence React hoists both styles into <head> (issue 15: they sat in <body>),
          after the app's own stylesheets so the seller's rules win; the href names the content.
        */}
        <style href={`seller-accent-${styleKey(accentCss)}`} precedence="seller" nonce={nonce}>
          {accentCss}
        </style>
        {customCss ? (
          <style href={`seller-css-${styleKey(customCss)}`} precedence="seller" nonce={nonce}>
            {customCss}
          </style>
        ) : null}
        <div>
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
          />
          <main id="main" tabIndex={-1}>
            {loginRequired ? (
              <div className="page">
                <LoginPrompt shopSlug={shop.slug} titleId="account.login.enforcedTitle" />
              </div>
            ) : (
              children
            )}
          </main>
          <ShopFooter shopHref={shopHref} sellerName={seller.name} legalLabel={intl.formatMessage({ id: 'footer.label' })} />
        </div>
        </ToastProvider>
      </QueryProvider>
    </ShopProvider>
  );
}
