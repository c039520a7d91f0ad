import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { CustomerPaymentMethod } from '../../ticketing/schemas/customer-payment-method.ts';
import { achPaymentMethodDataSchema, sepaPaymentMethodDataSchema } from '../../ticketing/schemas/customer-payment-method.ts';
import type { PaymentGateway } from '../../ticketing/schemas/payment-gateway.ts';
import { paymentMethodInUse } from '../../domain/payment-method-deletion.ts';
import { bankAccountLast4 } from '../../domain/bank-account.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { coded } from '../http/errors.ts';
import { newId } from './ids.ts';
import { sellerGateways } from './payments.ts';

/**
 * The customer's saved payment methods (spec 01 §5, spec 02 §3, §7): custom SEPA / ACH methods
 * created from bank details, cards saved by a setup payment request, the primary method and
 * deletion. ADR 0027.
 *
 * - Only the last four characters of an IBAN or account number are kept (paymentDetails.last4),
 *   with the holder's name: enough to tell methods apart, nothing a leak could pay with.
 * - The first active method a customer has becomes primary; at most one method is primary.
 * - Deleting marks the method DELETED (kept for the records, hidden from the list) and is refused
 *   with 409 paymentMethodInUse while a subscription, payment plan or active resell offer uses it
 *   (lib/domain/payment-method-deletion.ts). A deleted primary hands the primary label to the
 *   newest remaining active method, so a customer with methods always has a default.
 */

type Owner = Pick<Customer, '_id' | 'sellerId'>;

const ownedBy = (customer: Owner) => ({ customerId: customer._id, sellerId: customer.sellerId ?? '' });

export function methodsOf(ctx: SandboxContext, customer: Owner): CustomerPaymentMethod[] {
  return ctx.store.list('customerPaymentMethods', ownedBy(customer)).docs;
}

const isActive = (method: CustomerPaymentMethod) => (method.status ?? 'active') === 'active';

/** The customer's own method that is not deleted; anybody else's is unknown (404). */
function ownMethod(ctx: SandboxContext, customer: Owner, id: string): CustomerPaymentMethod {
  const method = ctx.store.get('customerPaymentMethods', id);
  if (!method || method.customerId !== customer._id || method.sellerId !== customer.sellerId || method.status === 'deleted') {
    throw coded(404, 'paymentMethodNotFound', 'Payment method not found');
  }
  return method;
}

/** Stores a new method for the customer; the first active one becomes primary. */
export function saveNewMethod(ctx: SandboxContext, customer: Owner, method: Omit<CustomerPaymentMethod, '_id' | 'primary' | 'customerId' | 'sellerId' | 'createdAt'>): CustomerPaymentMethod {
  const hasPrimary = methodsOf(ctx, customer).some((candidate) => candidate.primary && isActive(candidate));
  const createdAt = ctx.now().toISOString();
  const doc: CustomerPaymentMethod = { _id: newId('cpm'), sellerId: customer.sellerId ?? '', customerId: customer._id, primary: !hasPrimary, ...method, createdAt };
  return ctx.store.put('customerPaymentMethods', doc, { sellerId: customer.sellerId, customerId: customer._id, createdAt });
}

/** The seller's gateway that collects SEPA or ACH details, or 400 gatewayNotFound. */
function customGateway(ctx: SandboxContext, sellerId: string, gatewayId: string): PaymentGateway & { data: { requiredInformation: 'SEPA' | 'ACH' } } {
  const gateway = sellerGateways(ctx, sellerId).find((candidate) => candidate._id === gatewayId);
  const information = gateway?.data?.requiredInformation;
  if (!gateway || gateway.type !== 'additionalMethod' || (information !== 'SEPA' && information !== 'ACH')) {
    throw coded(400, 'gatewayNotFound', 'Payment gateway not found', undefined, { gatewayId: ['gatewayNotFound'] });
  }
  return { ...gateway, data: { ...gateway.data, requiredInformation: information } };
}

/** POST /api/customers/me/payment-methods: a custom method from SEPA or ACH details (400 with field errors). */
export function createCustomMethod(ctx: SandboxContext, customer: Owner, input: { gatewayId: string; data: unknown }): CustomerPaymentMethod {
  const gateway = customGateway(ctx, customer.sellerId ?? '', input.gatewayId);
  const schema = gateway.data.requiredInformation === 'SEPA' ? sepaPaymentMethodDataSchema : achPaymentMethodDataSchema;
  const parsed = schema.safeParse(input.data ?? {});
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error.issues)).map(([field, codes]) => [`data.${field}`, codes]));
    throw coded(400, 'invalidInput', 'Invalid bank details', undefined, errors);
  }
  const data = parsed.data;
  const account = 'iban' in data ? data.iban : data.accountNumber;
  return saveNewMethod(ctx, customer, {
    status: 'active',
    active: true,
    gatewayType: gateway.type,
    gatewayId: gateway._id,
    channels: ['offSession'],
    data: { accountHolderName: data.accountHolderName },
    paymentDetails: { type: gateway.data.requiredInformation === 'SEPA' ? 'sepa' : 'ach', last4: bankAccountLast4(account) },
  });
}

/** POST …/{id}/primary: only an active method can be the default (409 paymentMethodNotActive). */
export function setPrimaryMethod(ctx: SandboxContext, customer: Owner, id: string): CustomerPaymentMethod {
  const method = ownMethod(ctx, customer, id);
  if (!isActive(method)) throw coded(409, 'paymentMethodNotActive', 'Only an active payment method can be primary');
  for (const other of methodsOf(ctx, customer)) {
    if (other._id !== id && other.primary) ctx.store.put('customerPaymentMethods', { ...other, primary: false });
  }
  return ctx.store.put('customerPaymentMethods', { ...method, primary: true });
}

/** POST …/{id}/delete: refused while the method is in use (409 paymentMethodInUse, naming what uses it). */
export function deleteMethod(ctx: SandboxContext, customer: Owner, id: string): CustomerPaymentMethod {
  const method = ownMethod(ctx, customer, id);
  const owned = ownedBy(customer);
  const use = paymentMethodInUse(id, {
    subscriptions: ctx.store.list('subscriptions', owned).docs,
    paymentPlans: ctx.store.list('paymentPlans', owned).docs,
    resellOffers: ctx.store.list('resellOffers', owned).docs,
  });
  if (use) throw coded(409, 'paymentMethodInUse', 'The payment method is in use', { usedBy: use });
  const deleted = ctx.store.put('customerPaymentMethods', { ...method, status: 'deleted', active: false, primary: false });
  if (method.primary) {
    const next = methodsOf(ctx, customer)
      .filter((candidate) => candidate._id !== id && isActive(candidate))
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))[0];
    if (next) ctx.store.put('customerPaymentMethods', { ...next, primary: true });
  }
  return deleted;
}

