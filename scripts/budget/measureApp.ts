import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AppMeasure {
  app: string;
  /** Gzip bytes of the JavaScript a visitor downloads before this app shows its first page. */
  initialJsGzip: number;
  initialCssGzip: number;
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
 * The shell: its entry scripts plus every async chunk (the shared singletons it loads
 * at start-up — React, router, query, styled-components — and the small lazy toast).
 */
export function measureShell(dist: string): AppMeasure {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) =>
    join(dist, match[1] ?? ''),
  );
  const js = [...new Set([...entries, ...listFiles(join(dist, 'static', 'js', 'async'), '.js')])];
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

/** A remote: remoteEntry.js plus the synchronous chunks of its heaviest exposed page. */
export function measureRemote(app: string, dist: string): AppMeasure {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const entry = join(dist, 'remoteEntry.js');
  let heaviest: AppMeasure = { app, initialJsGzip: 0, initialCssGzip: 0, files: [] };
  for (const exposed of manifest.exposes ?? []) {
    const js = [entry, ...(exposed.assets?.js?.sync ?? []).map((file) => join(dist, file))];
    const css = (exposed.assets?.css?.sync ?? []).map((file) => join(dist, file));
    const measure: AppMeasure = {
      app: `${app} ${exposed.path ?? ''}`.trim(),
      initialJsGzip: js.reduce((sum, file) => sum + gzipSize(file), 0),
      initialCssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
      files: [...js, ...css],
    };
    if (measure.initialJsGzip + measure.initialCssGzip > heaviest.initialJsGzip + heaviest.initialCssGzip) {
      heaviest = measure;
    }
  }
  return heaviest;
}
