import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '@pod/deploy-format/folderStore';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRemote } from './liveBuilds.ts';

const targets: string[] = [];
afterEach(() => {
  for (const target of targets.splice(0)) rmSync(target, { recursive: true, force: true });
});

function target(): { folder: string; store: FolderStore; registry: () => unknown } {
  const folder = mkdtempSync(join(tmpdir(), 'pod-registry-'));
  targets.push(folder);
  return {
    folder,
    store: new FolderStore(folder),
    registry: () => JSON.parse(readFileSync(join(folder, 'remotes.json'), 'utf8')),
  };
}

describe('the remotes registry of a deploy target', () => {
  it('adds a remote once, in name order', async () => {
    const { store, registry } = target();
    await registerRemote(store, 'upload');
    await registerRemote(store, 'forms');
    await registerRemote(store, 'forms');
    expect(registry()).toEqual({ remotes: ['forms', 'upload'] });
  });

  it('swaps a remote for the one that takes over from it in one write', async () => {
    const { store, registry } = target();
    await registerRemote(store, 'forms');
    await registerRemote(store, 'upload');
    await registerRemote(store, 'staff', 'upload');
    expect(registry()).toEqual({ remotes: ['forms', 'staff'] });
    // Deploying the new remote again with the same flag changes nothing more.
    await registerRemote(store, 'staff', 'upload');
    expect(registry()).toEqual({ remotes: ['forms', 'staff'] });
  });
});
