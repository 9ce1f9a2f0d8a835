// pnpm --filter @pod/<app> run rollback -- --to <target> [--version <id>] [--force]
// Switches the live pointer back to the version deployed before the live one (or --version),
// after the same contract check as a deploy. Nothing is deleted.

import { versionPrefix } from '@pod/deploy-format/layout';
import { parseCliArgs } from './cliArgs.ts';
import { contractGate } from './contractGate.ts';
import { readIndex, readPointer, switchLive } from './deployRecords.ts';
import { appContract } from './federationContracts.ts';
import { openTarget } from './openTarget.ts';
import { runCli } from './runCli.ts';

const usage =
  'usage: pnpm --filter @pod/<app> run rollback -- --to <folder | s3://bucket/prefix> [--version <id>] [--shell <shell dist to check against>] [--force]';

runCli(async () => {
  const args = parseCliArgs(process.argv.slice(2), usage);
  const store = openTarget(args.to);
  const ready = (await readIndex(store, args.app)).versions.filter((record) => record.state === 'ready');
  const live = (await readPointer(store, args.app))?.version;
  const liveAt = ready.findIndex((record) => record.id === live);
  const target = args.version
    ? ready.find((record) => record.id === args.version)
    : liveAt > 0
      ? ready[liveAt - 1]
      : ready.filter((record) => record.id !== live).at(-1);
  if (!target)
    throw new Error(
      args.version
        ? `${args.version} is not a ready version of ${args.app} in ${store.description} (see run versions)`
        : `no earlier version of ${args.app} to roll back to in ${store.description}`,
    );
  const read = async (file: string) => {
    const found = await store.read(`${versionPrefix(args.app, target.id)}${file}`);
    return found?.body ? (JSON.parse(found.body.toString()) as unknown) : undefined;
  };
  await contractGate({
    incoming: appContract(
      args.app,
      'this build',
      await read('mf-manifest.json'),
      await read('prerender.json'),
    ),
    version: target.id,
    store,
    to: args.to,
    shellFolder: args.shell,
    force: args.force,
  });
  await switchLive(store, args.app, target.id);
  console.log(`live: ${args.app} ${target.id} (was ${live ?? 'dist/'})`);
});
