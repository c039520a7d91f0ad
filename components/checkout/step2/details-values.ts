import type { FieldErrors } from 'react-hook-form';
import { fieldKey } from '@/lib/domain/data-field-rules';
import { phoneFieldFromE164 } from '@/lib/domain/phone-country';
import type { PhoneRules } from '@/lib/domain/phone-rules';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';

/** The step-2 form's values: the input side of lib/domain/checkout-details.ts, with nothing left null. */
export interface AddressValues {
  street: string;
  postal: string;
  city: string;
  country: string;
  state: string;
}

export interface DetailsFormValues extends AddressValues {
  prename: string;
  lastname: string;
  company: string;
  email: string;
  emailRepeat: string;
  phone: { country: string; number: string };
  createAccount: boolean;
  password: string;
  passwordRepeat: string;
  useDeliveryAddress: boolean;
  deliveryAddress: AddressValues & { name: string };
  extraFields: Record<string, unknown>;
  fulfillmentTypeId: string;
  itemConsents: Record<string, boolean>;
}

const emptyAddress = (country: string): AddressValues => ({ street: '', postal: '', city: '', country, state: '' });

export function emptyDetails(defaults: { country: string; phoneCountry: string; extraFields: readonly DataField[] }): DetailsFormValues {
  const extraFields: Record<string, unknown> = {};
  for (const field of defaults.extraFields) {
    const key = fieldKey(field);
    extraFields[key] =
      field.type === 'checkbox' ? false : field.type === 'tel' ? { country: defaults.phoneCountry, number: '' } : field.type === 'number' || field.type === 'documentUpload' || field.type === 'signature' ? null : '';
  }
  return {
    prename: '',
    lastname: '',
    company: '',
    ...emptyAddress(defaults.country),
    email: '',
    emailRepeat: '',
    phone: { country: defaults.phoneCountry, number: '' },
    createAccount: false,
    password: '',
    passwordRepeat: '',
    useDeliveryAddress: false,
    deliveryAddress: { name: '', ...emptyAddress(defaults.country) },
    extraFields,
    fulfillmentTypeId: '',
    itemConsents: {},
  };
}

/** What the checkout already holds (a details call made earlier), over the empty form. */
export function detailsFromCheckout(base: DetailsFormValues, cart: Checkout | null | undefined): DetailsFormValues {
  if (!cart) return base;
  const phone = phoneFieldFromE164(cart.phone);
  const address = cart.address;
  const delivery = cart.deliveryAddress;
  const text = (value: string | null | undefined, fallback: string) => value ?? fallback;
  return {
    ...base,
    prename: text(cart.firstname, base.prename),
    lastname: text(cart.lastname, base.lastname),
    company: text(cart.company, base.company),
    street: text(address?.street, base.street),
    postal: text(address?.postal, base.postal),
    city: text(address?.city, base.city),
    country: text(address?.country, base.country),
    state: text(address?.state, base.state),
    email: text(cart.email, base.email),
    emailRepeat: text(cart.email, base.emailRepeat),
    phone: phone ?? base.phone,
    useDeliveryAddress: Boolean(delivery),
    deliveryAddress: delivery
      ? {
          name: text(delivery.name, ''),
          street: text(delivery.street, ''),
          postal: text(delivery.postal, ''),
          city: text(delivery.city, ''),
          country: text(delivery.country, base.country),
          state: text(delivery.state, ''),
        }
      : base.deliveryAddress,
    extraFields: { ...base.extraFields, ...(cart.extraFields ?? {}) },
  };
}

/** Saved values over the defaults, keeping the defaults' shape (a stored value of the wrong kind is ignored). */
export function mergeStored(base: DetailsFormValues, stored: Partial<DetailsFormValues> | undefined): DetailsFormValues {
  if (!stored) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    const current = (base as unknown as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    if (typeof current === 'object' && current !== null && typeof value === 'object') merged[key] = { ...current, ...value };
    else if (typeof current === typeof value) merged[key] = value;
  }
  return { ...(merged as unknown as DetailsFormValues), password: '', passwordRepeat: '' };
}

/**
 * The body of POST …/cart/details: the form's input for the shared schema (the route handler parses
 * it with the same checkoutDetailsSchema), with phones already in E.164 so that what is sent is what
 * is stored. Passwords go only with createAccount, the delivery address only when chosen.
 */
export function detailsPayload(values: DetailsFormValues, options: { capturePhone: boolean; extraFields: readonly DataField[] }, phoneRules: PhoneRules) {
  const e164 = (pair: { country?: string | null; number?: string | null }) => {
    const phone = phoneRules.toE164(pair.country, pair.number);
    return phone.ok && phone.value ? { country: pair.country ?? '', number: phone.value } : { country: pair.country ?? '', number: pair.number ?? '' };
  };
  const extraFields: Record<string, unknown> = { ...values.extraFields };
  for (const field of options.extraFields) {
    const key = fieldKey(field);
    const answer = extraFields[key];
    if (field.type === 'tel' && answer && typeof answer === 'object') extraFields[key] = e164(answer as { country?: string; number?: string });
  }
  const { password, passwordRepeat, deliveryAddress, phone, ...rest } = values;
  return {
    ...rest,
    extraFields,
    ...(options.capturePhone ? { phone: e164(phone) } : {}),
    ...(values.createAccount ? { password, passwordRepeat } : {}),
    ...(values.useDeliveryAddress ? { deliveryAddress } : {}),
  };
}

/** Every error of the form as [path, code], in the order the fields appear in `order`. */
export function flattenErrors(errors: FieldErrors<DetailsFormValues>, order: readonly string[]): { path: string; code: string }[] {
  const found: { path: string; code: string }[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as { message?: unknown; type?: unknown; ref?: unknown };
    if (typeof entry.message === 'string' && entry.message) {
      found.push({ path, code: entry.message });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'root') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  const rank = (path: string) => {
    const index = order.findIndex((name) => path === name || path.startsWith(`${name}.`));
    return index === -1 ? order.length : index;
  };
  return found.sort((a, b) => rank(a.path) - rank(b.path));
}
