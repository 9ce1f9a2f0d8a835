// Before an app goes live: can the shell and the remotes run together? What breaks a
// federated page at run time:
//  - a shared singleton whose one copy (the shell's) does not satisfy what a remote was built
//    against, or that the shell does not provide at all;
//  - a federation runtime the remote does not rely on (remotes use the shell's runtime);
//  - a prerender format the other side does not read (the server composes both);
//  - a route without a layout in the shell, or claimed by two remotes.
// The same pair check runs when a remote deploys (against the live shell and the other live
// remotes) and when the shell deploys (against every live remote): the reverse contract.
import semver from 'semver';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** What one build of an app needs and offers, read from its build output. */
export interface AppContract {
  /** "shell" or the remote's name. */
  app: string;
  /** The version id in the target, "dist", or "this build". */
  version: string;
  shared: SharedEntry[];
  /** The federation plugin and runtime version the build was made with. */
  runtime: string | undefined;
  /** prerender.json's format. */
  format: number | undefined;
  /** Remote: the routes of its list. */
  routes: string[];
  /** Shell: the paths it has a layout for ("*": any route). */
  layouts: string[];
}

export interface ContractProblem {
  message: string;
  /** What going live anyway would risk (printed with --force). */
  risk: string;
}

const label = (contract: AppContract): string =>
  contract.version === 'this build' ? 'this build' : `${contract.app} ${contract.version}`;

/** `shell` and `remote` as they would run together; `incoming` is the one being deployed. */
export function checkPair(
  shell: AppContract,
  remote: AppContract,
  incoming: 'shell' | 'remote',
): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const remoteSide = incoming === 'remote' ? 'this build' : `the live ${remote.app} (${remote.version})`;
  const shellSide = incoming === 'shell' ? 'this shell' : `the live shell`;
  const shellVersion = incoming === 'shell' ? '' : ` (shell ${shell.version})`;
  for (const needed of remote.shared) {
    const range = needed.requiredVersion;
    if (!range || !needed.singleton) continue;
    const provided = shell.shared.find((entry) => entry.name === needed.name);
    if (!provided) {
      problems.push({
        message: `${needed.name}: ${remoteSide} requires ${range}, ${shellSide} does not provide it${shellVersion}`,
        risk: `${remote.app} loads its own copy of ${needed.name}, a second instance of a singleton: its contexts and state are not the shell's`,
      });
      continue;
    }
    const valid = semver.validRange(range) !== null && semver.valid(provided.version) !== null;
    if (valid && semver.satisfies(provided.version, range, { includePrerelease: true })) continue;
    problems.push({
      message: `${needed.name}: ${remoteSide} requires ${range}, ${shellSide} provides ${provided.version}${shellVersion}`,
      risk: `${needed.name} is a singleton, so the shell's ${provided.version} is the one copy ${remote.app} will run with; hooks, contexts or APIs it expects from ${range} may fail at run time`,
    });
  }
  if (remote.runtime && shell.runtime) {
    const ok =
      semver.valid(remote.runtime) !== null &&
      semver.valid(shell.runtime) !== null &&
      semver.satisfies(shell.runtime, `^${remote.runtime}`, { includePrerelease: true });
    if (!ok)
      problems.push({
        message: `federation runtime: ${remoteSide} relies on ^${remote.runtime}, ${shellSide} provides ${shell.runtime}${shellVersion}`,
        risk: `${remote.app}'s remote entry runs on the shell's runtime; it may fail to load`,
      });
  }
  if (remote.format !== shell.format)
    problems.push({
      message: `prerender format: ${remoteSide} writes format ${remote.format ?? 'none'}, ${shellSide} format ${shell.format ?? 'none'}${shellVersion}`,
      risk: `the server composes only builds of its own format: ${remote.app}'s pages lose their server-rendered HTML`,
    });
  const anyRoute = shell.layouts.includes('*');
  for (const path of remote.routes) {
    if (anyRoute || shell.layouts.includes(path)) continue;
    problems.push({
      message: `route ${path} (${remote.app}): ${shellSide} has no layout for it${shellVersion}`,
      risk: `${path} is served without its server-rendered HTML`,
    });
  }
  return problems;
}

/** A remote's routes that another live remote already serves. */
export function routeConflicts(incoming: AppContract, others: readonly AppContract[]): ContractProblem[] {
  const problems: ContractProblem[] = [];
  for (const path of incoming.routes) {
    const owner = others.find((other) => other.app !== incoming.app && other.routes.includes(path));
    if (!owner) continue;
    problems.push({
      message: `route ${path}: ${label(owner)} already serves it, and ${incoming.app} (${label(incoming)}) claims it too (if ${incoming.app} takes over from ${owner.app}: deploy with --replaces ${owner.app})`,
      risk: `only one remote can serve ${path}: the server keeps it with ${owner.app}, which serves it now (site-server/src/routeOwners.ts), and ${incoming.app}'s page there is never shown`,
    });
  }
  return problems;
}
