import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe, run in the page it checks. By default @axe-core/playwright gathers each frame's results
 * in a blank page it opens and injects axe into again, about a second per check; that is only
 * needed for cross-origin frames, and the site has none. Same rules, same results.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** One line per violation and the elements it names, for an assertion's message. */
export function violationSummary(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
