import type { ReactNode } from 'react';
import { SellerNavBar } from './SellerNavBar';
import { ShopFooter } from './ShopFooter';
import { ShopProvider, type ShopInfo } from './ShopContext';
import { KnownAccount } from './account-header';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ToastProvider } from '@/components/ui/Toasts';
import { sanitizeSellerCss } from '@/lib/shop/custom-content';
import { styleKey } from '@/lib/shop/style-key';
import { accountHeader, type AccountHeader } from '@/lib/shop/account-header';
import { pageNonce } from '@/lib/security/page-nonce';
import { getIntl } from '@/lib/i18n/server';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/i18n/locales';
import { readableTextOn, usableAccent } from '@/lib/theme/contrast';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/**
 * The shop's frame (spec 02 §2): the seller's accent and custom CSS, the skip link, the nav bar
 * with logo, section links, language switch, account and cart pills, the page's <main> and the
 * legal footer. The shop's layout wears it, and so do pages outside the shop's path that belong
 * to its seller, such as the order page of the confirmation mail (issue 15).
 */

export interface ShopFrameData {
  seller: Seller;
  shop: ShopInfo;
  shopHref: string;
  locale: Locale;
  /** Where the account pill leads, when the seller has accounts. */
  accountHref?: string | undefined;
  /**
   * Who is logged in, for a page rendered per request. Pages served from the cache leave it out
   * and the account pill asks in the browser (ADR 0038).
   */
  account?: AccountHeader | undefined;
  accentCss: string;
  customCss?: string | undefined;
  nonce?: string | undefined;
}

export interface FrameAudience {
  /**
   * True on pages rendered for one visitor (the order page): the frame reads the login. False in
   * the shop's layout, whose pages are cached for everyone.
   */
  knowsVisitor: boolean;
}

/** What the frame of a seller's page shows, in `locale`. */
export async function shopFrameData(seller: Seller, locale: Locale, { knowsVisitor }: FrameAudience): Promise<ShopFrameData> {
  const intl = getIntl(locale);
  const shopHref = `/${seller.slug ?? seller._id}`;
  const accent = usableAccent(seller.accentColor);
  const accountHref = seller.authentication?.active ? `${shopHref}/account/tickets` : undefined;
  const account = accountHref && knowsVisitor ? await accountHeader(seller, shopHref) : undefined;
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
  };
  return {
    seller,
    shop,
    shopHref,
    locale,
    accountHref,
    account,
    accentCss: `:root{--accent:${accent};--on-accent:${readableTextOn(accent)}}`,
    customCss: seller.shopSettings?.customCSS ? sanitizeSellerCss(seller.shopSettings.customCSS) : undefined,
    nonce: pageNonce(),
  };
}

export interface ShopFrameProps {
  frame: ShopFrameData;
  children: ReactNode;
  /**
   * The language of the framed content, when <html lang> may not know it: the root layout finds
   * the seller by the shop's path, which a page outside it (/transaction/…) does not have.
   */
  lang?: string | undefined;
}

export function ShopFrame({ frame, children, lang }: ShopFrameProps) {
  const { seller, shop, shopHref, locale, accountHref, account, accentCss, customCss, nonce } = frame;
  const intl = getIntl(locale);
  return (
    <ShopProvider shop={shop}>
      <QueryProvider>
        <KnownAccount account={account}>
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
          <div lang={lang}>
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
              accountHref={accountHref}
            />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <ShopFooter shopHref={shopHref} sellerName={seller.name} legalLabel={intl.formatMessage({ id: 'footer.label' })} />
          </div>
        </ToastProvider>
        </KnownAccount>
      </QueryProvider>
    </ShopProvider>
  );
}
