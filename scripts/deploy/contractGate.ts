import { checkContract } from './contractCheck.ts';
import { buildContract } from './federationContracts.ts';
import { readShellContract } from './liveShell.ts';

/**
 * Checks a build's mf-manifest.json against the live shell before the switch. Refuses (throws)
 * on any problem unless `force`, which goes ahead and says what it risks.
 */
export function contractGate(options: {
  remote: string;
  version: string;
  manifest: unknown;
  shellFolder: string;
  force: boolean;
}): void {
  const { remote, version, manifest, shellFolder, force } = options;
  let problems: ReturnType<typeof checkContract>;
  try {
    problems = checkContract(readShellContract(shellFolder, remote), buildContract(manifest));
  } catch (error) {
    if (!force) throw new Error(`contract check impossible: ${(error as Error).message} (--force skips it)`);
    console.warn(
      `--force: no contract check (${(error as Error).message}); nothing is known about compatibility`,
    );
    return;
  }
  if (problems.length === 0) {
    console.log(`contract check: ${remote} ${version} fits the live shell (${shellFolder})`);
    return;
  }
  const list = problems.map((problem) => `  - ${problem.message}`).join('\n');
  if (!force) {
    throw new Error(
      `contract check refused ${remote} ${version} against the live shell (${shellFolder}):\n${list}\nFix the build, or pass --force to go live anyway.`,
    );
  }
  console.warn(`--force: ${remote} ${version} goes live despite ${problems.length} contract problem(s):`);
  for (const problem of problems) console.warn(`  - ${problem.message}\n    risk: ${problem.risk}`);
}
