// Two builds of one app compared file by file. What a build writes differently each time it runs,
// and nothing a visitor or a deploy reads, is set aside first: the prerender's build time, and
// the order Rspack lists a module's users in mf-stats.json (a build report; the runtime reads
// mf-manifest.json, compared byte for byte).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

function sortedLists(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(sortedLists);
    return items.every((item) => typeof item !== 'object' || item === null)
      ? [...items].sort((a, b) => String(a).localeCompare(String(b)))
      : items;
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sortedLists(item)]));
}

/** A file's bytes as compared: the two files' own bytes, but for the run-to-run parts above. */
function comparable(file: string, bytes: Buffer): string | Buffer {
  const name = file.split(/[\\/]/).pop();
  if (name === 'prerender.json') {
    const { builtAt: _builtAt, ...rest } = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    return JSON.stringify(rest);
  }
  if (name === 'mf-stats.json') return JSON.stringify(sortedLists(JSON.parse(bytes.toString('utf8'))));
  return bytes;
}

/** What differs between two output folders: files only one has, and files whose bytes differ. */
export function distDifferences(expected: string, actual: string): string[] {
  const expectedFiles = filesUnder(expected);
  const actualFiles = new Set(filesUnder(actual));
  const differences: string[] = [];
  for (const file of expectedFiles) {
    if (!actualFiles.delete(file)) {
      differences.push(`${file}: missing`);
      continue;
    }
    const a = comparable(file, readFileSync(join(expected, file)));
    const b = comparable(file, readFileSync(join(actual, file)));
    if (typeof a === 'string' ? a !== b : !a.equals(b as Buffer)) differences.push(`${file}: differs`);
  }
  for (const file of actualFiles) differences.push(`${file}: not expected`);
  return differences;
}
