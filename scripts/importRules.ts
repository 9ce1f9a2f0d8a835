// Checks imports against the root rule set (dependency-cruiser.config.ts): `pnpm check-imports`
// prints every break; scripts/importRules.test.ts runs the same check in the unit tests.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import ruleSet from '../dependency-cruiser.config.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every folder and root file that holds code: each room, and the root configs. */
export const CODE_ROOTS = [
  'api',
  'e2e',
  'packages',
  'remotes',
  'scripts',
  'shared-ui',
  'shell',
  'site-server',
  'dependency-cruiser.config.ts',
  'vitest.config.ts',
];

/** Each break as one line: `<rule>: <from> -> <to>` (a circle lists its steps). */
export async function importViolations(
  roots: string[] = CODE_ROOTS,
  baseDir: string = repoRoot,
  options: ICruiseOptions = ruleSet.options,
): Promise<string[]> {
  const { output } = await cruise(
    roots,
    {
      ...options,
      baseDir,
      ruleSet: { forbidden: ruleSet.forbidden },
      validate: true,
    },
    {},
  );
  return (output as ICruiseResult).summary.violations.map((violation) => {
    const to = violation.cycle?.map((step) => step.name).join(' -> ') ?? violation.to;
    return `${violation.rule.name}: ${violation.from} -> ${to}`;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const violations = await importViolations();
  for (const line of violations) console.error(`✗ ${line}`);
  console.log(
    violations.length === 0 ? 'imports: every rule holds' : `${violations.length} broken import rule(s)`,
  );
  process.exit(violations.length === 0 ? 0 : 1);
}
