// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FulfillmentTypesSection } from '../../components/checkout/step2/FulfillmentTypesSection.tsx';
import { FORM_ID, renderSection } from './details-form-support.tsx';

const types = [
  { id: 'ft_post', name: 'By post' },
  { id: 'ft_box', name: 'Box office pickup' },
];

describe('FulfillmentTypesSection', () => {
  it('requires one delivery method and says so under the group', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection(<FulfillmentTypesSection formId={FORM_ID} types={types} />, {
      options: { fulfillmentTypes: types.map((type) => type.id) },
      values: { prename: 'Ada', lastname: 'Lovelace', street: '1 Way', postal: 'NW1', city: 'London', email: 'ada@example.com', emailRepeat: 'ada@example.com' },
    });
    const group = screen.getByRole('group', { name: 'Delivery method' });
    expect(screen.getByRole('radio', { name: 'By post' })).toHaveAttribute('id', 'details-fulfillmentTypeId');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(group).toHaveAccessibleDescription('This field is required.');
    await user.click(screen.getByRole('radio', { name: 'Box office pickup' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(submitted[0]).toMatchObject({ fulfillmentTypeId: 'ft_box' });
  });
});
