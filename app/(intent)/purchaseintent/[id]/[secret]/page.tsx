import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ToastProvider } from '@/components/ui/Toasts';
import { ShopFrame, shopFrameData } from '@/components/shop/ShopFrame';
import { PurchaseIntentDocument } from '@/components/purchase-intents/PurchaseIntentDocument';
import { loadIntentPage } from '@/components/purchase-intents/load';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { clientMessagesFor } from '@/lib/i18n/client-messages';
import type { Seller } from '@/lib/ticketing/schemas/seller';

type Props = { params: Promise<{ id: string; secret: string }> };

/** The link of a purchase intent (account list, the seller's mail); the secret in the URL is the capability. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, secret } = await params;
  const { seller, event, locale } = await loadIntentPage(id, secret);
  const intl = getIntl(locale);
  return {
    title: intl.formatMessage({ id: 'intentPage.metaTitle' }, { event: event?.name ?? intl.formatMessage({ id: 'account.intents.fallbackName' }), seller: seller?.name ?? '' }),
    // Personal: reachable only by its secret link, never indexed or followed.
    robots: { index: false, follow: false, nocache: true },
  };
}

export default async function PurchaseIntentPage({ params }: Props) {
  const { id, secret } = await params;
  const data = await loadIntentPage(id, secret);
  const content = <PurchaseIntentDocument {...data} secret={secret} />;
  return (
    <IntlClientProvider locale={data.locale} messages={clientMessagesFor(data.locale)}>
      {data.seller ? await framed(data.seller, data.locale, content) : unframed(data.locale, content)}
    </IntlClientProvider>
  );
}

/** The intent in its shop's frame (logo, nav, language switch, account and cart pills, footer), as the order page is. */
async function framed(seller: Seller, locale: string, children: ReactNode) {
  const frame = await shopFrameData(seller, await requestLocale(seller.localeSettings), { knowsVisitor: true });
  return (
    <ShopFrame frame={frame} lang={locale}>
      {children}
    </ShopFrame>
  );
}

/** An intent whose seller cannot be read still shows, without a shop to frame it. */
function unframed(locale: string, children: ReactNode) {
  return (
    <QueryProvider>
      <ToastProvider>
        <div lang={locale}>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </div>
      </ToastProvider>
    </QueryProvider>
  );
}
