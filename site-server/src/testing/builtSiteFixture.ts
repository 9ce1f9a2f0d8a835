// For tests of the site server: a minimal built site root, the shell's index.html and one
// remote (forms) whose route list has /contact. Removed when the test ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotePrerender } from '@pod/deploy-format/prerender';
import { onePageRemote, remoteDistFiles, shellPrerender, writeFiles } from '@pod/deploy-format/testing';
import { onTestFinished } from 'vitest';

export function builtSiteFixture(extraFormsFiles: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'built-site-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  writeFiles(join(root, 'shell', 'dist'), {
    'index.html':
      '<!doctype html><html><head><title>x</title><meta name="description" content="d" /></head><body><div id="root"></div></body></html>',
  });
  writeFiles(join(root, 'remotes', 'forms', 'dist'), {
    ...Object.fromEntries(['remoteEntry.js', ...extraFormsFiles].map((name) => [name, '{}'])),
    ...remoteDistFiles(onePageRemote('forms', 'abc123', 'Contact')),
  });
  return root;
}

/** The fixture's site prerendered: the shell's prerender.json and `remote` beside the forms remote. */
export function prerenderedSiteFixture(remote: RemotePrerender): string {
  const root = builtSiteFixture();
  writeFiles(join(root, 'shell', 'dist'), { 'prerender.json': JSON.stringify(shellPrerender()) });
  writeFiles(join(root, 'remotes', remote.remote, 'dist'), {
    'remoteEntry.js': '{}',
    ...remoteDistFiles(remote),
  });
  return root;
}
