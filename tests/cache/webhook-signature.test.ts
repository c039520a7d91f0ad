import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATALOG_WEBHOOK_SIGNATURE_HEADER, signCatalogWebhook, verifyCatalogWebhook } from '../../lib/cache/webhook-signature.ts';

const SECRET = 'webhook-secret-of-at-least-thirty-two-chars';
const OTHER = 'another-secret-of-at-least-thirty-two-chars';
const BODY = '{"changes":[{"kind":"event","sellerId":"sel_riverside","eventId":"evt_riverside_jazz"}]}';
const NOW = 1_760_000_000;

const v1 = (secret: string, t: number, body = BODY) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

describe('signCatalogWebhook', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    expect(signCatalogWebhook(SECRET, BODY, NOW)).toBe(`t=${NOW},v1=${v1(SECRET, NOW)}`);
    expect(signCatalogWebhook(SECRET, BODY, NOW + 0.9)).toBe(`t=${NOW},v1=${v1(SECRET, NOW)}`);
  });

  it('names its header', () => {
    expect(CATALOG_WEBHOOK_SIGNATURE_HEADER).toBe('x-storefront-signature');
  });
});

describe('verifyCatalogWebhook', () => {
  const signed = signCatalogWebhook(SECRET, BODY, NOW);
  const ok = { ok: true };
  const refused = (reason: string) => ({ ok: false, reason });

  it.each<[string, string | null | undefined, string, number, object]>([
    ['a valid signature', signed, BODY, NOW, ok],
    ['a valid signature 300 s old', signed, BODY, NOW + 300, ok],
    ['a valid signature 300 s ahead', signed, BODY, NOW - 300, ok],
    ['spaces around the parts', ` t=${NOW} , v1=${v1(SECRET, NOW)} `, BODY, NOW, ok],
    ['upper-case hex', `t=${NOW},v1=${v1(SECRET, NOW).toUpperCase()}`, BODY, NOW, ok],
    ['an unknown scheme beside v1', `t=${NOW},v0=abc,v1=${v1(SECRET, NOW)}`, BODY, NOW, ok],
    ['several v1 values of which one matches (a sender rolling its secret)', `t=${NOW},v1=${v1(OTHER, NOW)},v1=${v1(SECRET, NOW)}`, BODY, NOW, ok],
    ['a tampered body', signed, BODY.replace('jazz', 'blues'), NOW, refused('mismatch')],
    ['a body with one byte more', signed, `${BODY} `, NOW, refused('mismatch')],
    ['the wrong secret', signCatalogWebhook(OTHER, BODY, NOW), BODY, NOW, refused('mismatch')],
    ['another timestamp than signed', `t=${NOW + 1},v1=${v1(SECRET, NOW)}`, BODY, NOW, refused('mismatch')],
    ['several v1 values none of which matches', `t=${NOW},v1=${v1(OTHER, NOW)},v1=${'0'.repeat(64)}`, BODY, NOW, refused('mismatch')],
    ['a signature 301 s old', signCatalogWebhook(SECRET, BODY, NOW - 301), BODY, NOW, refused('expired')],
    ['a signature 301 s in the future', signCatalogWebhook(SECRET, BODY, NOW + 301), BODY, NOW, refused('expired')],
    ['no header', null, BODY, NOW, refused('missing')],
    ['an undefined header', undefined, BODY, NOW, refused('missing')],
    ['an empty header', '  ', BODY, NOW, refused('missing')],
    ['no timestamp', `v1=${v1(SECRET, NOW)}`, BODY, NOW, refused('malformed')],
    ['no v1', `t=${NOW}`, BODY, NOW, refused('malformed')],
    ['two timestamps', `t=${NOW},t=${NOW},v1=${v1(SECRET, NOW)}`, BODY, NOW, refused('malformed')],
    ['a timestamp that is not a number', `t=soon,v1=${v1(SECRET, NOW)}`, BODY, NOW, refused('malformed')],
    ['a negative timestamp', `t=-1,v1=${v1(SECRET, NOW)}`, BODY, NOW, refused('malformed')],
    ['a short v1', `t=${NOW},v1=abcd`, BODY, NOW, refused('malformed')],
    ['a v1 that is not hex', `t=${NOW},v1=${'z'.repeat(64)}`, BODY, NOW, refused('malformed')],
    ['a part without =', `t=${NOW},v1`, BODY, NOW, refused('malformed')],
    ['a trailing comma', `${signed},`, BODY, NOW, refused('malformed')],
    ['a value with =', `t=${NOW},v1=${v1(SECRET, NOW)}=`, BODY, NOW, refused('malformed')],
    ['more than five v1 values', `t=${NOW},${Array.from({ length: 6 }, () => `v1=${v1(SECRET, NOW)}`).join(',')}`, BODY, NOW, refused('malformed')],
    ['something else entirely', 'Bearer token', BODY, NOW, refused('malformed')],
  ])('%s', (_name, header, body, now, expected) => {
    expect(verifyCatalogWebhook(SECRET, header, body, now)).toEqual(expected);
  });

  it('checks the signature before the time: a forged old signature is a mismatch, not expired', () => {
    expect(verifyCatalogWebhook(SECRET, `t=${NOW - 10_000},v1=${'0'.repeat(64)}`, BODY, NOW)).toEqual(refused('mismatch'));
  });
});
