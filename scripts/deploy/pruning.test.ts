import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { versionPrefix } from '@pod/deploy-format/layout';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deployCli,
  fakeRemoteDist,
  fakeShellDist,
  readTargetJson,
  removeScratch,
  scratch,
} from './testing/fakeSite.ts';

// Pruning runs after the new version is live. A target it cannot clean up (here: a link where
// a version folder should be, which the tool never writes) must not turn that deploy into a
// failure, nor every later one.

afterEach(removeScratch);

const ids = (target: string): string[] =>
  (
    (readTargetJson(target, 'remotes/forms/versions.json') as { versions: { id: string }[] }).versions ?? []
  ).map((record) => record.id);
const live = (target: string): string =>
  (readTargetJson(target, 'remotes/forms/live.json') as { version: string }).version;

/** A folder target with the shell and forms deployed `count` times (builds frm001…); its version ids. */
function formsDeployedTimes(count: number): { target: string; dists: string; versions: string[] } {
  const target = scratch('pod-prune-target-');
  const dists = scratch('pod-prune-dists-');
  const deploy = (app: string, dist: string) => {
    const result = deployCli('deploy', app, ['--to', target, '--dist', dist]);
    expect(result.status, result.output).toBe(0);
  };
  deploy('shell', fakeShellDist(join(dists, 'shell')));
  for (let n = 1; n <= count; n++) {
    const build = `frm00${n}`;
    deploy('forms', fakeRemoteDist(join(dists, build), 'forms', ['/contact'], build));
  }
  return { target, dists, versions: ids(target) };
}

/** Replaces a version folder with a link to a folder outside the target holding the same files. */
function linkVersionFolder(target: string, outside: string, version: string): string {
  const folder = join(target, versionPrefix('forms', version));
  renameSync(folder, outside);
  symlinkSync(outside, folder.replace(/\/$/, ''));
  return folder.replace(/\/$/, '');
}

describe('pruning after a deploy went live', { timeout: 60_000 }, () => {
  it('unlinks a version folder that is a link without following it, rewrites the index, and the deploys exit 0', () => {
    const { target, dists, versions } = formsDeployedTimes(2);
    const outside = join(scratch('pod-prune-outside-'), 'kept');
    const link = linkVersionFolder(target, outside, versions[0] as string);

    const next = fakeRemoteDist(join(dists, 'frm009'), 'forms', ['/contact'], 'frm009');
    const result = deployCli('deploy', 'forms', ['--to', target, '--dist', next, '--keep', '1']);
    expect(result.status, result.output).toBe(0);
    expect(live(target)).toMatch(/-frm009$/);
    expect(ids(target)).toEqual([live(target)]);
    expect(lstatSync(link, { throwIfNoEntry: false })).toBeUndefined();
    // What the link pointed to is untouched.
    expect(readFileSync(join(outside, 'remoteEntry.js'), 'utf8')).toContain('forms frm001');
    expect(existsSync(join(target, versionPrefix('forms', versions[1] as string), 'remoteEntry.js'))).toBe(
      false,
    );

    const later = fakeRemoteDist(join(dists, 'frm010'), 'forms', ['/contact'], 'frm010');
    const again = deployCli('deploy', 'forms', ['--to', target, '--dist', later, '--keep', '1']);
    expect(again.status, again.output).toBe(0);
    expect(ids(target)).toEqual([live(target)]);
  });

  it('skips a version it cannot remove (a link inside it), keeps its record for the next deploy, and still exits 0', () => {
    const { target, dists, versions } = formsDeployedTimes(2);
    const [first, second] = versions as [string, string];
    const outside = scratch('pod-prune-outside-');
    mkdirSync(join(outside, 'js'));
    writeFileSync(join(outside, 'js', `remote-entry.frm001.js`), 'not the target’s');
    const staticFolder = join(target, versionPrefix('forms', first), 'static');
    rmSync(staticFolder, { recursive: true });
    symlinkSync(outside, staticFolder);

    const next = fakeRemoteDist(join(dists, 'frm009'), 'forms', ['/contact'], 'frm009');
    const result = deployCli('deploy', 'forms', ['--to', target, '--dist', next, '--keep', '1']);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain(`could not remove forms ${first}`);
    expect(live(target)).toMatch(/-frm009$/);
    // The version it could remove is gone with its record; the other keeps its record.
    expect(ids(target)).toEqual([first, live(target)]);
    expect(existsSync(join(target, versionPrefix('forms', second), 'remoteEntry.js'))).toBe(false);
    expect(readFileSync(join(outside, 'js', 'remote-entry.frm001.js'), 'utf8')).toBe('not the target’s');

    const later = fakeRemoteDist(join(dists, 'frm010'), 'forms', ['/contact'], 'frm010');
    const again = deployCli('deploy', 'forms', ['--to', target, '--dist', later, '--keep', '1']);
    expect(again.status, again.output).toBe(0);
    expect(ids(target)).toEqual([first, live(target)]);
  });
});
