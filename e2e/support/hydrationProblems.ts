import type { Page } from '@playwright/test';

// What the hydration checks read from a page (hydration.spec.ts, staffSignedInPage.spec.ts).

/** Console errors, React's hydration reports and page errors, as the page logs them. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|#418|#423|#425/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// Production React reports text and structure mismatches but not attribute ones: compare
// what the client rendered (React's props on each element) with the server's attributes,
// so a useId or styled-components class that differs across the boundary fails here.
export const attributeMismatches = (): string[] => {
  const found: string[] = [];
  for (const element of document.querySelectorAll('#root *')) {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    if (!key) continue;
    const props = (element as unknown as Record<string, Record<string, unknown>>)[key] ?? {};
    const checks: [string, unknown][] = [
      ['class', props.className],
      ['id', props.id],
      ['for', props.htmlFor],
      ['aria-describedby', props['aria-describedby']],
      ['aria-labelledby', props['aria-labelledby']],
      ['aria-controls', props['aria-controls']],
    ];
    for (const [attribute, value] of checks) {
      if (typeof value !== 'string') continue;
      const actual = element.getAttribute(attribute);
      if (actual !== value)
        found.push(`<${element.tagName.toLowerCase()}> ${attribute}: server "${actual}", client "${value}"`);
    }
  }
  return found;
};
