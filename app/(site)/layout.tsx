import type { ReactNode } from 'react';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { requestLocale } from '@/lib/i18n/server';
import { messagesFor } from '@/lib/i18n/messages';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';
import '../globals.css';

/**
 * The root layout of the site's own pages (order, purchase intent, payment plan, subscription,
 * transfer and the sandbox's tools): all rendered per request, in the visitor's language.
 * Shops and the landing page have theirs under app/[edition] (ADR 0038).
 */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const locale = await requestLocale();
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
