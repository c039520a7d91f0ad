import type { ReactNode } from 'react';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { editionPageLocale } from '@/lib/i18n/server';
import { messagesFor } from '@/lib/i18n/messages';
import { rootMetadata, rootViewport } from '@/lib/seo/root-layout';
import '../../globals.css';

/** The landing page's root layout: the language from the edition, so the page can be cached (ADR 0038). */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ edition: string }> }) {
  const locale = editionPageLocale((await params).edition);
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
