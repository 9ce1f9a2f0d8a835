// pnpm --filter @pod/<app> run deploy -- --to <folder | s3://bucket/prefix> [options]
// For the shell and every remote alike: builds the app (or takes --dist), checks it against
// what is live in the target, uploads it as a new version beside the old ones, switches the
// live pointer, and prunes to the last --keep.

import { type VersionRecord, versionPrefix } from '@pod/deploy-format/layout';
import { buildApp } from './buildApp.ts';
import { parseCliArgs } from './cliArgs.ts';
import { contractGate } from './contractGate.ts';
import { putRecord, readIndex, removeVersions, switchLive } from './deployRecords.ts';
import { gitCommit } from './gitCommit.ts';
import { registerRemote } from './liveBuilds.ts';
import { openTarget } from './openTarget.ts';
import { readBuild } from './readBuild.ts';
import { versionsToPrune } from './retention.ts';
import { runCli } from './runCli.ts';
import { waitIfPausedForTest } from './testPause.ts';
import { uploadVersion } from './uploadVersion.ts';

const usage =
  'usage: pnpm --filter @pod/<app> run deploy -- --to <folder | s3://bucket/prefix> [--dist <built dist>] [--shell <shell dist to check against>] [--keep 5] [--force] [--replaces <remote it takes over from>]';

/** Sortable and unique per deploy: UTC time, then the build id. */
function versionId(build: string): string {
  const time = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${time}-${build}`;
}

runCli(async () => {
  const args = parseCliArgs(process.argv.slice(2), usage);
  const dist = args.dist ?? buildApp(args.app);
  const build = readBuild(args.app, dist);
  const id = versionId(build.build);
  versionPrefix(args.app, id); // throws on anything but a plain id, before a byte is written
  const store = openTarget(args.to);

  await contractGate({
    incoming: build.contract,
    version: id,
    store,
    to: args.to,
    shellFolder: args.shell,
    force: args.force,
    replaces: args.replaces,
  });

  if ((await readIndex(store, args.app)).versions.some((version) => version.id === id))
    throw new Error(`version ${id} already exists in ${store.description}; deploy again`);
  const record: VersionRecord = {
    id,
    build: build.build,
    builtAt: build.builtAt,
    commit: gitCommit(),
    deployedAt: new Date().toISOString(),
    state: 'uploading',
    files: build.files,
  };
  // Recorded before any file, so a deploy killed halfway leaves files the next one can prune.
  await putRecord(store, args.app, record);
  await uploadVersion(store, args.app, id, dist, build.files);
  console.log(`uploaded ${build.files.length} files to ${store.description}/${versionPrefix(args.app, id)}`);
  await waitIfPausedForTest();
  await putRecord(store, args.app, { ...record, state: 'ready' });
  await switchLive(store, args.app, id);
  if (args.app !== 'shell') await registerRemote(store, args.app, args.replaces);
  console.log(`live: ${args.app} ${id}${args.replaces ? ` (in place of ${args.replaces})` : ''}`);

  // The new version is live: pruning is housekeeping the next deploy retries, and must never
  // turn this deploy into a failure (a team would redeploy, or roll back, what is fine).
  try {
    const index = await readIndex(store, args.app);
    const doomed = versionsToPrune(index.versions, id, args.keep, id);
    const removed = await removeVersions(store, args.app, doomed);
    if (removed.length > 0) console.log(`removed: ${removed.map((version) => version.id).join(', ')}`);
  } catch (error) {
    console.warn(
      `${id} is live; pruning old versions failed (${(error as Error).message}): the next deploy tries again`,
    );
  }
});
