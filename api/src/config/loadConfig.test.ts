// The settings read from the environment: one checked, frozen tree; the trusted proxies, the production
// host settings, every bad value listed at once, and the settings table (docs/settings.md) kept complete.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAllowedHost } from '@pod/site-server/allowedHosts';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './configError.ts';
import { loadConfig, loadCoreConfig, settingNames } from './loadConfig.ts';

describe('TRUST_PROXY', () => {
  it('names the proxies by address, CIDR range or loopback; unset or false trusts none', () => {
    expect(loadCoreConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustedProxies).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
    ]);
    expect(loadCoreConfig({ TRUST_PROXY: 'Loopback' }).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    expect(loadCoreConfig({ TRUST_PROXY: 'false' }).trustedProxies).toEqual([]);
    expect(loadCoreConfig({}).trustedProxies).toEqual([]);
  });

  it('refuses to start on the old hop count, naming the new form; and on anything else it cannot read', () => {
    for (const legacy of ['1', '2', '0', 'true'])
      expect(() => loadCoreConfig({ TRUST_PROXY: legacy }), legacy).toThrow(
        /TRUST_PROXY=.*not their number.*TRUST_PROXY=loopback/,
      );
    for (const bad of ['yes please', '10.0.0.0/33', '10.0.0/8', '10.0.0.1/8/8', 'proxy.example'])
      expect(() => loadCoreConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
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

describe('settings parsed once', () => {
  it('starts on the embedded defaults with nothing set, and the tree cannot be changed', () => {
    const config = loadConfig({});
    expect(config.core.port).toBe(3000);
    expect(config.database.databaseUrl).toBeUndefined();
    expect(config.storage.embedded).toBe(true);
    expect(config.leads.smtpUrl).toBeUndefined();
    expect(Object.isFrozen(config.contacts)).toBe(true);
    expect(() => {
      (config.core as { port: number }).port = 1;
    }).toThrow(TypeError);
  });

  it('refuses a bad start with one message naming every bad setting, its value and what is allowed', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        CONTACTS_RATE_LIMIT_MAX: '-1',
        UPLOAD_URL_TTL_SECONDS: '5',
        DATABASE_URL: 'mysql://db/pod',
        LOG_LEVEL: 'loud',
        HTTPS: 'yes',
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(6);
    expect(message).toContain('PORT="eighty": a whole number from 0 to 65535');
    expect(message).toContain('CONTACTS_RATE_LIMIT_MAX="-1"');
    expect(message).toContain('UPLOAD_URL_TTL_SECONDS="5": a whole number from 10 to 3600');
    expect(message).toContain('DATABASE_URL="mysql://db/pod": only postgres://');
    expect(message).toContain('LOG_LEVEL="loud": one of trace, debug');
    expect(message).toContain('HTTPS="yes": one of true, false');
  });

  it('the deploy target timeout comes from SITE_TARGET_TIMEOUT_MS, 500 ms unless set', () => {
    expect(loadConfig({}).site.targetTimeoutMs).toBe(500);
    expect(loadConfig({ SITE_TARGET_TIMEOUT_MS: '1200' }).site.targetTimeoutMs).toBe(1200);
    expect(() => loadConfig({ SITE_TARGET_TIMEOUT_MS: '0' })).toThrow(
      'SITE_TARGET_TIMEOUT_MS="0": a whole number from 1 to 60000',
    );
  });

  it('a half-set mailer stops the start with each missing address listed', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail:587', MAIL_FROM: 'site@example.com' })).toThrow(
      /LEADS_SALES_TO="".*\n.*LEADS_SUPPORT_TO/,
    );
  });

  it('the settings page (docs/settings.md) lists every setting the server reads', () => {
    const page = readFileSync(fileURLToPath(new URL('../../../docs/settings.md', import.meta.url)), 'utf8');
    expect(page).toContain('## Environment variables');
    const section = page.slice(page.indexOf('## Environment variables'));
    const table = section.slice(0, section.indexOf('\n## '));
    const documented = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(settingNames.filter((name) => !documented.has(name))).toEqual([]);
  });
});
