// pnpm --filter @pod/<remote> run rollback -- --to <target> [--version <id>] [--force]
// Switches the live pointer back to the version deployed before the live one (or --version),
// after the same contract check as a deploy. Nothing is deleted.
import { versionPrefix } from '../../api/src/site/deploys/deployLayout.ts';
import { openDeployTarget } from '../../api/src/site/deploys/deployTarget.ts';
import { parseCliArgs } from './cliArgs.ts';
import { contractGate } from './contractGate.ts';
import { readIndex, readPointer, switchLive } from './deployRecords.ts';
import { liveShellFolder } from './liveShell.ts';
import { runCli } from './runCli.ts';

const usage =
  'usage: pnpm --filter @pod/<remote> run rollback -- --to <folder | s3://bucket/prefix> [--version <id>] [--shell <live shell dist>] [--force]';

runCli(async () => {
  const args = parseCliArgs(process.argv.slice(2), usage);
  const store = openDeployTarget(args.to);
  const ready = (await readIndex(store, args.remote)).versions.filter((record) => record.state === 'ready');
  const live = (await readPointer(store, args.remote))?.version;
  const liveAt = ready.findIndex((record) => record.id === live);
  const target = args.version
    ? ready.find((record) => record.id === args.version)
    : liveAt > 0
      ? ready[liveAt - 1]
      : ready.filter((record) => record.id !== live).at(-1);
  if (!target)
    throw new Error(
      args.version
        ? `${args.version} is not a ready version of ${args.remote} in ${store.description} (see run versions)`
        : `no earlier version of ${args.remote} to roll back to in ${store.description}`,
    );
  const manifest = await store.read(`${versionPrefix(args.remote, target.id)}mf-manifest.json`);
  contractGate({
    remote: args.remote,
    version: target.id,
    manifest: manifest?.body ? JSON.parse(manifest.body.toString()) : undefined,
    shellFolder: liveShellFolder(args.to, args.shell),
    force: args.force,
  });
  await switchLive(store, args.remote, target.id);
  console.log(`live: ${args.remote} ${target.id} (was ${live ?? 'dist/'})`);
});
