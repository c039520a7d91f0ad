import { addCustomPaymentMethod, listPaymentMethods } from '@/lib/operations/payment-methods';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { createCustomPaymentMethod } from '@/lib/ticketing/payment-methods';
import { listPaymentGateways } from '@/lib/ticketing/payments';
import { achErrors, compactBankCode, sepaErrors } from '@/lib/domain/bank-account';
import { customGatewayOptions, loadPaymentMethodsView } from '@/lib/account/payment-methods';
import type { TicketingError } from '@/lib/ticketing/errors';

/** Spec 01 §8: a list that fails in the account pages is ignored; the log says so. */
const ignoreListFailure = (what: string, error: TicketingError) => console.warn(`account: ${what} failed to load and is left out (spec 01 §8): ${error.message}`);

export const GET = route(listPaymentMethods)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  return loadPaymentMethodsView({ client: ticketing(), token: session.token }, seller._id, ignoreListFailure);
});

/** The details are checked against the gateway's kind here (field errors, nothing sent) and again by the API. */
export const POST = route(addCustomPaymentMethod)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await verifiedCustomerOf(seller);
  const client = ticketing();
  const gateways = customGatewayOptions(orRefuse(await listPaymentGateways(client, seller._id)).gateways);
  const gateway = gateways.find((candidate) => candidate.id === input.gatewayId);
  if (!gateway) throw refuse(400, 'gatewayNotFound', { errors: { gatewayId: ['gatewayNotFound'] } });
  const { data } = input;
  const holder = data.accountHolderName?.trim() ?? '';
  if (gateway.requiredInformation === 'SEPA') {
    const errors = sepaErrors(data);
    if (Object.keys(errors).length > 0) throw invalidInput(fieldErrorsOf(errors));
    const details = { iban: compactBankCode(data.iban ?? ''), bic: compactBankCode(data.bic ?? ''), accountHolderName: holder };
    return { method: orRefuse(await createCustomPaymentMethod(client, { gatewayId: gateway.id, data: details }, session.token)) };
  }
  const errors = achErrors(data);
  if (Object.keys(errors).length > 0) throw invalidInput(fieldErrorsOf(errors));
  const details = { accountNumber: data.accountNumber?.trim() ?? '', routingNumber: data.routingNumber?.trim() ?? '', accountHolderName: holder };
  return { method: orRefuse(await createCustomPaymentMethod(client, { gatewayId: gateway.id, data: details }, session.token)) };
});

const fieldErrorsOf = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, code]) => (code ? [[`data.${field}`, [code]]] : [])));
