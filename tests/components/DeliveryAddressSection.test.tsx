// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeliveryAddressSection } from '../../components/checkout/step2/DeliveryAddressSection.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

describe('DeliveryAddressSection', () => {
  it('asks for the recipient and the address once a different address is chosen', async () => {
    const user = userEvent.setup();
    renderSection(<DeliveryAddressSection formId={FORM_ID} />, { options: { deliveryAddressAllowed: true } });
    expect(screen.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to a different address' }));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    expect(within(delivery).getAllByRole('textbox').map((input) => input.getAttribute('autocomplete'))).toEqual([
      'shipping name',
      'shipping address-line1',
      'shipping postal-code',
      'shipping address-level2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(within(delivery).getByRole('textbox', { name: /Recipient's name/ })).toHaveAccessibleDescription('This field is required.');
  });

  it('sends the delivery address with the details', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection(<DeliveryAddressSection formId={FORM_ID} />, {
      options: { deliveryAddressAllowed: true },
      values: { prename: 'Ada', lastname: 'Lovelace', street: '1 Way', postal: 'NW1', city: 'London', email: 'ada@example.com', emailRepeat: 'ada@example.com', useDeliveryAddress: true },
    });
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    await user.type(within(delivery).getByRole('textbox', { name: /Recipient's name/ }), 'Charles Babbage');
    await user.type(within(delivery).getByRole('textbox', { name: /Street and house number/ }), '2 Difference Row');
    await user.type(within(delivery).getByRole('textbox', { name: /Postcode/ }), 'W1');
    await user.type(within(delivery).getByRole('textbox', { name: /Town or city/ }), 'London');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(submitted[0]?.deliveryAddress).toMatchObject({ name: 'Charles Babbage', street: '2 Difference Row', country: 'GB' });
  });
});
