// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExtraFieldsSection } from '../../components/checkout/step2/ExtraFieldsSection.tsx';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import { FORM_ID, renderSection } from './details-form-support.tsx';

const fields: DataField[] = [
  { _id: 'df_heard', slug: 'heardAbout', type: 'select', title: 'How did you hear about us?', options: ['Friends', 'Other'], required: true },
  { _id: 'df_other', slug: 'heardOther', type: 'text', title: 'Where else?', maxLength: 5, conditions: [{ field: 'heardAbout', values: ['Other'] }] },
];

describe('ExtraFieldsSection', () => {
  it("shows the event's questions, a conditional one once its condition holds, and their errors", async () => {
    const user = userEvent.setup();
    renderSection(<ExtraFieldsSection formId={FORM_ID} fields={fields} phoneCountry="GB" />, { options: { extraFields: fields } });
    expect(screen.getByRole('group', { name: 'A few more questions' })).toBeInTheDocument();
    const heard = screen.getByRole('combobox', { name: /How did you hear about us/ });
    expect(heard).toHaveAttribute('id', 'details-extraFields-heardAbout');
    expect(screen.queryByRole('textbox', { name: /Where else/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(heard).toHaveAccessibleDescription('This field is required.');
    await user.selectOptions(heard, 'Other');
    await user.type(screen.getByRole('textbox', { name: /Where else/ }), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: /Where else/ })).toHaveAccessibleDescription('Please use at most 5 characters.');
  });

  it('shows nothing when no question applies', () => {
    const { container } = renderSection(<ExtraFieldsSection formId={FORM_ID} fields={[fields[1] as DataField]} phoneCountry="GB" />);
    expect(container.querySelector('fieldset')).toBeNull();
  });
});
