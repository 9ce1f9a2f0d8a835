import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config/trustProxySetting.ts';
import { ProxyTrust } from './proxyTrust.ts';

function trust(setting: string) {
  const warned: string[] = [];
  return { proxies: new ProxyTrust(parseTrustProxy(setting), (peer) => warned.push(peer)), warned };
}

describe('which peer is the client', () => {
  it('reads X-Forwarded-For from the right past every trusted address, never further', () => {
    const { proxies } = trust('127.0.0.1,10.0.0.0/8');
    expect(proxies.clientOf('127.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    // Two trusted hops, then the client; what the client wrote on the left is never read.
    expect(proxies.clientOf('127.0.0.1', 'forged, 203.0.113.5, 198.51.100.9, 10.1.2.3')).toBe('198.51.100.9');
    expect(proxies.clientOf('::ffff:10.0.0.2', '198.51.100.9')).toBe('198.51.100.9');
    // Every hop trusted: the leftmost one is the client.
    expect(proxies.clientOf('10.0.0.2', '10.0.0.9, 10.0.0.8')).toBe('10.0.0.9');
    // An entry that is not an address ends the walk at the proxy that passed it on.
    expect(proxies.clientOf('10.0.0.2', 'junk, 10.0.0.8')).toBe('10.0.0.8');
    expect(proxies.clientOf('10.0.0.2', '')).toBe('10.0.0.2');
    expect(proxies.clientOf('10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('ignores X-Forwarded-For from a peer it does not trust, and says so once', () => {
    const { proxies, warned } = trust('10.0.0.0/8');
    expect(proxies.clientOf('192.0.2.50', '203.0.113.1')).toBe('192.0.2.50');
    expect(proxies.clientOf('::ffff:192.0.2.51', '203.0.113.2')).toBe('192.0.2.51');
    expect(proxies.clientOf('192.0.2.52', undefined)).toBe('192.0.2.52');
    expect(warned).toEqual(['192.0.2.50']);
    // Nothing trusted: the header is never read.
    expect(trust('').proxies.clientOf('127.0.0.1', '203.0.113.1')).toBe('127.0.0.1');
    expect(proxies.clientOf(undefined, '203.0.113.1')).toBe('unknown');
  });

  it('matches addresses, CIDR ranges and loopback over IPv4 and IPv6', () => {
    const { proxies } = trust('loopback, 192.0.2.7, 2001:db8::/32');
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '192.0.2.7', '2001:db8::5'])
      expect(proxies.trusts(address), address).toBe(true);
    for (const address of ['192.0.2.8', '10.0.0.1', '2001:db9::1', '::2', 'localhost', ''])
      expect(proxies.trusts(address), address).toBe(false);
  });
});
