import { describe, expect, it } from 'vitest';
import { isLoopback, requestOrigin } from '../../server/client-address.ts';

describe('requestOrigin', () => {
  it.each<[string, string | undefined, string | undefined, number, string, boolean]>([
    ['no proxy: the connection, whatever the header says', '203.0.113.9', '1.2.3.4', 0, '203.0.113.9', false],
    ['no proxy, rotated header: still the connection', '203.0.113.9', '9.9.9.9, 8.8.8.8', 0, '203.0.113.9', false],
    ['IPv4-mapped IPv6 socket address', '::ffff:127.0.0.1', undefined, 0, '127.0.0.1', false],
    ['one proxy: the address it appended', '127.0.0.1', '198.51.100.7', 1, '198.51.100.7', true],
    ['one proxy, client-forged entries before it: still the proxy-appended one', '127.0.0.1', '6.6.6.6, 198.51.100.7', 1, '198.51.100.7', true],
    ['two proxies', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', 2, '198.51.100.7', true],
    ['one proxy but no header: the connection', '127.0.0.1', undefined, 1, '127.0.0.1', true],
    ['garbage entries are ignored', '127.0.0.1', 'not-an-ip, 198.51.100.7', 1, '198.51.100.7', true],
  ])('%s', (_, socket, forwarded, hops, address, trusted) => {
    expect(requestOrigin(socket, forwarded, { proxyHops: hops })).toEqual({ address, forwardedTrusted: trusted });
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.1', true],
    ['::1', true],
    ['192.168.1.2', false],
    ['203.0.113.9', false],
    ['unknown', false],
  ])('isLoopback(%s) is %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});
