// The shell's first input on a phone waited on a chain of about nine script requests, one wave
// after another: the entry, then the shared libraries, then the code that hydrates islands. The
// inline starter fetches them all in one flight at idle after load (rel=prefetch, not run), so
// that chain is served from the cache when the visitor reaches for an island. This plugin writes
// that list into the built index.html: every script of the build's web environment except the
// ones only a client-side navigation or a whole-page render asks for.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The slot in the inline starter (shell/src/inline/islands.ts) the list is written into. */
export const BOOT_SCRIPTS_SLOT = '__BOOT_SCRIPTS__';

interface ChunkOrigin {
  request?: string;
}
interface ChunkStats {
  files?: string[];
  initial?: boolean;
  origins?: ChunkOrigin[];
}
interface StatsLike {
  toJson(options: object): {
    name?: string;
    chunks?: ChunkStats[];
    children?: { name?: string; chunks?: ChunkStats[] }[];
  };
}

/**
 * The build's scripts a first island needs: each chunk's files, unless every request that
 * loads the chunk is one of `skippedImports` (a navigation's page area, the whole-site render).
 */
export function bootScripts(
  chunks: readonly ChunkStats[],
  skippedImports: readonly string[],
  prefix: string,
): string[] {
  const files = new Set<string>();
  for (const chunk of chunks) {
    const origins = chunk.origins ?? [];
    const onlySkipped =
      !chunk.initial &&
      origins.length > 0 &&
      origins.every((origin) => origin.request !== undefined && skippedImports.includes(origin.request));
    if (onlySkipped) continue;
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.add(`${prefix}${file}`);
  }
  return [...files].sort();
}

export function bootScriptsPlugin(options: {
  appDir: string;
  environment: string;
  skippedImports: readonly string[];
  prefix: string;
}): RsbuildPlugin {
  return {
    name: 'pod:boot-scripts',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) throw new Error('the boot scripts need the build stats');
        const json = (stats as unknown as StatsLike).toJson({ all: false, chunks: true, chunkOrigins: true });
        // One environment's stats, or several (MultiStats: one child per environment).
        const children = json.children ?? [json];
        const web = children.find((child) => child.name === options.environment) ?? children[0];
        const list = bootScripts(web?.chunks ?? [], options.skippedImports, options.prefix);
        if (list.length === 0) throw new Error('no boot scripts found in the shell build');
        const file = join(options.appDir, 'dist', 'index.html');
        const html = readFileSync(file, 'utf8');
        const slot = new RegExp(`(["'])${BOOT_SCRIPTS_SLOT}\\1`);
        if (!slot.test(html)) throw new Error(`the starter in index.html has no ${BOOT_SCRIPTS_SLOT} slot`);
        // One string, paths apart by spaces (no space or quote occurs in a built file's path).
        writeFileSync(
          file,
          html.replace(slot, (_, quote) => `${quote}${list.join(' ')}${quote}`),
        );
      });
    },
  };
}
