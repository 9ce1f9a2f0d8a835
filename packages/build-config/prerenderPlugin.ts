// Build step shared by the shell and every remote: after Rsbuild has built the browser
// bundle and the Node "prerender" bundle, run the latter and write dist/prerender.json.
// The server only reads that file; it never runs an app's code.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteHead } from '@pod/contracts/routes';
import {
  PRERENDER_FORMAT,
  type PrerenderedPage,
  type RemotePrerender,
  type RemotePrerenderResult,
  type ShellPrerender,
} from '@pod/deploy-format/prerender';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Where the Node bundle goes, inside the app folder (git-ignored, never served). */
export const PRERENDER_OUT_DIR = '.prerender';

/**
 * Where a remote's own build step (run before this one) names, by island, the scripts an island
 * asks for at once that its manifest does not list (the file check's analysis worker, built
 * apart): `{ "<island>": ["static/js/…"] }`, paths under the public path. Read here only, so it
 * sits beside the Node bundle, never served.
 */
export const islandScriptsFile = (appRoot: string): string =>
  join(appRoot, PRERENDER_OUT_DIR, 'island-scripts.json');

interface ManifestExpose {
  path?: string;
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
}
interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: ManifestExpose[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Writes via a temporary name and a rename, so a reader never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

async function runPrerenderBundle(appRoot: string): Promise<unknown> {
  for (const name of ['prerender.mjs', 'prerender.js', 'prerender.cjs']) {
    const file = join(appRoot, PRERENDER_OUT_DIR, name);
    if (!existsSync(file)) continue;
    // A query string per run, so a second build in one process imports the new bundle.
    const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as {
      default?: () => unknown;
      prerender?: () => unknown;
    };
    const render = module.prerender ?? module.default;
    if (typeof render !== 'function') throw new Error(`${file} exports no prerender() function`);
    return render();
  }
  throw new Error(`no prerender bundle in ${join(appRoot, PRERENDER_OUT_DIR)}`);
}

/**
 * A content-addressed copy of remoteEntry.js: the server pins it in the HTML it composes,
 * so a page's fragment and the JavaScript that hydrates it always come from one build, even
 * while a newer build is being copied in.
 */
function pinRemoteEntry(
  dist: string,
  publicPath: string,
): { build: string; entry: string; entryFile: string } {
  const source = join(dist, 'remoteEntry.js');
  const build = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const relative = `static/js/remote-entry.${build}.js`;
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  copyFileSync(source, join(dist, relative));
  return { build, entry: `${publicPath}${relative}`, entryFile: relative };
}

/** The scripts the remote declares for its islands; a file it names that the build lacks is an error. */
function declaredIslandScripts(appRoot: string, dist: string): Record<string, string[]> {
  const file = islandScriptsFile(appRoot);
  if (!existsSync(file)) return {};
  const declared = readJson(file) as Record<string, string[]>;
  for (const [island, files] of Object.entries(declared)) {
    const missing = files.find((script) => !existsSync(join(dist, script)));
    // A prefetch of a file that is not there fetches a 404 at every visitor's first touch.
    if (missing) throw new Error(`${file}: ${island}'s script ${missing} is not in ${dist}`);
  }
  return declared;
}

/** The remote's dist/prerender.json, from its prerender bundle's result and what its build wrote. */
export function remotePrerender(
  remote: string,
  appRoot: string,
  result: RemotePrerenderResult,
): RemotePrerender {
  const dist = join(appRoot, 'dist');
  const manifest = readJson(join(dist, 'mf-manifest.json')) as FederationManifest;
  const declared = declaredIslandScripts(appRoot, dist);
  const publicPath = manifest.metaData?.publicPath ?? `/remotes/${remote}/`;
  const { build, entry, entryFile } = pinRemoteEntry(dist, publicPath);
  const pages: Record<string, PrerenderedPage> = {};
  for (const page of result.pages) {
    // An <Island name> without its src/islands/<name>.tsx would ship a part that never comes to life.
    for (const name of page.islands) {
      if (!manifest.exposes?.some((item) => item.path === `./islands/${name}`))
        throw new Error(`${remote} ${page.path}: island "${name}" has no src/islands/${name}.tsx`);
    }
    const exposed = manifest.exposes?.find((item) => item.path === page.module);
    // What the page's islands run at their first input, fetched at idle by the starter: each
    // island's own chunks, and the lazy chunks no other island lists. The manifest's "async"
    // lists also name chunks shared by every module: those wait until asked for.
    const islandScripts = new Set<string>();
    for (const name of page.islands) {
      const island = manifest.exposes?.find((item) => item.path === `./islands/${name}`);
      const others = (manifest.exposes ?? []).filter(
        (item) => item !== island && item.path?.startsWith('./islands/'),
      );
      const ownLazy = (island?.assets?.js?.async ?? []).filter(
        (file) =>
          !file.includes('__federation_expose_') &&
          !others.some((other) =>
            [...(other.assets?.js?.sync ?? []), ...(other.assets?.js?.async ?? [])].includes(file),
          ),
      );
      for (const file of [...(island?.assets?.js?.sync ?? []), ...ownLazy, ...(declared[name] ?? [])])
        islandScripts.add(`${publicPath}${file}`);
    }
    pages[page.path] = {
      module: page.module,
      html: page.html,
      css: page.css,
      islands: page.islands,
      ...(page.filledLists.length > 0 ? { filledLists: page.filledLists } : {}),
      ...(page.searchList ? { searchList: page.searchList } : {}),
      ...(islandScripts.size > 0 ? { islandScripts: [...islandScripts].sort() } : {}),
      preload: {
        js: (exposed?.assets?.js?.sync ?? []).map((file) => `${publicPath}${file}`),
        css: (exposed?.assets?.css?.sync ?? []).map((file) => `${publicPath}${file}`),
      },
    };
  }
  // A build step of the remote's own may add to the heads of its route list (marketing adds
  // its generated og image, JSON-LD and LCP preload) by writing dist/route-head.json first.
  const extrasFile = join(dist, 'route-head.json');
  const extras = existsSync(extrasFile) ? (readJson(extrasFile) as Record<string, Partial<RouteHead>>) : {};
  const heads = Object.fromEntries(
    Object.entries(result.heads).map(([path, head]) => [path, { ...head, ...extras[path] }]),
  );
  return {
    kind: 'remote',
    format: PRERENDER_FORMAT,
    remote,
    build,
    builtAt: new Date().toISOString(),
    entry,
    entryFile,
    pages,
    routes: result.routes,
    heads,
  };
}

/** `app`: 'shell' or the remote's name. Register it after the app's other plugins. */
export function prerenderPlugin({ app }: { app: string }): RsbuildPlugin {
  return {
    name: 'pod:prerender',
    setup(api) {
      api.onAfterBuild(async () => {
        const appRoot = api.context.rootPath;
        const dist = join(appRoot, 'dist');
        const result = await runPrerenderBundle(appRoot);
        const output: RemotePrerender | ShellPrerender =
          app === 'shell'
            ? {
                ...(result as Omit<ShellPrerender, 'builtAt' | 'format' | 'build'>),
                format: PRERENDER_FORMAT,
                // index.html names every hashed script of the build: its hash identifies the build.
                build: createHash('sha256')
                  .update(readFileSync(join(dist, 'index.html')))
                  .digest('hex')
                  .slice(0, 12),
                builtAt: new Date().toISOString(),
              }
            : remotePrerender(app, appRoot, result as RemotePrerenderResult);
        writeAtomically(join(dist, 'prerender.json'), `${JSON.stringify(output)}\n`);
        const count =
          output.kind === 'shell' ? Object.keys(output.layouts).length + 1 : Object.keys(output.pages).length;
        api.logger.info(`[${app}] prerendered ${count} page(s) into dist/prerender.json`);
      });
    },
  };
}
