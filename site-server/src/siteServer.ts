import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { siteOriginFor } from './allowedHosts.ts';
import { answerRobots, answerSitemap } from './answerCrawlerFiles.ts';
import { answerRemoteFile, answerShellFile } from './answerFile.ts';
import { answerPage, type PageAnswer } from './answerPage.ts';
import { ComposedPages } from './composedPages.ts';
import { LiveDeploys } from './deploys/liveDeploys.ts';
import { recheckIntervalFor } from './deploys/recheckInterval.ts';
import type { ListSources } from './listSources.ts';
import { type AppLiveVersion, liveVersionsOf } from './liveVersions.ts';
import { plainSpellingOnly } from './plainSpelling.ts';
import type { SignedInStaffOf } from './signedInPage.ts';
import type { SiteServerSettings } from './siteServerSettings.ts';

export type { SiteAddressSettings } from './allowedHosts.ts';
export type { PageAnswer } from './answerPage.ts';
export type { ListSources } from './listSources.ts';
export type { AppLiveVersion } from './liveVersions.ts';
export type { SignedInStaffOf } from './signedInPage.ts';
export type { SiteServerSettings } from './siteServerSettings.ts';

export interface SiteServer {
  routes: Hono;
  /** Undefined while the deploy target answers; else which apps could not be read, and why. */
  deployTargetProblems(): Record<string, string> | undefined;
  /**
   * The same, after reading the live records once more (as a page would), so that a health check
   * sees the target as it is now, not as the last page request left it.
   */
  checkDeployTarget(): Promise<Record<string, string> | undefined>;
  /** The live route table's paths (what a Web Vitals beacon may name). */
  routePaths(): Promise<ReadonlySet<string>>;
  /** The version of the shell and of every remote served now (a metric). */
  liveVersions(): Promise<AppLiveVersion[]>;
  /**
   * The page at `path` as an answer to a form posted to it: composed as for a GET, then filled
   * with what the server says of the post, with the status and headers given.
   */
  answerForm(c: Context, path: string, answer: PageAnswer): Promise<Response>;
}

/** What the site server reads besides its settings: where apps are deployed, the lists pages show live. */
export interface SiteServerDeps {
  /** Where the shell and remotes are deployed (SITE_DEPLOY_TARGET); default: the site root as a folder. */
  deployTarget?: DeployStore;
  listSources?: ListSources;
  /** A filled list could not be read (its page shows its "could not load" text). */
  onListReadFailure?: (source: string, error: unknown) => void;
  /** Who a request is signed in as (the API's session store); default: nobody (pages as for everyone). */
  signedInStaff?: SignedInStaffOf;
}

/**
 * Serves the built shell and remotes on one origin, with per-route HTML heads. Every app comes
 * from its live deployed version (SITE_DEPLOY_TARGET, default the site root) or its dist/; the
 * route table comes from the live remotes' own route lists.
 */
export function createSiteServer(
  settings: SiteServerSettings,
  {
    deployTarget = new FolderStore(settings.siteRoot),
    listSources = {},
    onListReadFailure = () => {},
    signedInStaff = async () => null,
  }: SiteServerDeps = {},
): SiteServer {
  const deploys = new LiveDeploys(
    settings.siteRoot,
    deployTarget,
    settings.targetTimeoutMs,
    recheckIntervalFor(deployTarget, settings.recheckMs),
  );
  // Never the Host header as such: PUBLIC_SITE_URL, or an allowed host (ALLOWED_HOSTS).
  const originOf = (c: Context) => siteOriginFor(settings.address, c);
  const pages = {
    deploys,
    composed: new ComposedPages(),
    originOf,
    listSources,
    onListReadFailure,
    signedInStaff,
  };

  const site = new Hono();
  site.use('*', plainSpellingOnly()); // before any route matches a decoded path
  site.get('/robots.txt', (c) => answerRobots(c, originOf));
  site.get('/sitemap.xml', (c) => answerSitemap(c, originOf, deploys));
  site.on(['GET', 'HEAD'], '/remotes/:name/*', (c) => answerRemoteFile(c, deploys));
  site.on(['GET', 'HEAD'], '*', async (c) => (await answerShellFile(c, deploys)) ?? answerPage(c, pages));

  return {
    routes: site,
    deployTargetProblems: () => deploys.problems(),
    checkDeployTarget: async () => {
      await deploys.live().catch(() => undefined); // what failed is in problems()
      return deploys.problems();
    },
    routePaths: async () => new Set((await deploys.live()).routeTable().map((route) => route.path)),
    liveVersions: async () => liveVersionsOf(await deploys.live()),
    answerForm: (c, path, answer) => answerPage(c, pages, answer, path),
  };
}
