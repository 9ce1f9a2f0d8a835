import type { SiteServerSettings } from '@pod/site-server';
import { type InferType, object } from 'yup';
import type { CoreConfig } from './coreConfig.ts';
import { text, whole } from './settingTypes.ts';

export const siteDeploysSchema = object({
  SITE_DEPLOY_TARGET: text(),
  SITE_TARGET_TIMEOUT_MS: whole(1, 60_000),
  SITE_RECHECK_MS: whole(0, 60_000),
});

export interface SiteSettings {
  /** Where the shell and remotes are deployed (SITE_DEPLOY_TARGET, default the site root). */
  deployTarget: string;
  /** How long a request waits for the deploy target (SITE_TARGET_TIMEOUT_MS, default 500). */
  targetTimeoutMs: number;
  /** How long a read of the deploy target is taken as current (SITE_RECHECK_MS; default by target kind). */
  recheckMs: number | undefined;
}

/** The part of the settings the page server is handed (@pod/site-server reads no environment). */
export function siteServerSettings(core: CoreConfig, site: SiteSettings): SiteServerSettings {
  return {
    siteRoot: core.siteRoot,
    address: core,
    targetTimeoutMs: site.targetTimeoutMs,
    recheckMs: site.recheckMs,
  };
}

export function siteDeploysConfig(s: InferType<typeof siteDeploysSchema>, core: CoreConfig): SiteSettings {
  return {
    deployTarget: s.SITE_DEPLOY_TARGET || core.siteRoot,
    targetTimeoutMs: s.SITE_TARGET_TIMEOUT_MS ?? 500,
    recheckMs: s.SITE_RECHECK_MS,
  };
}
