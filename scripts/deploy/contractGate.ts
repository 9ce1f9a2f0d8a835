import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseBucketTarget } from '@pod/deploy-format/bucketTarget';
import { isRemoteName, SHELL } from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import { type AppContract, type ContractProblem, checkPair, routeConflicts } from './contractCheck.ts';
import { distContract, liveContract, liveRemoteNames } from './liveBuilds.ts';
import { repoRoot } from './repoRoot.ts';

/** The problems `incoming` would have with what is live in the target. */
async function problemsWith(
  incoming: AppContract,
  store: DeployStore,
  to: string,
  shellFolder: string | undefined,
  replaces: string | undefined,
): Promise<{ problems: ContractProblem[]; checkedAgainst: string[] }> {
  // A remote that takes over from another is checked against the site as it will be: without it.
  const remotes = (await liveRemoteNames(store, to)).filter(
    (name) => name !== incoming.app && name !== replaces,
  );
  const live = (await Promise.all(remotes.map((name) => liveContract(store, to, name)))).filter(
    (contract): contract is AppContract => contract !== undefined,
  );
  if (incoming.app === 'shell') {
    return {
      problems: live.flatMap((remote) => checkPair(incoming, remote, 'shell')),
      checkedAgainst: live.map((remote) => `${remote.app} ${remote.version}`),
    };
  }
  let shell = shellFolder
    ? distContract('shell', shellFolder, shellFolder)
    : await liveContract(store, to, 'shell');
  if (!shell) {
    // A bucket target with no shell deployed: the servers compose with the shell on their own
    // disk, which is this checkout's build when they run this checkout.
    shell = distContract('shell', 'dist of this checkout', `${repoRoot}/shell/dist`);
    if (shell)
      console.log(`no shell deployed in ${store.description}: checking against this checkout's shell/dist`);
  }
  if (!shell)
    throw new Error(`no live shell in ${store.description} and no shell build here (--shell <dist>)`);
  return {
    problems: [...checkPair(shell, incoming, 'remote'), ...routeConflicts(incoming, live)],
    checkedAgainst: [`shell ${shell.version}`, ...live.map((remote) => `${remote.app} ${remote.version}`)],
  };
}

/**
 * `--replaces <name>` takes <name> out of the target's registry after the switch, so the server
 * stops serving every route it has: that is only right for a rename (upload became staff),
 * where the incoming build serves all of them. Throws (no --force: the cost is pages that 404,
 * not a compatibility risk) unless <name> is another remote, live in the target, and every route
 * it serves now is in the incoming build's route list.
 */
export async function checkReplaces(
  incoming: AppContract,
  store: DeployStore,
  to: string,
  replaces: string,
): Promise<void> {
  const app = incoming.app;
  const refused = (why: string) =>
    new Error(`--replaces ${replaces} refused: ${why}; nothing was written to ${store.description}`);
  if (app === SHELL || !isRemoteName(replaces) || replaces === app)
    throw refused(
      `--replaces names another remote, which ${app} takes over from (never the shell or ${app} itself)`,
    );
  const live = await liveRemoteNames(store, to);
  let replaced: AppContract | undefined;
  if (live.includes(replaces)) {
    try {
      replaced = await liveContract(store, to, replaces);
    } catch (error) {
      throw refused(`${replaces}'s live build in the target could not be read (${(error as Error).message})`);
    }
  }
  if (!replaced) {
    const others = live.filter((name) => name !== app);
    throw refused(
      `${replaces} is not live in ${store.description} (live remotes: ${others.length > 0 ? others.join(', ') : 'none'})`,
    );
  }
  const dropped = replaced.routes.filter((path) => !incoming.routes.includes(path));
  if (dropped.length > 0)
    throw refused(
      `${replaces} (${replaced.version}) serves ${dropped.join(', ')}, which ${app} (this build) does not: those pages would answer 404. --replaces is for a rename, whose new build serves every route of the old one`,
    );
  // The server also serves every remotes/<name>/dist of a site root, registered or not: the
  // rename only takes effect there once that folder is gone (the old remote keeps its routes).
  if (!parseBucketTarget(to) && existsSync(join(to, 'remotes', replaces, 'dist')))
    console.warn(
      `note: ${join(to, 'remotes', replaces, 'dist')} is still there; a server with this site root serves it, and ${replaces} keeps its routes until it is removed`,
    );
}

/**
 * Checks a build against what is live before the switch. Refuses (throws) on any problem
 * unless `force`, which goes ahead and says what it risks.
 */
export async function contractGate(options: {
  incoming: AppContract;
  version: string;
  store: DeployStore;
  to: string;
  shellFolder: string | undefined;
  force: boolean;
  /** A live remote the incoming one takes over from (deploy --replaces). */
  replaces?: string | undefined;
}): Promise<void> {
  const { incoming, version, store, to, shellFolder, force, replaces } = options;
  const app = incoming.app;
  if (replaces !== undefined) await checkReplaces(incoming, store, to, replaces);
  let result: Awaited<ReturnType<typeof problemsWith>>;
  try {
    result = await problemsWith(incoming, store, to, shellFolder, replaces);
  } catch (error) {
    if (!force) throw new Error(`contract check impossible: ${(error as Error).message} (--force skips it)`);
    console.warn(
      `--force: no contract check (${(error as Error).message}); nothing is known about compatibility`,
    );
    return;
  }
  const { problems, checkedAgainst } = result;
  const against = checkedAgainst.length > 0 ? checkedAgainst.join(', ') : 'nothing live yet';
  if (problems.length === 0) {
    console.log(`contract check: ${app} ${version} fits what is live in ${store.description} (${against})`);
    return;
  }
  const list = problems.map((problem) => `  - ${problem.message}`).join('\n');
  if (!force) {
    throw new Error(
      `contract check refused ${app} ${version} against what is live in ${store.description} (${against}):\n${list}\nFix the build, or pass --force to go live anyway.`,
    );
  }
  console.warn(`--force: ${app} ${version} goes live despite ${problems.length} contract problem(s):`);
  for (const problem of problems) console.warn(`  - ${problem.message}\n    risk: ${problem.risk}`);
}
