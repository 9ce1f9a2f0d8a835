// The core configuration read from the environment: proxy hops and the production host settings.
import { describe, expect, it } from 'vitest';
import { loadCoreConfig } from './config.ts';
import { isAllowedHost } from './http/allowedHosts.ts';

describe('TRUST_PROXY', () => {
  it('TRUST_PROXY=2 counts two proxies from the right; bad values refuse to start', () => {
    expect(loadCoreConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadCoreConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadCoreConfig({}).trustProxyHops).toBe(0);
    expect(() => loadCoreConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production host settings', () => {
  it('refuses to start in production without PUBLIC_SITE_URL or ALLOWED_HOSTS', () => {
    expect(() => loadCoreConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_SITE_URL/);
    expect(
      loadCoreConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.example.com/' }).siteOrigins,
    ).toEqual(['https://www.example.com']);
    const listed = loadCoreConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'www.example.com, Example.com' });
    expect(listed.allowedHosts).toEqual(['www.example.com', 'example.com']);
    expect(isAllowedHost(listed.allowedHosts, 'WWW.example.com')).toBe(true);
    expect(isAllowedHost(listed.allowedHosts, 'evil.example')).toBe(false);
    // npm start on a laptop: nothing to set; its own names are allowed, nobody else's.
    expect(loadCoreConfig({}).allowedHosts).toEqual([]);
    expect(isAllowedHost(loadCoreConfig({}).allowedHosts, 'localhost:3000')).toBe(true);
    expect(isAllowedHost(loadCoreConfig({}).allowedHosts, '127.0.0.1')).toBe(true);
    expect(isAllowedHost(loadCoreConfig({}).allowedHosts, 'www.example.com:8443')).toBe(false);
    expect(() => loadCoreConfig({ PUBLIC_SITE_URL: 'https://example.com/shop' })).toThrow(/origin only/);
  });
});
