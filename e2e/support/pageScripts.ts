import { expect, type Page } from '@playwright/test';
import { waitForHydrated } from './hydration.ts';

// The scripts a page runs, for the specs that check a page loads none until the visitor reaches
// for an island (islands.spec.ts, inPlaceNavigation.spec.ts).

// The Web Vitals reporter (its own small build, /vitals-build/) is every page's, after the load event.
export const pageScripts = (requested: string[]) =>
  requested.filter((path) => path.endsWith('.js') && !path.startsWith('/vitals-build/'));

/**
 * Opens `path` at `width` and waits until it is hydrated and the network is quiet; fails if it
 * ran any page script. Answers the paths of the scripts it asks for, then and from now on.
 */
export async function openWithoutPageScripts(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  // Scripts the page runs: the islands' code fetched ahead at idle (rel=prefetch) is not run.
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydrated(page);
  expect(pageScripts(requested)).toEqual([]);
  return requested;
}
