import { isIP } from 'node:net';

/**
 * Who is asking, and by which host and scheme, trusting only what may be trusted (ADR 0015).
 *
 * A client can send any X-Forwarded-* header. Without configured trust they are thrown away: the
 * address is the connection's, the host is the Host header, the scheme is the connection's. With
 * TRUSTED_PROXY_HOPS=n (the number of reverse proxies in front, each appending to
 * X-Forwarded-For), the client is the n-th address from the right, and the proxies' own
 * X-Forwarded-Host/-Proto are believed.
 */

export interface ForwardedTrust {
  /** How many reverse proxies stand in front of this server (0: none, headers are not believed). */
  proxyHops: number;
}

export interface RequestOrigin {
  address: string;
  /** Whether the forwarded host and scheme headers may be kept. */
  forwardedTrusted: boolean;
}

const normalAddress = (value: string): string => {
  const trimmed = value.trim().replace(/^\[|\]$/g, '');
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
};

export function requestOrigin(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: ForwardedTrust): RequestOrigin {
  const own = normalAddress(socketAddress ?? '');
  if (trust.proxyHops <= 0) return { address: own || 'unknown', forwardedTrusted: false };
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normalAddress)
    .filter((entry) => isIP(entry) !== 0);
  // The connection is the nearest proxy; each proxy before it appended the address it saw.
  const hops = [...chain, own];
  const client = hops[hops.length - 1 - trust.proxyHops];
  return { address: client ?? hops[0] ?? 'unknown', forwardedTrusted: true };
}

// One rule for what counts as this machine, shared with the route handlers' rate limits.
export { isLoopback } from '../lib/http/rate-limit.ts';
