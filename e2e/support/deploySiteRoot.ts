import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A site root like the repo's (the built shell, marketing and upload, linked) but with no
 * forms build at all: forms exists there only as deployed versions.
 */
export function siteRootWithoutForms(): string {
  const root = mkdtempSync(join(tmpdir(), 'pod-deploy-site-'));
  mkdirSync(join(root, 'remotes', 'forms'), { recursive: true });
  symlinkSync(join(repoRoot, 'shell'), join(root, 'shell'));
  for (const remote of ['marketing', 'upload'])
    symlinkSync(join(repoRoot, 'remotes', remote), join(root, 'remotes', remote));
  return root;
}
