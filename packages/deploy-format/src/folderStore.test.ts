import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FolderStore, LinkInDeployTarget } from './folderStore.ts';

/** A deploy target and, beside it, a folder of secrets the target must never reach. */
function targetBesideSecrets() {
  const base = mkdtempSync(join(tmpdir(), 'folder-store-'));
  onTestFinished(() => rmSync(base, { recursive: true, force: true }));
  const target = join(base, 'target');
  const outside = join(base, 'outside');
  mkdirSync(join(target, 'remotes/forms/versions/v1'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'site.sqlite'), 'password hashes');
  writeFileSync(join(target, 'remotes/forms/versions/v1/remoteEntry.js'), 'entry v1');
  return { base, target, outside, store: new FolderStore(target) };
}

describe('FolderStore never follows a link out of the deploy target', () => {
  it('reads a real file', async () => {
    const { store } = targetBesideSecrets();
    const read = await store.read('remotes/forms/versions/v1/remoteEntry.js');
    expect(read?.body?.toString()).toBe('entry v1');
  });

  it('does not serve a listed file that is a link to a file outside', async () => {
    const { store, target, outside } = targetBesideSecrets();
    symlinkSync(join(outside, 'site.sqlite'), join(target, 'remotes/forms/versions/v1/data.js'));
    symlinkSync('/etc/passwd', join(target, 'remotes/forms/versions/v1/passwd.js'));
    expect(await store.read('remotes/forms/versions/v1/data.js')).toBeUndefined();
    expect(await store.read('remotes/forms/versions/v1/passwd.js')).toBeUndefined();
  });

  it('does not serve a file inside a version folder that is a link', async () => {
    const { store, target, outside } = targetBesideSecrets();
    symlinkSync(outside, join(target, 'remotes/forms/versions/v2'));
    expect(await store.read('remotes/forms/versions/v2/site.sqlite')).toBeUndefined();
  });

  it('does not follow a link even when it points back inside the target', async () => {
    const { store, target } = targetBesideSecrets();
    symlinkSync(join(target, 'remotes/forms/versions/v1'), join(target, 'remotes/forms/versions/v3'));
    expect(await store.read('remotes/forms/versions/v3/remoteEntry.js')).toBeUndefined();
  });

  it('refuses to prune through a linked version folder, and the file outside stays', async () => {
    const { store, target, outside } = targetBesideSecrets();
    symlinkSync(outside, join(target, 'remotes/forms/versions/v2'));
    await expect(store.remove('remotes/forms/versions/v2/site.sqlite')).rejects.toBeInstanceOf(
      LinkInDeployTarget,
    );
    expect(readFileSync(join(outside, 'site.sqlite'), 'utf8')).toBe('password hashes');
  });

  it('removes a listed file that is a link as the link itself, never its target', async () => {
    const { store, target, outside } = targetBesideSecrets();
    const link = join(target, 'remotes/forms/versions/v1/data.js');
    symlinkSync(join(outside, 'site.sqlite'), link);
    await store.remove('remotes/forms/versions/v1/data.js');
    expect(existsSync(link)).toBe(false);
    expect(readFileSync(join(outside, 'site.sqlite'), 'utf8')).toBe('password hashes');
  });

  it('refuses to write through a linked folder', async () => {
    const { store, target, outside } = targetBesideSecrets();
    symlinkSync(outside, join(target, 'remotes/forms/versions/v2'));
    await expect(store.write('remotes/forms/versions/v2/site.sqlite', 'overwritten')).rejects.toBeInstanceOf(
      LinkInDeployTarget,
    );
    expect(readFileSync(join(outside, 'site.sqlite'), 'utf8')).toBe('password hashes');
  });

  it('replaces a file that is a link with a real file, leaving what it pointed to alone', async () => {
    const { store, target, outside } = targetBesideSecrets();
    symlinkSync(join(outside, 'site.sqlite'), join(target, 'remotes/forms/live.json'));
    await store.write('remotes/forms/live.json', '{"version":"v1"}');
    expect((await store.read('remotes/forms/live.json'))?.body?.toString()).toBe('{"version":"v1"}');
    expect(readFileSync(join(outside, 'site.sqlite'), 'utf8')).toBe('password hashes');
  });

  it('works when the target root itself is reached through a link', async () => {
    const { base, target } = targetBesideSecrets();
    symlinkSync(target, join(base, 'current'));
    const store = new FolderStore(join(base, 'current'));
    expect((await store.read('remotes/forms/versions/v1/remoteEntry.js'))?.body?.toString()).toBe('entry v1');
    await store.write('remotes/forms/versions/v4/remoteEntry.js', 'entry v4');
    expect(readFileSync(join(target, 'remotes/forms/versions/v4/remoteEntry.js'), 'utf8')).toBe('entry v4');
  });
});
