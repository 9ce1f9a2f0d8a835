// Which room (team) owns which end-to-end spec: `pnpm --filter @pod/<room> test` runs that
// room's unit tests, then these specs against the whole site built from the current tree.
// Specs in e2e/tests/ are listed here (scripts/rooms/rooms.test.ts checks each is in exactly
// one list); a remote may also keep specs in its own folder, remotes/<name>/e2e/*.spec.ts,
// which belong to it without being listed.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRemotes } from '@pod/build-config/findRemotes';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const listedSpecs = {
  // Site-wide in the browser: layout, hydration on every route, federation, an app deployed under an open page.
  shell: [
    'accessibility.spec.ts',
    'brandFont.spec.ts',
    'deploys.engines.spec.ts',
    'beforeHydration.spec.ts',
    'everyRoute.engines.spec.ts',
    'federation.spec.ts',
    'firstInput.spec.ts',
    'firstLoad.spec.ts',
    'hydration.spec.ts',
    'idleWork.spec.ts',
    'inPageCheckers.spec.ts',
    'inPlaceNavigation.spec.ts',
    'islands.spec.ts',
    'keyboard.spec.ts',
    'layout.spec.ts',
    'layoutShift.spec.ts',
    'linksAhead.spec.ts',
    'nearViewport.spec.ts',
    'newTeam.spec.ts',
    'noJavaScript.spec.ts',
    'noJavaScript.engines.spec.ts',
    'notFound.spec.ts',
    'nuHtmlChecker.spec.ts',
    'shell.spec.ts',
    'shellDeploy.spec.ts',
    'siteJourneys.engines.spec.ts',
    'structuredData.spec.ts',
  ],
  marketing: [
    'home.spec.ts',
    'heroSlideshow.spec.ts',
    'heroLayout.spec.ts',
    'products.spec.ts',
    'integration.spec.ts',
    'faqs.spec.ts',
    'legalContents.spec.ts',
    'backToTop.spec.ts',
    'marketingNavigation.spec.ts',
    'pagePlacement.spec.ts',
    'marketingNearViewport.spec.ts',
    'marketing-a11y.spec.ts',
    'marketing-budget.spec.ts',
    'marketing-head.spec.ts',
    'faqSearch.spec.ts',
    'marketing.engines.spec.ts',
    'heroStability.engines.spec.ts',
    'productionStrip.spec.ts',
    'productionStripAccessibility.spec.ts',
  ],
  forms: [
    'forms.spec.ts',
    'forms.engines.spec.ts',
    'independentDeploy.spec.ts',
    'formFeedback.spec.ts',
    'htmlForms.spec.ts',
    'prefilledMessage.spec.ts',
  ],
  staff: [
    'upload.spec.ts',
    'staffSignInHtml.spec.ts',
    'gallery.spec.ts',
    'leads.spec.ts',
    'leadsOnScreen.spec.ts',
    'staffSignInBeforeHydration.spec.ts',
    'vitals.spec.ts',
    'staffMove.spec.ts',
    'staff.engines.spec.ts',
    'staffSignedInPage.spec.ts',
  ],
  // The page server's answers: each page's raw HTML and head, build files (caching, compression,
  // traversal), reading each app's live version from a deploy target, and what a deploy refuses.
  'site-server': [
    'rawHtml.spec.ts',
    'serverHead.spec.ts',
    'staticFiles.spec.ts',
    'deploys.spec.ts',
    'deployRefusals.spec.ts',
  ],
  api: ['hardening.spec.ts', 'scaleOut.spec.ts'],
} as const satisfies Record<string, readonly string[]>;

/** A remote's own specs, as paths relative to the repo (Playwright filters by them). */
function ownSpecs(remoteDir: string): string[] {
  const folder = join(remoteDir, 'e2e');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => relative(repoRoot, join(folder, name)));
}

/** Every room (shell, site-server, api and each remote found by folder) with its spec paths relative to the repo. */
export function roomSpecs(): Record<string, string[]> {
  const rooms: Record<string, string[]> = {};
  for (const [room, specs] of Object.entries(listedSpecs))
    rooms[room] = specs.map((spec) => `e2e/tests/${spec}`);
  for (const remote of findRemotes(repoRoot))
    rooms[remote.name] = [...(rooms[remote.name] ?? []), ...ownSpecs(remote.dir)];
  return rooms;
}
