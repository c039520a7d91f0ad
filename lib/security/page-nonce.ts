import 'server-only';

/**
 * The nonce a page writes on its own inline scripts and styles: the build's secret placeholder,
 * which server/main.ts replaces by a fresh nonce in every response (ADR 0014). Read from the
 * environment, not from the request, so that reading it never makes a cached page per-request.
 * `next dev` gets a placeholder from next.config.ts; a bare `next start` has none, and its pages'
 * inline scripts are then blocked rather than allowed with a reused nonce.
 */
export function pageNonce(): string | undefined {
  return process.env.CSP_NONCE_PLACEHOLDER || undefined;
}
