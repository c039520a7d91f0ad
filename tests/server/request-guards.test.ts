import { describe, expect, it } from 'vitest';
import { earlyRefusal, MAX_URL_LENGTH } from '../../server/request-guards.ts';

describe('earlyRefusal', () => {
  it.each<[string, string, string, number | undefined]>([
    ['a page', 'GET', '/riverside-live/checkout/evt_1?lang=de', undefined],
    ['an encoded space', 'GET', '/riverside-live/checkout/a%20b', undefined],
    ['encoded German text', 'GET', '/kulturhaus-lindenau/%C3%BCber', undefined],
    ['a malformed escape in the query is for the page to judge', 'GET', '/x?q=%ff', undefined],
    ['TRACE', 'TRACE', '/', 405],
    ['TRACK', 'TRACK', '/', 405],
    ['CONNECT', 'CONNECT', '/', 405],
    ['invalid UTF-8 in a segment', 'GET', '/riverside-live/checkout/%ff%fe', 400],
    ['an overlong slash', 'GET', '/tickets/%c0%af/x', 400],
    ['an encoded lone surrogate', 'GET', '/tickets/%ED%A0%80', 400],
    ['a broken escape', 'GET', '/tickets/%E', 400],
    ['a path too long', 'GET', `/${'a'.repeat(MAX_URL_LENGTH)}`, 414],
  ])('%s', (_, method, url, status) => {
    expect(earlyRefusal(method, url)?.status).toBe(status);
  });
});
