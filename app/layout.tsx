import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { requestLocale } from '@/lib/i18n/server';
import { messagesFor } from '@/lib/i18n/messages';
import { sellerOfRequest } from '@/lib/shop/request-seller';
import { serverEnv } from '@/lib/env/server';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return { metadataBase: new URL(serverEnv().SITE_URL) };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const seller = await sellerOfRequest();
  const locale = await requestLocale(seller?.localeSettings);
  return (
    <html lang={locale}>
      <body>
        <IntlClientProvider locale={locale} messages={messagesFor(locale)}>
          {children}
        </IntlClientProvider>
      </body>
    </html>
  );
}
