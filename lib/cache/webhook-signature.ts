import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a catalogue change notification (issue 9): `t=<unix seconds>,v1=<hex>` where
 * v1 is HMAC-SHA256 of `<t>.<body>` under the shared secret. Signing the timestamp with the body
 * lets a receiver refuse a replayed notification once it is older than the tolerance, and the raw
 * body is signed (not parsed JSON) so that nothing a proxy or parser may reorder is trusted.
 */

export const CATALOG_WEBHOOK_SIGNATURE_HEADER = 'x-storefront-signature';

/** How far the sender's clock may be from ours, either way, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Several v1 values are accepted when one matches, so that a sender rolling its secret can sign
 * with the old and the new one during the change; more than this many are malformed (bounded work).
 */
const MAX_SIGNATURES = 5;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

const hmac = (secret: string, timestamp: number, body: string): Buffer => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest();

/** The header value for `body` sent at `nowSeconds`. */
export function signCatalogWebhook(secret: string, body: string, nowSeconds: number): string {
  const timestamp = Math.floor(nowSeconds);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

interface ParsedHeader {
  timestamp: number;
  signatures: Buffer[];
}

/** `t=…,v1=…[,v1=…]`; other schemes (v0, a future v2) are ignored, a second `t` is malformed. */
function parseHeader(header: string): ParsedHeader | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (key === undefined || value === undefined || rest.length > 0) return undefined;
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return undefined;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return undefined;
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === undefined || signatures.length === 0 || signatures.length > MAX_SIGNATURES) return undefined;
  return { timestamp, signatures };
}

/**
 * Whether `header` signs `body` with `secret` at a time within the tolerance of `nowSeconds`. The
 * signature is checked before the time, so `expired` means an authentic but old (or replayed)
 * notification. Callers answer every failure alike; the reason is for logs and tests.
 */
export function verifyCatalogWebhook(secret: string, header: string | null | undefined, body: string, nowSeconds: number): SignatureCheck {
  if (!header?.trim()) return { ok: false, reason: 'missing' };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = hmac(secret, parsed.timestamp, body);
  // Every candidate is compared (no early exit), each in constant time.
  const matches = parsed.signatures.map((signature) => timingSafeEqual(signature, expected)).some(Boolean);
  if (!matches) return { ok: false, reason: 'mismatch' };
  if (Math.abs(Math.floor(nowSeconds) - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true };
}
