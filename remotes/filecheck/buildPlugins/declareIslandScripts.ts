// The remote's word to its prerender step (@pod/build-config's prerenderPlugin.ts) on scripts an
// island asks for at once that the federation manifest does not list: the page's code flight then
// fetches them ahead, at the visitor's first sign of presence, with the island's own chunks.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { islandScriptsFile } from '@pod/build-config/prerenderPlugin';

/** Writes `{ island: [paths under the remote's dist] }`, via a temporary name so no reader sees half. */
export function declareIslandScripts(root: string, scripts: Record<string, string[]>): void {
  const file = islandScriptsFile(root);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(scripts)}\n`);
  renameSync(temporary, file);
}
