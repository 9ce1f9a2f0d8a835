// Where the repository is, for the build files that read another package's package.json.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A package.json (or other JSON file), as loosely typed as JSON.parse gives it. */
export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
