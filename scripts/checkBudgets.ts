// After `pnpm build`: fails when any app's initial JavaScript or CSS (gzip) grows past
// the budget in its package.json. Byte counts, not timings, so it never flakes.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRepoBudgets } from './budget/budgetResults.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = checkRepoBudgets(repoRoot);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
for (const { measure, budget, overBy } of results) {
  const status = overBy.length ? `OVER: ${overBy.join('; ')}` : 'ok';
  const navigation =
    measure.navigationJsGzip === undefined
      ? ''
      : `   navigation JS ${kb(measure.navigationJsGzip)} / ${budget.navigationJsGzip === undefined ? 'no budget' : kb(budget.navigationJsGzip)}`;
  console.log(
    `${measure.app.padEnd(24)} JS ${kb(measure.initialJsGzip).padStart(9)} / ${kb(budget.initialJsGzip).padStart(9)}   CSS ${kb(measure.initialCssGzip)} / ${kb(budget.initialCssGzip)}${navigation}   ${status}`,
  );
}
if (results.some((result) => result.overBy.length > 0)) {
  console.error(
    '\nA byte budget is broken. Shrink the bundle, or raise the budget in that package.json with a reason.',
  );
  process.exit(1);
}
