// Before a remote goes live: can the live shell run it? Two things break a federated page
// at run time: a shared singleton whose one copy (the shell's, loaded first) does not satisfy
// what the remote was built against, and a module the shell's routes import that the remote
// no longer exposes.
import semver from 'semver';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** What the live shell provides and uses from one remote. */
export interface ShellContract {
  shared: SharedEntry[];
  /** Exposed modules ("./Contact") the shell imports from this remote, with the route using each. */
  modules: { module: string; route?: string }[];
}

/** What a remote's build needs and offers. */
export interface BuildContract {
  shared: SharedEntry[];
  exposes: string[];
}

export interface ContractProblem {
  message: string;
  /** What going live anyway would risk (printed with --force). */
  risk: string;
}

function singletonProblem(needed: SharedEntry, provided: SharedEntry): ContractProblem | undefined {
  const range = needed.requiredVersion;
  if (!range || !(needed.singleton || provided.singleton)) return undefined;
  const valid = semver.validRange(range) !== null && semver.valid(provided.version) !== null;
  if (valid && semver.satisfies(provided.version, range, { includePrerelease: true })) return undefined;
  return {
    message: `${needed.name}: this build requires ${range}, the live shell provides ${provided.version}`,
    risk: `${needed.name} is a singleton, so the shell's ${provided.version} is the one copy this remote will run with; hooks, contexts or APIs it expects from ${range} may fail at run time`,
  };
}

export function checkContract(shell: ShellContract, build: BuildContract): ContractProblem[] {
  const problems: ContractProblem[] = [];
  for (const needed of build.shared) {
    const provided = shell.shared.find((entry) => entry.name === needed.name);
    const problem = provided ? singletonProblem(needed, provided) : undefined;
    if (problem) problems.push(problem);
  }
  const exposed = new Set(build.exposes);
  const seen = new Set<string>();
  for (const { module, route } of shell.modules) {
    if (exposed.has(module) || seen.has(module)) continue;
    seen.add(module);
    const where = route ? ` (route ${route})` : '';
    problems.push({
      message: `${module}${where}: the live shell imports it, this build does not expose it`,
      risk: `${route ?? 'the pages using it'} will show "This section is temporarily unavailable" instead of the page`,
    });
  }
  return problems;
}
