import type { SiteAddressSettings } from '../allowedHosts.ts';
import type { SiteServerSettings } from '../siteServerSettings.ts';

/**
 * For tests: the settings the API hands over when nothing is set (PORT 3000, no
 * PUBLIC_SITE_URL, no ALLOWED_HOSTS, the deploy target read for 500 ms), with `address` over them.
 */
export function siteSettings(
  siteRoot: string,
  address: Partial<SiteAddressSettings> = {},
): SiteServerSettings {
  return {
    siteRoot,
    address: { siteOrigins: [], allowedHosts: [], https: false, port: 3000, ...address },
    targetTimeoutMs: 500,
    // Each test reads what it just wrote; the recheck window has a test of its own.
    recheckMs: 0,
  };
}
