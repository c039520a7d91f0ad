// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentsSection } from '../../components/checkout/step2/ConsentsSection.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

describe('ConsentsSection', () => {
  it('asks for every consent with its own words, and each must be ticked', async () => {
    const user = userEvent.setup();
    renderSection(<ConsentsSection formId={FORM_ID} consents={['autorenewal', 'newsletter']} />, { options: { requiredConsents: ['autorenewal', 'newsletter'] } });
    const renewal = screen.getByRole('checkbox', { name: 'I agree that my subscription renews automatically until I cancel it.' });
    const other = screen.getByRole('checkbox', { name: 'I agree (newsletter).' });
    expect(renewal).toHaveAttribute('id', 'details-itemConsents-autorenewal');
    expect(renewal).toHaveAttribute('aria-required', 'true');
    await user.click(other);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(renewal).toHaveAttribute('aria-invalid', 'true');
    expect(renewal).toHaveAccessibleDescription('Please tick this box to continue.');
    expect(other).not.toHaveAttribute('aria-invalid');
  });

  it('speaks German', () => {
    renderSection(<ConsentsSection formId={FORM_ID} consents={['newsletter']} />, { locale: 'de' });
    expect(screen.getByRole('checkbox', { name: 'Ich stimme zu (newsletter).' })).toBeInTheDocument();
  });
});
