import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A site root like the repo's, with the built apps named in `linked` linked in from this
 * checkout; the others exist there only as what is deployed to it.
 */
export function linkedSiteRoot(linked: { shell: boolean; remotes: readonly string[] }): string {
  const root = mkdtempSync(join(tmpdir(), 'pod-deploy-site-'));
  mkdirSync(join(root, 'remotes'), { recursive: true });
  if (linked.shell) symlinkSync(join(repoRoot, 'shell'), join(root, 'shell'));
  for (const remote of linked.remotes)
    symlinkSync(join(repoRoot, 'remotes', remote), join(root, 'remotes', remote));
  return root;
}

/** The built shell and every remote but forms, linked (the footer links them all); forms exists there only as deployed versions. */
export function siteRootWithoutForms(): string {
  const root = linkedSiteRoot({ shell: true, remotes: ['marketing', 'staff', 'filecheck'] });
  mkdirSync(join(root, 'remotes', 'forms'), { recursive: true });
  return root;
}
