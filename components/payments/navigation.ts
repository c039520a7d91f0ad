/** Leaves the storefront for a payment provider's page (3-D Secure, bank authorization). A module of its own so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
