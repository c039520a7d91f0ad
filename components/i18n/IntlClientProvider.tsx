'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ClientMessages } from '@/lib/i18n/client-messages';

/**
 * react-intl for the client components, with the messages the server compiled
 * (lib/i18n/client-messages.ts): plain texts as strings, the rest as syntax trees.
 */
export function IntlClientProvider({ locale, messages, children }: { locale: string; messages: ClientMessages; children: ReactNode }) {
  return (
    // react-intl reads each message by its own type; its prop type only names the all-strings and all-trees cases.
    <IntlProvider locale={locale} messages={messages as Record<string, MessageFormatElement[]>} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
