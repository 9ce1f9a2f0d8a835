import { SHELL } from '@pod/deploy-format/layout';
import type { RemotePrerender, ShellPrerender } from '@pod/deploy-format/prerender';
import { type Checked, checkRemotePrerender, checkShellPrerender } from '@pod/deploy-format/prerenderCheck';
import type { AppBuild } from './deploys/appBuild.ts';

/** The parts of mf-manifest.json the server reads. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[] } } }[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function manifestProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'is not an object';
  const { metaData, exposes } = value;
  if (metaData !== undefined) {
    if (!isObject(metaData) || !optionalString(metaData.publicPath))
      return 'metaData.publicPath is not a string';
    const entry = metaData.remoteEntry;
    if (
      entry !== undefined &&
      (!isObject(entry) || !optionalString(entry.name) || !optionalString(entry.path))
    )
      return 'metaData.remoteEntry is malformed';
  }
  if (exposes === undefined) return undefined;
  if (!Array.isArray(exposes)) return 'exposes is not a list';
  for (const [index, item] of exposes.entries()) {
    const sync =
      isObject(item) && isObject(item.assets) && isObject(item.assets.js) ? item.assets.js.sync : undefined;
    if (
      !isObject(item) ||
      !optionalString(item.path) ||
      !optionalString(item.name) ||
      (sync !== undefined && !isStrings(sync))
    )
      return `exposes[${index}] is malformed`;
  }
  return undefined;
}

// Checked once per parsed file (builds cache their parsed JSON per file version).
const checks = new WeakMap<object, Checked<unknown>>();

function remembered<T>(value: unknown, check: (value: unknown) => Checked<T>): Checked<T> {
  if (typeof value !== 'object' || value === null) return check(value);
  let result = checks.get(value) as Checked<T> | undefined;
  if (!result) {
    result = check(value);
    checks.set(value, result);
  }
  return result;
}

function checkManifest(value: unknown): Checked<FederationManifest> {
  const problem = manifestProblem(value);
  return problem
    ? { ok: false, problem: `mf-manifest.json: ${problem}` }
    : { ok: true, value: value as FederationManifest };
}

/** A build's prerender.json for `app` (the shell or a remote), checked; undefined when it has none. */
export function prerenderOf(app: typeof SHELL, build: AppBuild): Checked<ShellPrerender> | undefined;
export function prerenderOf(app: string, build: AppBuild): Checked<RemotePrerender> | undefined;
export function prerenderOf(
  app: string,
  build: AppBuild,
): Checked<ShellPrerender | RemotePrerender> | undefined {
  const value = build.json('prerender.json');
  if (value === undefined)
    return build.dataFile('prerender.json')
      ? { ok: false, problem: 'prerender.json is not JSON' }
      : undefined;
  return app === SHELL
    ? remembered(value, checkShellPrerender)
    : remembered(value, (parsed) => checkRemotePrerender(parsed, app));
}

/** A build's mf-manifest.json, checked; undefined when it has none. */
export function manifestOf(build: AppBuild): Checked<FederationManifest> | undefined {
  const value = build.json('mf-manifest.json');
  if (value === undefined)
    return build.dataFile('mf-manifest.json')
      ? { ok: false, problem: 'mf-manifest.json is not JSON' }
      : undefined;
  return remembered(value, checkManifest);
}

/**
 * The build data a deployed version of `app` cannot serve without (a remote's pages and routes;
 * the shell's page too). The deploy tool uploads them last, so every version it made has them.
 */
const deployedBuildData = (app: string): readonly string[] =>
  app === SHELL ? ['prerender.json', 'index.html'] : ['prerender.json'];

/**
 * What is wrong with the build data of one build of `app`, checked by type in every field the
 * server reads; undefined when nothing is. A dist/ folder without prerender data (an older build)
 * is not wrong: it is served without server-rendered pages. A deployed version without it is:
 * served as it is, its app would lose every page (404) while the target looked fine.
 */
export function buildDataProblem(app: string, build: AppBuild): string | undefined {
  if (build.deployed)
    for (const name of deployedBuildData(app))
      if (!build.dataFile(name)) return `${name} is missing (or is a link, which is never followed)`;
  for (const result of [prerenderOf(app, build), manifestOf(build)])
    if (result && !result.ok) return result.problem;
  return undefined;
}
