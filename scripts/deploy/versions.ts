// pnpm --filter @pod/<app> run versions -- --to <target>
// Lists the deployed versions, oldest first, with build time, commit and which is live.

import { refusedRecords, versionsIndexKey } from '@pod/deploy-format/layout';
import { parseCliArgs } from './cliArgs.ts';
import { readIndex, readPointer } from './deployRecords.ts';
import { openTarget } from './openTarget.ts';
import { runCli } from './runCli.ts';

const usage = 'usage: pnpm --filter @pod/<app> run versions -- --to <folder | s3://bucket/prefix>';

runCli(async () => {
  const args = parseCliArgs(process.argv.slice(2), usage);
  const store = openTarget(args.to);
  const { versions } = await readIndex(store, args.app);
  const live = (await readPointer(store, args.app))?.version;
  console.log(`${args.app} in ${store.description}`);
  if (versions.length === 0) console.log('  no deployed versions (the server serves dist/)');
  for (const record of versions) {
    const marks = [record.id === live ? 'LIVE' : '', record.state === 'uploading' ? 'incomplete' : '']
      .filter(Boolean)
      .join(' ');
    console.log(
      `  ${record.id}  built ${record.builtAt}  commit ${record.commit}  deployed ${record.deployedAt}${marks ? `  ${marks}` : ''}`,
    );
  }
  const refused = refusedRecords((await store.read(versionsIndexKey(args.app)))?.body);
  if (refused > 0)
    console.log(
      `  ${refused} record(s) in the index are refused (an id or a file path that is not plain): never served`,
    );
  if (live && !versions.some((record) => record.id === live))
    console.log(`  live.json names ${live}, which is not in the index: the server serves dist/`);
});
