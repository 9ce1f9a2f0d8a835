import type { SiteAddressSettings } from './allowedHosts.ts';

/**
 * What the page server is configured with. It reads no environment itself: the API's entry
 * files parse the settings once (api/src/config/) and hand over this part.
 */
export interface SiteServerSettings {
  /** Where shell/dist and remotes/<name>/dist are found (SITE_ROOT, default the repository). */
  siteRoot: string;
  /** Which origin a page may print for a request (PUBLIC_SITE_URL, ALLOWED_HOSTS, HTTPS, PORT). */
  address: SiteAddressSettings;
  /** How long a request waits for the deploy target (SITE_TARGET_TIMEOUT_MS). */
  targetTimeoutMs: number;
  /**
   * How long what was read of the deploy target and the dist folders is taken as current
   * (SITE_RECHECK_MS); undefined: by the kind of target (deploys/recheckInterval.ts).
   */
  recheckMs?: number | undefined;
}
