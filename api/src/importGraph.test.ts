import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

// What the features are built on; none of it reaches back into a feature.
const FOUNDATIONS = '^src/((db|http|storage|background|log)/|config[.]ts$)';
// Files that assemble the app; no feature imports them (the command-line tools in cli/ are
// entry points of their own).
const ENTRY_FILES = '^src/(main|createApp|housekeeping|allMigrations)[.]ts$';

const rules: IForbiddenRuleType[] = [
  { name: 'no-import-cycle', severity: 'error', from: {}, to: { circular: true } },
  {
    name: 'db-imports-only-db',
    severity: 'error',
    from: { path: '^src/db/' },
    to: { path: '^src/', pathNot: '^src/db/' },
  },
  {
    name: 'foundations-import-no-feature',
    severity: 'error',
    from: { path: FOUNDATIONS },
    to: { path: '^src/', pathNot: [FOUNDATIONS] },
  },
  {
    name: 'folders-import-no-entry-file',
    severity: 'error',
    from: { path: '^src/[^/]+/', pathNot: '^src/cli/' },
    to: { path: ENTRY_FILES },
  },
];

/** Every import of api/src (type-only imports included) checked against the rules above. */
async function violations(): Promise<string[]> {
  const { output } = await cruise(
    ['src'],
    {
      baseDir: apiRoot,
      tsPreCompilationDeps: true,
      exclude: { path: '[.]test[.]ts$' },
      doNotFollow: { path: 'node_modules' },
      ruleSet: { forbidden: rules },
      validate: true,
    },
    {},
  );
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => {
    const path = violation.cycle?.map((step) => step.name).join(' -> ') ?? violation.to;
    return `${violation.rule.name}: ${violation.from} -> ${path}`;
  });
}

describe('api/src import graph', () => {
  it('has no import cycles, and db/, http/ and the other foundations import no feature', async () => {
    expect(await violations()).toEqual([]);
  });
});
