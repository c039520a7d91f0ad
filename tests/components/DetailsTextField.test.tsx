// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsTextField } from '../../components/checkout/step2/DetailsTextField.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

describe('DetailsTextField', () => {
  it('is labelled by its field name, marked required, and described by its hint', () => {
    renderSection(<DetailsTextField formId={FORM_ID} path="password" required type="password" hint="At least 8 characters." />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('id', 'details-password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('names a delivery address field after the address, and shows its error after a submit', async () => {
    const user = userEvent.setup();
    renderSection(<DetailsTextField formId={FORM_ID} path="deliveryAddress.name" required />, { options: { deliveryAddressAllowed: true }, values: { useDeliveryAddress: true } });
    const input = screen.getByRole('textbox', { name: "Delivery address: Recipient's name" });
    expect(input).toHaveAttribute('id', 'details-deliveryAddress-name');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    await user.type(input, 'Ada');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
