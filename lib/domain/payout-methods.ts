import type { CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import type { PaymentGateway } from '../ticketing/schemas/payment-gateway.ts';
import type { PayoutMethodOption } from '../operations/resale.ts';

/** Spec 02 §6: resale payouts go only to additional-method gateways that collect SEPA or ACH details. */
const PAYOUT_INFORMATION = new Set(['SEPA', 'ACH']);

/** The customer's active methods on the shop's payout gateways, labelled by gateway name and last digits. */
export function payoutMethodOptions(methods: readonly CustomerPaymentMethod[], gateways: readonly PaymentGateway[]): PayoutMethodOption[] {
  const payoutGateways = new Map(
    gateways.filter((gateway) => gateway.type === 'additionalMethod' && PAYOUT_INFORMATION.has(gateway.data?.requiredInformation ?? '')).flatMap((gateway) => (gateway._id ? [[gateway._id, gateway]] : [])),
  );
  return methods.flatMap((method) => {
    const gateway = payoutGateways.get(method.gatewayId ?? '');
    if (!gateway || method.status !== 'active') return [];
    const last4 = method.paymentDetails?.last4;
    return [{ id: method._id, label: [gateway.name ?? gateway.data?.requiredInformation, last4 ? `•••• ${last4}` : undefined].filter(Boolean).join(' ') }];
  });
}
