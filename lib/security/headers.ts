/** Hosts the payment providers' browser SDKs load from; allowed only on pages that take payments. */
const PAYMENT_SOURCES = {
  script: ['https://js.stripe.com', 'https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
  connect: ['https://api.stripe.com', 'https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
} as const;

export interface CspOptions {
  nonce: string;
  frameAncestors: string;
  /** Adds the payment providers' hosts (checkout and payment-method pages only). */
  payments: boolean;
  /**
   * The seat-map service's origin, on pages that show the map (`showsSeatMap`), when it is not this
   * site's (`seatMapOrigin`): its script, its calls and its view-from-seat pictures.
   */
  seatMap?: string | undefined;
  /** `next dev` needs eval for React's debugging aids; production never does. */
  development: boolean;
}

export function contentSecurityPolicy({ nonce, frameAncestors, payments, seatMap, development }: CspOptions): string {
  const extra = (kind: keyof typeof PAYMENT_SOURCES) => (payments ? PAYMENT_SOURCES[kind] : []);
  const seatMapHost = seatMap ? [seatMap] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' already trusts the widget script our nonced code inserts; the host is named
    // for browsers without it (CSP 2), which then fall back to the list.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : []), ...extra('script'), ...seatMapHost],
    // Style attributes cannot carry a nonce, and sellers' custom CSS is inline by design.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...seatMapHost],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra('connect'), ...seatMapHost],
    'frame-src': payments ? ["'self'", ...PAYMENT_SOURCES.frame] : ["'self'"],
    // The offline tickets worker (public/sw.js) and the tickets manifest (ADR 0025). Without its
    // own directive worker-src falls back to script-src, whose 'strict-dynamic' ignores 'self'
    // and whose nonce a worker script cannot carry.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Pages where a payment form can appear. */
export function takesPayments(pathname: string): boolean {
  return /^\/[^/]+\/checkout(\/|$)/.test(pathname) || /\/account\/payment-methods$/.test(pathname) || /^\/(transaction|subscription|purchaseintent)\//.test(pathname) || /^\/seller\/[^/]+\/payment-plan\//.test(pathname);
}

/**
 * Pages where the seat map can appear: checkout (step 1 offers it) and the pages whose ticket
 * actions open the upgrade modal, whose confirm step shows the target's hall (the account's
 * tickets page and the order page).
 */
export function showsSeatMap(pathname: string): boolean {
  return /^\/[^/]+\/checkout(\/|$)/.test(pathname) || /^\/[^/]+\/account\/tickets\/?$/.test(pathname) || /^\/transaction\/[^/]+\/[^/]+\/?$/.test(pathname);
}

/**
 * The origin the CSP must name for a seat-map host, or nothing: a relative host (the sandbox's
 * mount) or one on this site's own origin is covered by 'self' already.
 */
export function seatMapOrigin(host: string | undefined, siteUrl: string): string | undefined {
  if (!host) return undefined;
  let origin: string;
  try {
    origin = new URL(host).origin;
  } catch {
    return undefined;
  }
  const site = URL.canParse(siteUrl) ? new URL(siteUrl).origin : undefined;
  return origin === 'null' || origin === site ? undefined : origin;
}

/** Headers every response carries besides the CSP (set in next.config.ts). */
export const STATIC_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  // Ticket, transaction and transfer URLs carry secrets; never leak them to other origins.
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

/**
 * Headers of the offline tickets worker's script, /sw.js (set in next.config.ts). Browsers check it
 * for updates on every navigation in scope; `no-cache` makes intermediaries do the same. Its own
 * CSP confines what the worker itself may fetch to this site.
 */
export const SERVICE_WORKER_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
  { key: 'Cache-Control', value: 'no-cache' },
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
];
