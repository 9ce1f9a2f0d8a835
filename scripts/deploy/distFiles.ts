import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Uploaded after every other file, in this order: the entry that names chunks, the manifest,
// the heads, and prerender.json — the file that says "this build is complete" — last.
const LAST = ['remoteEntry.js', 'mf-manifest.json', 'route-head.json', 'index.html', 'prerender.json'];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}

/** A dist folder's files as forward-slash paths, in upload order: hashed assets first. */
export function distFilesInUploadOrder(dist: string): string[] {
  const files = walk(dist).map((file) => relative(dist, file).split(sep).join('/'));
  const rank = (file: string): number => {
    const last = LAST.indexOf(file);
    if (last >= 0) return 2 + last;
    return file.startsWith('static/') ? 0 : 1;
  };
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
