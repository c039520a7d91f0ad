/**
 * The payment a redirect left open, kept in sessionStorage until the buyer returns (the return
 * URL carries the provider's result, not our payment request): which request to verify, with
 * which secret and gateway.
 */
export interface PendingPayment {
  paymentRequestId: string;
  secret: string;
  gatewayId: string;
  gatewayType: string;
  /** Stripe's client secret, to poll the payment intent after the return (spec 02 §4). */
  clientSecret?: string | undefined;
  publicKey?: string | undefined;
}

const keyOf = (checkoutId: string) => `checkout-payment:${checkoutId}`;

export function savePendingPayment(checkoutId: string, pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(keyOf(checkoutId), JSON.stringify(pending));
  } catch {
    // Without storage the return cannot be matched; it then ends as 'not verified' and Try again.
  }
}

export function loadPendingPayment(checkoutId: string): PendingPayment | undefined {
  try {
    const text = window.sessionStorage.getItem(keyOf(checkoutId));
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === 'object' && 'paymentRequestId' in parsed && 'secret' in parsed) return parsed as PendingPayment;
  } catch {
    // Unreadable: treated as missing.
  }
  return undefined;
}

export function clearPendingPayment(checkoutId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(checkoutId));
  } catch {
    // Nothing to clear.
  }
}
