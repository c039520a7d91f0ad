// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect } from 'vitest';
import { createRef } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { CheckoutDetailsForm, type CheckoutDetailsFormHandle, type CheckoutDetailsFormProps } from '../../components/checkout/step2/CheckoutDetailsForm.tsx';
import { FIELD_ERROR_MESSAGE_IDS, fieldErrorText } from '../../components/checkout/personalization/field-errors.ts';
import { CHECKOUT_ERROR_CODES } from '../../lib/domain/checkout-details.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import type { ShopInfo } from '../../components/shop/ShopContext.tsx';
import { remember, renderWithProviders, type Seen } from './step2-support.tsx';

const seen: Seen[] = [];
const cart: Checkout = { _id: 'chk_1', secret: 'sec', status: 'open', currency: 'GBP', realPrice: 50, items: [] };

const server = setupServer(
  http.post('*/api/shops/riverside-live/cart/details', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json({ cart: { ...cart, email: 'ada@example.com' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function renderForm(props: Partial<CheckoutDetailsFormProps> = {}, options: { shop?: Partial<ShopInfo>; locale?: 'en' | 'de'; loggedIn?: boolean } = {}) {
  const ref = createRef<CheckoutDetailsFormHandle>();
  const view = renderWithProviders(<CheckoutDetailsForm ref={ref} checkoutId="chk_1" cart={cart} deliveryAddressAllowed {...props} />, options);
  const submit = async () => {
    let result = false;
    await act(async () => {
      result = (await ref.current?.submit()) ?? false;
    });
    return result;
  };
  return { ...view, ref, submit };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^First name/), 'Ada');
  await user.type(field(/^Last name/), 'Lovelace');
  await user.type(field(/^Street and house number/), '1 Analytical Way');
  await user.type(field(/^Postcode/), 'NW1 2DB');
  await user.type(field(/^Town or city/), 'London');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
  await user.type(field(/^E-mail/), 'ada@example.com');
  await user.type(field(/^Repeat e-mail/), 'ada@example.com');
}

describe('error codes and their texts', () => {
  it('has a text for every code in both languages', () => {
    const codes = [...CHECKOUT_ERROR_CODES, ...Object.keys(FIELD_ERROR_MESSAGE_IDS)];
    for (const messages of [en, de] as Record<string, string>[]) {
      const intl = createIntl({ locale: 'en', messages, onError: () => undefined });
      for (const code of codes) {
        const id = FIELD_ERROR_MESSAGE_IDS[code];
        expect(id, code).toBeDefined();
        expect(messages[id!], `${id} in ${messages === en ? 'en' : 'de'}`).toBeTruthy();
        expect(fieldErrorText(intl, code, { maxLength: 30, minimumAge: 16, maximumAge: 25 })).not.toMatch(/\{/);
      }
    }
  });
});

// Typing whole forms with user-event takes seconds on a busy machine.
describe('CheckoutDetailsForm', () => {
  it('lists every error in a summary linking to its field, marks the fields and focuses the first', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    expect(await submit()).toBe(false);
    const summary = screen.getByRole('alert');
    // The country starts as the seller's (GB), so it is not missing.
    expect(summary).toHaveTextContent('Please correct 7 fields:');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First name: This field is required.',
      'Last name: This field is required.',
      'Street and house number: This field is required.',
      'Postcode: This field is required.',
      'Town or city: This field is required.',
      'E-mail: This field is required.',
      'Repeat e-mail: This field is required.',
    ]);
    const first = field(/^First name/);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('This field is required.');
    await user.click(within(summary).getByRole('link', { name: /^Postcode/ }));
    expect(field(/^Postcode/)).toHaveFocus();
    expect(seen).toHaveLength(0);
  });

  it('focuses the first invalid field on screen, also when a consent further down is missing', async () => {
    const { submit } = renderForm({ consents: ['autorenewal'] });
    expect(await submit()).toBe(false);
    expect(field(/^First name/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 8 fields:');
  });

  it('says invalidEmail and repeatEmail, comparing after trimming', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValid(user);
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'ada@');
    await submit();
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(field(/^Repeat e-mail/)).toHaveAccessibleDescription('The e-mail addresses do not match.');
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), ' ada@example.com ');
    expect(await submit()).toBe(true);
  });

  it('saves on Enter in a field and with Continue to payment, then hands the focus to the payment (WCAG H32)', async () => {
    const user = userEvent.setup();
    renderForm({ deliveryAddressAllowed: false });
    const heading = document.createElement('h2');
    heading.id = 'step2-payment-title';
    heading.tabIndex = -1;
    document.body.append(heading);
    try {
      await fillValid(user);
      await user.type(field(/^Repeat e-mail/), '{Enter}');
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(heading).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(seen).toHaveLength(2));
    } finally {
      heading.remove();
    }
  });

  it('keeps the focus in the form when Enter finds a mistake, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm({ deliveryAddressAllowed: false });
    await user.type(field(/^First name/), 'Ada{Enter}');
    expect(await screen.findByRole('link', { name: /Last name/ })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('checks the password of a new account: passwordMin and repeatPassword', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Create a customer account/ }));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Repeat password/), 'shorter');
    await submit();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. The password needs at least 8 characters.');
    expect(screen.getByLabelText(/^Repeat password/)).toHaveAccessibleDescription('The passwords do not match.');
  });

  it('requires a country', async () => {
    const { submit } = renderForm({}, { shop: { locationCountry: undefined } });
    await submit();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('This field is required.');
  });

  it('offers no account creation to a logged-in buyer', () => {
    renderForm({}, { loggedIn: true });
    expect(screen.queryByRole('checkbox', { name: /Create a customer account/ })).not.toBeInTheDocument();
  });

  it('requires the company for events that enforce it', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm({ companyRequired: true });
    await fillValid(user);
    expect(await submit()).toBe(false);
    expect(field(/^Company/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Company/)).toHaveAttribute('aria-required', 'true');
    await user.type(field(/^Company/), 'Analytical Engines Ltd');
    expect(await submit()).toBe(true);
  });

  it('shows the state only for countries with states, and clears it on a change to one without', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValid(user);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.queryByRole('combobox', { name: /^State or province/ })).not.toBeInTheDocument();
    await user.selectOptions(country, 'US');
    const state = screen.getByRole('combobox', { name: /^State or province/ });
    await submit();
    expect(state).toHaveAccessibleDescription('This field is required.');
    await user.selectOptions(state, 'CA');
    await user.selectOptions(country, 'DE');
    expect(screen.queryByRole('combobox', { name: /^State or province/ })).not.toBeInTheDocument();
    await user.selectOptions(country, 'US');
    expect(screen.getByRole('combobox', { name: /^State or province/ })).toHaveValue('');
    // Mexico has states, but no list: free text.
    await user.selectOptions(country, 'MX');
    expect(field(/^State or province/)).toBeInTheDocument();
  });

  it('sends the phone as E.164 when the seller captures phones, and rejects an invalid one', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm({}, { shop: { capturePhone: true } });
    await fillValid(user);
    const group = screen.getByRole('group', { name: /^Phone number/ });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Country code' }), 'DE');
    const number = within(group).getByRole('textbox');
    await user.type(number, '123');
    expect(await submit()).toBe(false);
    expect(number).toHaveAccessibleDescription('Please enter a valid phone number for the selected country.');
    await user.clear(number);
    await user.type(number, '0151 23456789');
    expect(await submit()).toBe(true);
    expect(seen[0]?.body).toMatchObject({ phone: { country: 'DE', number: '+4915123456789' }, prename: 'Ada', email: 'ada@example.com' });
  });

  it('validates event extra fields and required consents', async () => {
    const user = userEvent.setup();
    const extraFields: DataField[] = [
      { _id: 'df_heard', slug: 'heardAbout', type: 'select', title: 'How did you hear about us?', options: ['Friends', 'Poster'], required: true },
      { _id: 'df_note', slug: 'note', type: 'text', title: 'A note for us', maxLength: 5 },
    ];
    const { submit } = renderForm({ extraFields, consents: ['autorenewal'] });
    await fillValid(user);
    await user.type(field(/^A note for us/), 'far too long');
    expect(await submit()).toBe(false);
    expect(screen.getByRole('combobox', { name: /How did you hear about us/ })).toHaveAccessibleDescription('This field is required.');
    expect(field(/^A note for us/)).toHaveAccessibleDescription('Please use at most 5 characters.');
    expect(screen.getByRole('checkbox', { name: /renews automatically/ })).toHaveAccessibleDescription('Please tick this box to continue.');
    await user.selectOptions(screen.getByRole('combobox', { name: /How did you hear about us/ }), 'Poster');
    await user.clear(field(/^A note for us/));
    await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
    expect(await submit()).toBe(true);
    expect(seen[0]?.body).toMatchObject({ extraFields: { heardAbout: 'Poster' }, itemConsents: { autorenewal: true } });
  });

  it('asks for a different delivery address only when chosen', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValid(user);
    expect(await submit()).toBe(true);
    expect(seen[0]?.body).not.toHaveProperty('deliveryAddress');
    await user.click(screen.getByRole('checkbox', { name: /Deliver to a different address/ }));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    expect(await submit()).toBe(false);
    expect(within(delivery).getByRole('textbox', { name: /Recipient's name/ })).toHaveAccessibleDescription('This field is required.');
  });

  it('keeps everything typed when saving fails, and says so', async () => {
    server.use(http.post('*/api/shops/riverside-live/cart/details', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })));
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValid(user);
    expect(await submit()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Your details could not be saved. Everything you typed is still here; please try again.');
    expect(field(/^First name/)).toHaveValue('Ada');
    expect(field(/^Repeat e-mail/)).toHaveValue('ada@example.com');
  });

  it('shows the codes of a 400 answer on their fields', async () => {
    server.use(http.post('*/api/shops/riverside-live/cart/details', () => HttpResponse.json({ message: 'Invalid input', errors: { email: ['invalidEmail'] } }, { status: 400 })));
    const user = userEvent.setup();
    const { submit } = renderForm();
    await fillValid(user);
    expect(await submit()).toBe(false);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'E-mail: Please enter a valid e-mail address.' })).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveValue('ada@example.com');
  });

  it('restores what was typed from sessionStorage, and keeps no password there', async () => {
    window.sessionStorage.setItem('checkout-details:chk_1', JSON.stringify({ prename: 'Grace', lastname: 'Hopper', country: 'US', state: 'NY', email: 'grace@example.com' }));
    const user = userEvent.setup();
    renderForm();
    expect(field(/^First name/)).toHaveValue('Grace');
    expect(screen.getByRole('combobox', { name: /^State or province/ })).toHaveValue('NY');
    await user.type(field(/^Town or city/), 'New York');
    await user.click(screen.getByRole('checkbox', { name: /Create a customer account/ }));
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem('checkout-details:chk_1') ?? '{}')).toMatchObject({ city: 'New York', createAccount: true }));
    expect(window.sessionStorage.getItem('checkout-details:chk_1')).not.toContain('secret-password');
  });

  it("restores the previous checkout's details into a new checkout after an expiry", () => {
    window.sessionStorage.setItem('checkout-details:chk_old', JSON.stringify({ prename: 'Grace' }));
    window.sessionStorage.setItem('checkout-details:last:riverside-live', 'chk_old');
    renderForm();
    expect(field(/^First name/)).toHaveValue('Grace');
  });

  it('speaks German', async () => {
    const { submit } = renderForm({}, { locale: 'de' });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie 7 Felder:');
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
  });
});
