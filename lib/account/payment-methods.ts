import 'server-only';
import { listMyPaymentMethods } from '../ticketing/payment-methods.ts';
import { getPaymentRequest, listPaymentGateways } from '../ticketing/payments.ts';
import { getMySubscriptions } from '../ticketing/subscriptions.ts';
import { getMyPaymentPlans } from '../ticketing/payment-plans.ts';
import { listMyResellOffers } from '../ticketing/resale.ts';
import type { Result, TicketingError } from '../ticketing/errors.ts';
import type { PaymentGateway } from '../ticketing/schemas/payment-gateway.ts';
import type { PaymentRequest } from '../ticketing/schemas/payment-request.ts';
import { orRefuse, refuse } from '../http/refusal.ts';
import { paymentMethodInUse, type PaymentMethodUse } from '../domain/payment-method-deletion.ts';
import type { CustomGatewayOption, PaymentMethodsView } from '../operations/payment-methods.ts';
import type { AccountAccess } from './access.ts';

/** The most resell offers one read asks for (the API's paging limit, spec 02 §9). */
const OFFERS_READ = 1000;

/** The shop's additional-method gateways that take SEPA or ACH details (spec 01 §3, spec 02 §6). */
export function customGatewayOptions(gateways: readonly PaymentGateway[]): CustomGatewayOption[] {
  return gateways.flatMap((gateway) => {
    const information = gateway.data?.requiredInformation;
    if (gateway.type !== 'additionalMethod' || gateway.active === false || (information !== 'SEPA' && information !== 'ACH')) return [];
    return [{ id: gateway._id, name: gateway.name ?? information, ...(gateway.description ? { description: gateway.description } : {}), requiredInformation: information }];
  });
}

/**
 * The Payment methods screen's data: the methods, which of them a subscription, payment plan or
 * active resell offer uses (lib/domain/payment-method-deletion.ts; the API checks again on
 * delete), and the gateways for custom methods. A list that fails is left out as spec 01 §8 says
 * (`onListFailure` logs it): the screen shows what it has, and the API still refuses a delete.
 */
export async function loadPaymentMethodsView(access: AccountAccess, sellerId: string, onListFailure: (what: string, error: TicketingError) => void): Promise<PaymentMethodsView> {
  const { client, token } = access;
  const [methods, gateways, subscriptions, plans, offers] = await Promise.all([
    listMyPaymentMethods(client, {}, token),
    listPaymentGateways(client, sellerId),
    getMySubscriptions(client, token),
    getMyPaymentPlans(client, token),
    listMyResellOffers(client, { status: ['active'], top: OFFERS_READ }, token),
  ]);
  const read = <T>(what: string, result: Result<T>): T | undefined => {
    if (result.ok) return result.data;
    onListFailure(what, result.error);
    return undefined;
  };
  const docs = read('payment methods', methods)?.docs ?? [];
  const holdings = {
    subscriptions: read('subscriptions', subscriptions)?.subscriptions,
    paymentPlans: read('payment plans', plans)?.paymentPlans,
    resellOffers: read('resell offers', offers)?.docs,
  };
  const inUse: Record<string, PaymentMethodUse['kind']> = {};
  for (const method of docs) {
    const use = paymentMethodInUse(method._id, holdings);
    if (use) inUse[method._id] = use.kind;
  }
  return { methods: docs, inUse, customGateways: customGatewayOptions(read('payment gateways', gateways)?.gateways ?? []) };
}

/**
 * A setup request of the session's customer, by its id and secret (404 paymentRequestNotFound for
 * a checkout's payment request or another customer's setup): the setup operations act on nothing else.
 */
export async function ownSetupRequest(access: AccountAccess, customerId: string, id: string, secret: string): Promise<PaymentRequest> {
  const request = orRefuse(await getPaymentRequest(access.client, id, secret));
  if (request.origin !== 'setup' || request.customer?.customerId !== customerId) throw refuse(404, 'paymentRequestNotFound', undefined, 'Payment request not found');
  return request;
}
