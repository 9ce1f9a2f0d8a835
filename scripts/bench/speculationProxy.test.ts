import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ShapedLink, startSpeculationProxy } from './speculationProxy.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A site answering every request with `status`, `body` and an HTML content type. */
async function site(status: number, body: string): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', etag: 'W/"page"' });
    response.end(status === 304 ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the navigation benchmark proxy', () => {
  it('writes speculation rules into a page, and passes a 304 on untouched', async () => {
    const rules = '{"prerender":[]}';
    for (const [status, expected] of [
      [200, `<head><script type="speculationrules">${rules}</script></head>`],
      [304, ''],
    ] as const) {
      const proxy = await startSpeculationProxy(await site(status, '<head></head>'), {
        speculationRules: rules,
      });
      stops.push(proxy.stop);
      const response = await fetch(`${proxy.origin}/`, { headers: { 'if-none-match': 'W/"page"' } });
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(expected);
    }
  });

  it('shapes the network: one downlink that bodies take in turn, at its rate', () => {
    const link = new ShapedLink({ latencyMs: 150, downloadBytesPerSecond: 1000 });
    const before = performance.now();
    const first = link.arrival(500);
    const after = performance.now();
    const second = link.arrival(250);
    // Half a second for the first 500 bytes from when they were handed over, a quarter more for
    // the next 250 behind them.
    expect(first - before).toBeGreaterThanOrEqual(500);
    expect(first - after).toBeLessThanOrEqual(500);
    expect(second - first).toBeCloseTo(250, 5);
  });

  it('delivers a shaped body whole, after its round trip', async () => {
    const page = `<head></head><main>${'x'.repeat(40_000)}</main>`;
    const proxy = await startSpeculationProxy(await site(200, page), {
      shape: { latencyMs: 20, downloadBytesPerSecond: 10_000_000 },
    });
    stops.push(proxy.stop);
    const response = await fetch(`${proxy.origin}/`);
    expect(await response.text()).toBe(page);
  });
});
