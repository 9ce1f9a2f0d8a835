import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRemotes } from '@pod/build-config/findRemotes';
import { type AppMeasure, measureRemote, measureShell } from './measureApp.ts';

/**
 * Each app states its own budget in its package.json: "budget": { "initialJsGzip",
 * "initialCssGzip" } for a first load, and a remote "navigationJsGzip" for a page it renders whole.
 */
export interface Budget {
  initialJsGzip: number;
  initialCssGzip: number;
  navigationJsGzip?: number;
}

export interface BudgetResult {
  measure: AppMeasure;
  budget: Budget;
  overBy: string[];
}

export function readBudget(packageDir: string): Budget {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { budget?: Budget };
  if (!pkg.budget) throw new Error(`${packageDir}/package.json has no "budget"`);
  for (const key of ['initialJsGzip', 'initialCssGzip'] as const)
    if (typeof pkg.budget[key] !== 'number')
      throw new Error(`${packageDir}/package.json: "budget" has no number "${key}"`);
  return pkg.budget;
}

export function compare(measure: AppMeasure, budget: Budget): BudgetResult {
  const overBy: string[] = [];
  if (measure.initialJsGzip > budget.initialJsGzip) {
    overBy.push(`JS ${measure.initialJsGzip} B gzip > budget ${budget.initialJsGzip} B`);
  }
  if (measure.navigationJsGzip !== undefined) {
    // A remote renders pages whole on a navigation: a missing budget for it is a failure, not a pass.
    if (typeof budget.navigationJsGzip !== 'number')
      overBy.push(`navigation JS ${measure.navigationJsGzip} B gzip has no budget ("navigationJsGzip")`);
    else if (measure.navigationJsGzip > budget.navigationJsGzip)
      overBy.push(`navigation JS ${measure.navigationJsGzip} B gzip > budget ${budget.navigationJsGzip} B`);
  }
  if (measure.initialCssGzip > budget.initialCssGzip) {
    overBy.push(`CSS ${measure.initialCssGzip} B gzip > budget ${budget.initialCssGzip} B`);
  }
  return { measure, budget, overBy };
}

export function checkRepoBudgets(repoRoot: string): BudgetResult[] {
  const results = [
    compare(measureShell(join(repoRoot, 'shell', 'dist')), readBudget(join(repoRoot, 'shell'))),
  ];
  for (const remote of findRemotes(repoRoot)) {
    results.push(compare(measureRemote(remote.name, join(remote.dir, 'dist')), readBudget(remote.dir)));
  }
  return results;
}
