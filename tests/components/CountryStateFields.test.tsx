// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryStateFields } from '../../components/checkout/step2/CountryStateFields.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

describe('CountryStateFields', () => {
  it('asks for a state from the list for a country with states, free text where there is no list, and none elsewhere', async () => {
    const user = userEvent.setup();
    renderSection(<CountryStateFields formId={FORM_ID} address="buyer" />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('GB');
    expect(country).toHaveAttribute('autocomplete', 'country');
    expect(screen.queryByRole('combobox', { name: /^State or province/ })).not.toBeInTheDocument();
    await user.selectOptions(country, 'US');
    const state = screen.getByRole('combobox', { name: /^State or province/ });
    await user.selectOptions(state, 'CA');
    // Mexico has states but no list: the state stays, as free text.
    await user.selectOptions(country, 'MX');
    expect(screen.getByRole('textbox', { name: /^State or province/ })).toHaveValue('CA');
    // Germany has none: the state goes, and does not come back with the next country.
    await user.selectOptions(country, 'DE');
    expect(screen.queryByRole('textbox', { name: /^State or province/ })).not.toBeInTheDocument();
    await user.selectOptions(country, 'US');
    expect(screen.getByRole('combobox', { name: /^State or province/ })).toHaveValue('');
  });

  it('reports a missing state of the delivery address on its own field', async () => {
    const user = userEvent.setup();
    renderSection(<CountryStateFields formId={FORM_ID} address="delivery" />, {
      options: { deliveryAddressAllowed: true },
      values: { useDeliveryAddress: true, deliveryAddress: { name: 'Ada', street: '1 Way', postal: '1', city: 'Town', country: 'US', state: '' } },
    });
    expect(screen.getByRole('combobox', { name: 'Delivery address: Country' })).toHaveAttribute('autocomplete', 'shipping country');
    const state = screen.getByRole('combobox', { name: /^Delivery address: State or province/ });
    expect(state).toHaveAttribute('id', 'details-deliveryAddress-state');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(state).toHaveAccessibleDescription('This field is required.');
  });
});
