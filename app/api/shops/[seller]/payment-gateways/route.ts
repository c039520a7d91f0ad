import { getPaymentGateways } from '@/lib/operations/payments';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { listPaymentGateways } from '@/lib/ticketing/payments';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';

/** What the payment forms need of a gateway; secrets, entitlements and organisation stay on the server. */
function publicGateway(gateway: PaymentGateway): PaymentGateway {
  const data = gateway.data ?? {};
  return {
    _id: gateway._id,
    type: gateway.type,
    ...(gateway.name ? { name: gateway.name } : {}),
    ...(gateway.description ? { description: gateway.description } : {}),
    ...(gateway.icon ? { icon: gateway.icon } : {}),
    data: {
      ...(data.environment ? { environment: data.environment } : {}),
      ...(data.clientKey ? { clientKey: data.clientKey } : {}),
      ...(data.publicKey ? { publicKey: data.publicKey } : {}),
      // Its absence shows the secure-payment note of the platform's own gateway (spec 02 §2).
      ...(data.accountId !== undefined ? { accountId: data.accountId } : {}),
      ...(data.verificationMode ? { verificationMode: data.verificationMode } : {}),
      ...(data.applePayEnabled !== undefined ? { applePayEnabled: data.applePayEnabled } : {}),
      ...(data.googlePayEnabled !== undefined ? { googlePayEnabled: data.googlePayEnabled } : {}),
      ...(data.orderedPaymentMethods ? { orderedPaymentMethods: data.orderedPaymentMethods } : {}),
    },
  };
}

/** Payout-only methods are left out. */
export const GET = route(getPaymentGateways)(async ({ params }) => {
  const seller = await shopOf(params.seller);
  const { gateways } = orRefuse(await listPaymentGateways(ticketing(), seller._id, 'online'));
  return { gateways: gateways.filter((gateway) => gateway.active !== false && gateway.type !== 'additionalMethod').map(publicGateway) };
});
