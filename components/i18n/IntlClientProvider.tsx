'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

export function IntlClientProvider({ locale, messages, children }: { locale: string; messages: Record<string, string>; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
