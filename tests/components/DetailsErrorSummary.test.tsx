// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsErrorSummary } from '../../components/checkout/step2/DetailsErrorSummary.tsx';
import { DetailsTextField } from '../../components/checkout/step2/DetailsTextField.tsx';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import { FORM_ID, renderSection } from './details-form-support.tsx';

const extraFields: DataField[] = [{ _id: 'df_note', slug: 'note', type: 'text', title: 'A note for us', required: true }];

describe('DetailsErrorSummary', () => {
  it('lists the errors in screen order, named by their labels, each linking to its field', async () => {
    const user = userEvent.setup();
    renderSection(
      <>
        <DetailsErrorSummary formId={FORM_ID} show saveError={null} extraFields={extraFields} />
        <DetailsTextField formId={FORM_ID} path="prename" required />
      </>,
      { options: { extraFields, requiredConsents: ['autorenewal'] }, values: { lastname: 'Lovelace', street: '1 Way', postal: 'NW1', city: 'London', email: 'ada@example.com', emailRepeat: 'ada@example.com' } },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const summary = screen.getByRole('alert', { name: 'Please correct 3 fields:' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First name: This field is required.',
      'A note for us: This field is required.',
      'I agree that my subscription renews automatically until I cancel it.: Please tick this box to continue.',
    ]);
    await user.click(within(summary).getByRole('link', { name: /^First name/ }));
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
  });

  it('lists nothing until asked to, and says why saving failed', () => {
    renderSection(<DetailsErrorSummary formId={FORM_ID} show={false} saveError="Your details could not be saved." extraFields={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your details could not be saved.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
