import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AppMeasure {
  app: string;
  /** Gzip bytes of the JavaScript a visitor downloads before this app shows its first page. */
  initialJsGzip: number;
  initialCssGzip: number;
  /** A remote: gzip bytes a client-side navigation downloads for its heaviest page, rendered whole. */
  navigationJsGzip?: number;
  files: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The shell: all of its JavaScript. Its entry scripts, whether in a <script src> or requested by
 * the head's inline starter (`.src="…"`, shell/src/inline/islands.ts), every async chunk (the
 * shared singletons — React, router, query, styled-components —, the page area, the toast
 * library) and the Web Vitals build (vitals-build/). A first load fetches only part of it.
 */
export function measureShell(dist: string): AppMeasure {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/\.src\s*=\s*["']\/([^"']+\.js)["']/g),
  ].map((match) => join(dist, match[1] ?? ''));
  const js = [
    ...new Set([
      ...named,
      ...listFiles(join(dist, 'static', 'js', 'async'), '.js'),
      ...listFiles(join(dist, 'vitals-build'), '.js'),
    ]),
  ];
  const css = listFiles(join(dist, 'static', 'css'), '.css');
  return {
    app: 'shell',
    initialJsGzip: js.reduce((sum, file) => sum + gzipSize(file), 0),
    initialCssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
    files: [...js, ...css],
  };
}

interface Manifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

interface Prerender {
  pages?: Record<string, { islands?: string[] }>;
}

/** The exposed route heads of a remote (defineRemoteConfig in @pod/build-config). */
const ROUTE_LIST = './routeHeads';

/**
 * A remote, two ways. First load (`initialJsGzip`): remoteEntry.js plus the synchronous chunks of
 * the islands of its heaviest server-composed page, each chunk once (a page without islands loads
 * nothing of the remote). Navigation (`navigationJsGzip`): remoteEntry.js plus the synchronous
 * chunks of its heaviest page module, which a client-side navigation renders whole, and of its
 * route heads (./routeHeads), which the shell loads beside it for the page's head.
 */
export function measureRemote(app: string, dist: string): AppMeasure {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const prerenderFile = join(dist, 'prerender.json');
  const prerender: Prerender = existsSync(prerenderFile)
    ? JSON.parse(readFileSync(prerenderFile, 'utf8'))
    : {};
  const entry = join(dist, 'remoteEntry.js');
  const exposed = new Map((manifest.exposes ?? []).map((item) => [item.path ?? '', item.assets]));
  const measureFiles = (label: string, modules: readonly string[]): AppMeasure => {
    if (modules.length === 0) return { app: label, initialJsGzip: 0, initialCssGzip: 0, files: [] };
    const js = new Set([entry]);
    const css = new Set<string>();
    for (const module of modules) {
      for (const file of exposed.get(module)?.js?.sync ?? []) js.add(join(dist, file));
      for (const file of exposed.get(module)?.css?.sync ?? []) css.add(join(dist, file));
    }
    return {
      app: label,
      initialJsGzip: [...js].reduce((sum, file) => sum + gzipSize(file), 0),
      initialCssGzip: [...css].reduce((sum, file) => sum + gzipSize(file), 0),
      files: [...js, ...css],
    };
  };
  const heaviest = (measures: AppMeasure[]): AppMeasure =>
    measures.reduce<AppMeasure>(
      (best, measure) =>
        measure.initialJsGzip + measure.initialCssGzip > best.initialJsGzip + best.initialCssGzip
          ? measure
          : best,
      { app, initialJsGzip: 0, initialCssGzip: 0, files: [] },
    );
  const firstLoad = heaviest(
    Object.entries(prerender.pages ?? {}).map(([path, page]) =>
      measureFiles(
        `${app} ${path}`,
        (page.islands ?? []).map((name) => `./islands/${name}`),
      ),
    ),
  );
  const routeList = exposed.has(ROUTE_LIST) ? [ROUTE_LIST] : [];
  const navigation = heaviest(
    [...exposed.keys()]
      .filter((module) => module && !module.startsWith('./islands/') && module !== ROUTE_LIST)
      .map((module) => measureFiles(`${app} ${module}`, [module, ...routeList])),
  );
  return { ...firstLoad, navigationJsGzip: navigation.initialJsGzip };
}
