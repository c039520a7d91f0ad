import { checkoutErrorResponse, okJson, shopOf } from '@/lib/cart/route-support';
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

/** GET /api/shops/{seller}/payment-gateways: `{ gateways }` the shop takes online payments with (payout-only methods left out). */
export async function GET(_request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const shop = await shopOf(params);
  if (!shop.ok) return shop.response;
  const result = await listPaymentGateways(ticketing(), shop.seller._id, 'online');
  if (!result.ok) return checkoutErrorResponse(result.error);
  const gateways = result.data.gateways.filter((gateway) => gateway.active !== false && gateway.type !== 'additionalMethod').map(publicGateway);
  return okJson({ gateways });
}
