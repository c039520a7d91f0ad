import { lazy } from 'react';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import type { GatewayKind } from './types';

const online = (gateway: PaymentGateway) => gateway.active !== false && (!gateway.channels || gateway.channels.length === 0 || gateway.channels.includes('online'));

/**
 * The payment gateway kinds this storefront can take payments with. Each form is its own chunk,
 * loaded when its gateway is chosen, so provider SDKs never reach pages without a payment form.
 * A gateway of a type not listed here (payout-only methods, providers not integrated) is not offered.
 */
export const GATEWAY_KINDS: readonly GatewayKind[] = [
  {
    type: 'sandbox',
    isEnabled: online,
    submitMode: 'inline',
    Component: lazy(() => import('./SandboxCardForm')),
  },
  {
    type: 'stripe',
    isEnabled: (gateway) => online(gateway) && Boolean(gateway.data?.publicKey),
    submitMode: 'inline',
    Component: lazy(() => import('./StripePaymentForm')),
  },
  {
    type: 'adyen',
    isEnabled: (gateway) => online(gateway) && Boolean(gateway.data?.clientKey),
    submitMode: 'redirect',
    Component: lazy(() => import('./AdyenDropin')),
  },
];

export function gatewayKindOf(gateway: PaymentGateway): GatewayKind | undefined {
  const kind = GATEWAY_KINDS.find((candidate) => candidate.type === gateway.type);
  return kind?.isEnabled(gateway) ? kind : undefined;
}

/** The gateways a buyer can pay with, in the seller's order. */
export function payableGateways(gateways: readonly PaymentGateway[]): PaymentGateway[] {
  return gateways.filter((gateway) => gatewayKindOf(gateway) !== undefined);
}
