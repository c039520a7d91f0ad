// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { PolicyPreview } from '../../components/ticket-actions/PolicyPreview.tsx';
import type { ActionPolicy } from '../../lib/ticket-actions/policy.ts';

function renderPolicy(policy: ActionPolicy, locale: 'en' | 'de' = 'en', extra: Record<string, string> = {}) {
  return render(
    <IntlProvider locale={locale} messages={{ ...(locale === 'en' ? en : de), ...extra }}>
      <PolicyPreview policy={policy} />
    </IntlProvider>,
  );
}

const row = (term: string) => screen.getByText(term).closest('div') as HTMLElement;

describe('PolicyPreview', () => {
  it('says what the action costs, what comes back and until when, in the event’s time zone', () => {
    // 17:00 UTC in winter is 12:00 in New York.
    renderPolicy({ currency: 'GBP', fee: 2.5, refund: 40, credit: 35, deadline: '2026-12-01T17:00:00.000Z', timeZone: 'America/New_York' });
    expect(within(row('Costs')).getByText('£2.50')).toBeInTheDocument();
    expect(within(row('You get back')).getByText('£40.00')).toBeInTheDocument();
    expect(within(row('Credited on your new order')).getByText('£35.00')).toBeInTheDocument();
    expect(within(row('Possible until')).getByText(/Dec 1, 2026.*12:00.*EST/)).toBeInTheDocument();
  });

  it('calls a zero fee free of charge and leaves out what the policy does not say', () => {
    renderPolicy({ currency: 'EUR', fee: 0, timeZone: 'Europe/Berlin' });
    expect(within(row('Costs')).getByText('Free of charge')).toBeInTheDocument();
    expect(screen.queryByText('You get back')).not.toBeInTheDocument();
    expect(screen.queryByText('Possible until')).not.toBeInTheDocument();
  });

  it('says why an action is not possible, in words', () => {
    renderPolicy({ currency: 'EUR', timeZone: 'Europe/Berlin', reason: 'testReason' }, 'de', { 'ticketActions.reason.testReason': 'Die Frist ist abgelaufen.' });
    expect(within(row('Nicht möglich')).getByText('Die Frist ist abgelaufen.')).toBeInTheDocument();
  });
});
