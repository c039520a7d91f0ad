// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuyerDetailsSection } from '../../components/checkout/step2/BuyerDetailsSection.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

describe('BuyerDetailsSection', () => {
  it('asks for the buyer in the spec order, the company only where the event enforces it', () => {
    const { unmount } = renderSection(<BuyerDetailsSection formId={FORM_ID} capturePhone={false} phoneCountry="GB" />);
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('name'));
    expect(names).toEqual(['prename', 'lastname', 'company', 'street', 'postal', 'city', 'email', 'emailRepeat']);
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('group', { name: /Phone number/ })).not.toBeInTheDocument();
    unmount();
    renderSection(<BuyerDetailsSection formId={FORM_ID} companyRequired capturePhone={false} phoneCountry="GB" />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-required', 'true');
  });

  it('takes a phone number where the seller captures phones, starting with the given country', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection(<BuyerDetailsSection formId={FORM_ID} capturePhone phoneCountry="DE" />, {
      options: { capturePhone: true },
      values: { prename: 'Ada', lastname: 'Lovelace', street: '1 Way', postal: 'NW1', city: 'London', email: 'ada@example.com', emailRepeat: 'ada@example.com', phone: { country: 'DE', number: '' } },
    });
    const phone = screen.getByRole('group', { name: /^Phone number/ });
    expect(within(phone).getByRole('combobox', { name: 'Country code' })).toHaveValue('DE');
    await user.type(within(phone).getByRole('textbox'), '0151 23456789');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(submitted[0]).toMatchObject({ prename: 'Ada', phone: '+4915123456789' });
  });
});
