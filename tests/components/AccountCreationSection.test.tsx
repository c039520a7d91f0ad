// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountCreationSection } from '../../components/checkout/step2/AccountCreationSection.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

describe('AccountCreationSection', () => {
  it('asks for the password twice only once an account is wanted, and checks both', async () => {
    const user = userEvent.setup();
    renderSection(<AccountCreationSection formId={FORM_ID} />);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Create a customer account with these details' }));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/^Repeat password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(password).toHaveAccessibleDescription('At least 8 characters. The password needs at least 8 characters.');
    expect(screen.getByLabelText(/^Repeat password/)).toHaveAccessibleDescription('The passwords do not match.');
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    renderSection(<AccountCreationSection formId={FORM_ID} />, { locale: 'de' });
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getAllByLabelText(/^Passwort/)).toHaveLength(2);
  });
});
