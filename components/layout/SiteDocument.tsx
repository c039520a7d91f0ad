import type { ReactNode } from 'react';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { clientMessagesFor } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import '@/app/globals.css';

/**
 * <html> and <body> of a root layout, in the page's language, with the messages of that language
 * for the client. Each root layout decides the language its own way (ADR 0038): from the edition
 * for shop pages, from the seller of the order, intent or plan for those pages, from the request
 * for the rest.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale}>
      <body>
        <IntlClientProvider locale={locale} messages={clientMessagesFor(locale)}>
          {children}
        </IntlClientProvider>
      </body>
    </html>
  );
}
