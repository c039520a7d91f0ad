import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';

/**
 * One section of checkout step 1 on its own: the leaves take everything as props, so a message
 * catalogue is all they need around them (no cart query, no server). The catalogue is a wrapper,
 * so `rerender` with other props keeps it.
 */
export function renderStep1Part(ui: ReactNode, locale: 'en' | 'de' = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      {children}
    </IntlProvider>
  );
  return { ...render(ui, { wrapper }), user: userEvent.setup() };
}
