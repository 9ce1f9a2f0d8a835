import { Hono } from 'hono';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { peerBindings } from '../../../test/support/requestsFrom.ts';
import { loadConfig } from '../../config/loadConfig.ts';
import { clientAddress } from './clientAddress.ts';

describe('X-Forwarded-For from a peer TRUST_PROXY does not name', () => {
  it('is reported once, as a launch check line naming the peer, and ignored', async () => {
    const warnings: string[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warnings.push(String(line));
    });
    onTestFinished(() => spy.mockRestore());
    const trustedProxies = loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).core.trustedProxies;
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, trustedProxies)));
    const from = (peer: string, forwardedFor: string) =>
      app.request('/', { headers: { 'X-Forwarded-For': forwardedFor } }, peerBindings(peer));
    expect(await (await from('192.0.2.50', '203.0.113.1')).text()).toBe('192.0.2.50');
    expect(await (await from('192.0.2.51', '203.0.113.2')).text()).toBe('192.0.2.51');
    expect(await (await from('10.0.0.2', '203.0.113.3')).text()).toBe('203.0.113.3');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\[launch check\] a request carried X-Forwarded-For from 192\.0\.2\.50, which TRUST_PROXY does not name.*Fix: .*add it.*to TRUST_PROXY/,
      ),
    ]);
  });
});
