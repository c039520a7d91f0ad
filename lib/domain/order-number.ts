/**
 * The order number people read, say on the phone and type into a support form (ADR 0022). The
 * API has only the internal `tid`, so the number is derived from it: 40 bits of its FNV-1a hash (mixed) in
 * Crockford base32 (no I, L, O, U, so nothing is misread), two groups of four. The same tid always
 * gives the same number, in the storefront and on the sandbox's e-ticket alike.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

function fnv1a64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

/** MurmurHash3's finaliser: FNV alone leaves neighbouring ids (…001, …002) with look-alike numbers. */
function mix64(value: bigint): bigint {
  let x = value;
  x = ((x ^ (x >> 33n)) * 0xff51afd7ed558ccdn) & MASK_64;
  x = ((x ^ (x >> 33n)) * 0xc4ceb9fe1a85ec53n) & MASK_64;
  return x ^ (x >> 33n);
}

export function orderNumber(tid: string): string {
  let bits = mix64(fnv1a64(tid)) >> 24n; // the top 40 bits
  let digits = '';
  for (let index = 0; index < 8; index += 1) {
    digits = CROCKFORD[Number(bits & 31n)] + digits;
    bits >>= 5n;
  }
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}
