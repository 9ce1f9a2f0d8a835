// pnpm --filter @pod/<remote> run deploy -- --to <folder | s3://bucket/prefix> [options]
// Builds the remote (or takes --dist), checks it against the live shell, uploads it as a new
// version beside the old ones, switches the live pointer, and prunes to the last --keep.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VersionRecord } from '../../api/src/site/deploys/deployLayout.ts';
import { openDeployTarget } from '../../api/src/site/deploys/deployTarget.ts';
import { buildRemote } from './buildRemote.ts';
import { parseCliArgs } from './cliArgs.ts';
import { contractGate } from './contractGate.ts';
import { putRecord, readIndex, removeVersions, switchLive } from './deployRecords.ts';
import { distFilesInUploadOrder } from './distFiles.ts';
import { gitCommit } from './gitCommit.ts';
import { liveShellFolder } from './liveShell.ts';
import { versionsToPrune } from './retention.ts';
import { runCli } from './runCli.ts';
import { waitIfPausedForTest } from './testPause.ts';
import { uploadVersion } from './uploadVersion.ts';

const usage =
  'usage: pnpm --filter @pod/<remote> run deploy -- --to <folder | s3://bucket/prefix> [--dist <built dist>] [--shell <live shell dist>] [--keep 5] [--force]';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

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
  const dist = args.dist ?? buildRemote(args.remote);
  const prerender = readJson(join(dist, 'prerender.json')) as {
    kind?: string;
    remote?: string;
    build?: string;
    builtAt?: string;
  };
  if (prerender.kind !== 'remote' || prerender.remote !== args.remote || !prerender.build)
    throw new Error(`${dist} is not a complete ${args.remote} build (prerender.json)`);
  const id = versionId(prerender.build);

  contractGate({
    remote: args.remote,
    version: id,
    manifest: readJson(join(dist, 'mf-manifest.json')),
    shellFolder: liveShellFolder(args.to, args.shell),
    force: args.force,
  });

  const store = openDeployTarget(args.to);
  const files = distFilesInUploadOrder(dist);
  if ((await readIndex(store, args.remote)).versions.some((version) => version.id === id))
    throw new Error(`version ${id} already exists in ${store.description}; deploy again`);
  const record: VersionRecord = {
    id,
    build: prerender.build,
    builtAt: prerender.builtAt ?? '',
    commit: gitCommit(),
    deployedAt: new Date().toISOString(),
    state: 'uploading',
    files,
  };
  // Recorded before any file, so a deploy killed halfway leaves files the next one can prune.
  await putRecord(store, args.remote, record);
  await uploadVersion(store, args.remote, id, dist, files);
  console.log(
    `uploaded ${files.length} files to ${store.description}/remotes/${args.remote}/versions/${id}/`,
  );
  await waitIfPausedForTest();
  await putRecord(store, args.remote, { ...record, state: 'ready' });
  await switchLive(store, args.remote, id);
  console.log(`live: ${args.remote} ${id}`);

  const index = await readIndex(store, args.remote);
  const doomed = versionsToPrune(index.versions, id, args.keep, id);
  await removeVersions(store, args.remote, doomed);
  if (doomed.length > 0) console.log(`removed: ${doomed.map((version) => version.id).join(', ')}`);
});
