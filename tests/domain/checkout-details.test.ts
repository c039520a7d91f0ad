import { describe, it, expect } from 'vitest';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import {
  CHECKOUT_ERROR_CODES,
  PASSWORD_MIN_LENGTH,
  checkoutDetailsSchema,
  type CheckoutDetailsInput,
  type CheckoutDetailsOptions,
} from '../../lib/domain/checkout-details.ts';
import { PHONE_RULES } from '../../lib/domain/phone.ts';

const valid: CheckoutDetailsInput = {
  prename: 'Alex',
  lastname: 'Morgan',
  street: '1 High Street',
  postal: 'AB1 2CD',
  city: 'Leeds',
  country: 'GB',
  email: 'alex@example.com',
  emailRepeat: 'alex@example.com',
};

/** The issues as { 'path.to.field': code }. */
function errorsOf(input: CheckoutDetailsInput, options: CheckoutDetailsOptions = {}): Record<string, string> {
  const result = checkoutDetailsSchema(options, PHONE_RULES).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const password = 'x'.repeat(PASSWORD_MIN_LENGTH);
const extraFields: DataField[] = [
  { _id: 'df_terms', slug: 'terms', type: 'checkbox', required: true },
  { _id: 'df_heard', slug: 'heardAbout', type: 'select', options: ['Friends', 'Other'], required: true },
  { _id: 'df_heard_other', slug: 'heardOther', type: 'text', required: true, conditions: [{ field: 'heardAbout', values: ['Other'] }] },
  { _id: 'df_contact', slug: 'contactEmail', type: 'email' },
  { _id: 'df_mobile', slug: 'mobile', type: 'tel' },
];

describe('checkoutDetailsSchema: the spec codes', () => {
  it('knows the seven codes of spec 02 §5 and an 8-character password minimum', () => {
    expect(CHECKOUT_ERROR_CODES).toEqual(['required', 'invalidEmail', 'repeatEmail', 'invalidPhone', 'passwordMin', 'repeatPassword', 'checked']);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('reports every error at once', () => {
    expect(errorsOf({})).toEqual({
      prename: 'required',
      lastname: 'required',
      street: 'required',
      postal: 'required',
      city: 'required',
      country: 'required',
      email: 'required',
      emailRepeat: 'required',
    });
  });

  it.each<[string, CheckoutDetailsInput, CheckoutDetailsOptions, Record<string, string>]>([
    ['valid details', valid, {}, {}],
    ['blank names', { ...valid, prename: '  ', lastname: null }, {}, { prename: 'required', lastname: 'required' }],
    ['NUL and a right-to-left override in names and address', { ...valid, prename: 'Alex\u0000', lastname: 'Morgan\u202e', city: 'Leeds\u2066' }, {}, { prename: 'invalidCharacters', lastname: 'invalidCharacters', city: 'invalidCharacters' }],
    ['company optional', valid, {}, {}],
    ['company enforced by the event', { ...valid, company: ' ' }, { companyRequired: true }, { company: 'required' }],
    ['address skipped', { ...valid, street: '', postal: '', city: '' }, { skipAddress: true }, {}],
    ['country still required when the address is skipped', { ...valid, country: '' }, { skipAddress: true }, { country: 'required' }],
    ['an unknown country', { ...valid, country: 'Narnia' }, {}, { country: 'required' }],
    ['state required for a state country', { ...valid, country: 'US', state: '' }, {}, { state: 'required' }],
    ['state not in the list', { ...valid, country: 'US', state: 'ON' }, {}, { state: 'required' }],
    ['a listed state', { ...valid, country: 'US', state: 'ny' }, {}, {}],
    ['free-text state', { ...valid, country: 'MX', state: 'Jalisco' }, {}, {}],
    ['a state for a country without states is no error', { ...valid, state: 'NY' }, {}, {}],
    ['invalid email', { ...valid, email: 'alex@', emailRepeat: 'alex@' }, {}, { email: 'invalidEmail' }],
    ['email repeat different', { ...valid, emailRepeat: 'alex@example.org' }, {}, { emailRepeat: 'repeatEmail' }],
    ['email repeat equal after trimming', { ...valid, email: ' alex@example.com', emailRepeat: 'alex@example.com  ' }, {}, {}],
    ['email repeat in another letter case', { ...valid, emailRepeat: 'Alex@example.com' }, {}, { emailRepeat: 'repeatEmail' }],
    ['a valid phone', { ...valid, phone: { country: 'DE', number: '0151 23456789' } }, { capturePhone: true }, {}],
    ['an empty phone', { ...valid, phone: { country: 'DE', number: '' } }, { capturePhone: true }, {}],
    ['an invalid phone', { ...valid, phone: { country: 'DE', number: '12' } }, { capturePhone: true }, { phone: 'invalidPhone' }],
    ['an invalid phone when phones are not captured', { ...valid, phone: { country: 'DE', number: '12' } }, {}, {}],
    ['create account', { ...valid, createAccount: true, password, passwordRepeat: password }, {}, {}],
    ['create account without passwords', { ...valid, createAccount: true }, {}, { password: 'required', passwordRepeat: 'required' }],
    ['a short password', { ...valid, createAccount: true, password: password.slice(1), passwordRepeat: password.slice(1) }, {}, { password: 'passwordMin' }],
    ['passwords that differ', { ...valid, createAccount: true, password, passwordRepeat: `${password}!` }, {}, { passwordRepeat: 'repeatPassword' }],
    ['passwords ignored without create account', { ...valid, createAccount: false, password: 'x' }, {}, {}],
    [
      'a delivery address, incomplete',
      { ...valid, useDeliveryAddress: true, deliveryAddress: { country: 'US' } },
      { deliveryAddressAllowed: true },
      {
        'deliveryAddress.name': 'required',
        'deliveryAddress.street': 'required',
        'deliveryAddress.postal': 'required',
        'deliveryAddress.city': 'required',
        'deliveryAddress.state': 'required',
      },
    ],
    ['a delivery address not chosen', { ...valid, useDeliveryAddress: false, deliveryAddress: { country: 'US' } }, { deliveryAddressAllowed: true }, {}],
    ['a delivery address not allowed', { ...valid, useDeliveryAddress: true }, {}, {}],
    [
      'extra fields: required, checkbox, email, tel',
      { ...valid, extraFields: { terms: false, contactEmail: 'x@', mobile: { country: 'DE', number: '1' } } },
      { extraFields },
      { 'extraFields.terms': 'checked', 'extraFields.heardAbout': 'required', 'extraFields.contactEmail': 'invalidEmail', 'extraFields.mobile': 'invalidPhone' },
    ],
    ['extra fields: a conditional one shown', { ...valid, extraFields: { terms: true, heardAbout: 'Other' } }, { extraFields }, { 'extraFields.heardOther': 'required' }],
    ['extra fields: all valid', { ...valid, extraFields: { terms: true, heardAbout: 'Friends' } }, { extraFields }, {}],
    ['fulfillment type missing', valid, { fulfillmentTypes: ['ft_post', 'ft_pickup'] }, { fulfillmentTypeId: 'required' }],
    ['fulfillment type not offered', { ...valid, fulfillmentTypeId: 'ft_other' }, { fulfillmentTypes: ['ft_post'] }, { fulfillmentTypeId: 'required' }],
    ['fulfillment type chosen', { ...valid, fulfillmentTypeId: 'ft_post' }, { fulfillmentTypes: ['ft_post'] }, {}],
    ['no fulfillment types offered', valid, { fulfillmentTypes: [] }, {}],
    ['a required consent missing', { ...valid, itemConsents: { newsletter: true } }, { requiredConsents: ['terms'] }, { 'itemConsents.terms': 'checked' }],
    ['a required consent refused', { ...valid, itemConsents: { terms: false } }, { requiredConsents: ['terms'] }, { 'itemConsents.terms': 'checked' }],
    ['a required consent given', { ...valid, itemConsents: { terms: true } }, { requiredConsents: ['terms'] }, {}],
  ])('%s', (_case, input, options, expected) => {
    expect(errorsOf(input, options)).toEqual(expected);
  });
});

describe('checkoutDetailsSchema: the normalized output', () => {
  it('trims, upper-cases codes, makes E.164 and drops what does not apply', () => {
    const output = checkoutDetailsSchema({ capturePhone: true, deliveryAddressAllowed: true, extraFields, fulfillmentTypes: ['ft_post'] }, PHONE_RULES).parse({
      ...valid,
      prename: ' Alex ',
      company: '  ',
      country: 'us',
      state: 'ny',
      email: ' alex@example.com ',
      emailRepeat: 'alex@example.com',
      phone: { country: 'DE', number: '0151 23456789' },
      password: 'ignored',
      useDeliveryAddress: true,
      deliveryAddress: { name: ' Sam ', street: 'Main St 1', postal: '10001', city: 'New York', country: 'us', state: 'ny' },
      extraFields: { terms: true, heardAbout: 'Friends', heardOther: 'hidden, dropped', contactEmail: ' ', mobile: { country: 'GB', number: '020 7946 0958' } },
      fulfillmentTypeId: 'ft_post',
      itemConsents: { newsletter: false },
    });
    expect(output).toEqual({
      prename: 'Alex',
      lastname: 'Morgan',
      street: '1 High Street',
      postal: 'AB1 2CD',
      city: 'Leeds',
      country: 'US',
      state: 'NY',
      email: 'alex@example.com',
      phone: '+4915123456789',
      createAccount: false,
      deliveryAddress: { name: 'Sam', street: 'Main St 1', postal: '10001', city: 'New York', country: 'US', state: 'NY' },
      extraFields: { terms: true, heardAbout: 'Friends', mobile: '+442079460958' },
      fulfillmentTypeId: 'ft_post',
      itemConsents: { newsletter: false },
    });
  });

  it.each<[string, CheckoutDetailsInput, CheckoutDetailsOptions, Record<string, unknown>]>([
    ['no phone captured: no phone key', { ...valid, phone: { country: 'DE', number: '0151 23456789' } }, {}, { phone: undefined }],
    ['an empty phone is null', { ...valid, phone: { country: 'DE', number: '' } }, { capturePhone: true }, { phone: null }],
    ['a state for a country without states is dropped', { ...valid, state: 'NY' }, {}, { state: undefined }],
    ['free-text states are kept as typed', { ...valid, country: 'MX', state: ' Jalisco ' }, {}, { state: 'Jalisco' }],
    ['the password only with create account', { ...valid, createAccount: true, password, passwordRepeat: password }, {}, { createAccount: true, password }],
    ['the address dropped when skipped', { ...valid }, { skipAddress: true }, { street: undefined, postal: undefined, city: undefined, country: 'GB' }],
    ['no delivery address unless chosen', { ...valid, deliveryAddress: { name: 'Sam' } }, { deliveryAddressAllowed: true }, { deliveryAddress: undefined }],
  ])('%s', (_case, input, options, expected) => {
    const output: Record<string, unknown> = { ...checkoutDetailsSchema(options, PHONE_RULES).parse(input) };
    for (const [key, value] of Object.entries(expected)) expect(output[key]).toEqual(value);
    expect('emailRepeat' in output || 'passwordRepeat' in output || 'useDeliveryAddress' in output).toBe(false);
  });
});
