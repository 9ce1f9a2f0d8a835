// Which room (team) owns which end-to-end spec: `pnpm --filter @pod/<room> test` runs that
// room's unit tests, then these specs against the whole site built from the current tree.
// A new spec file goes into exactly one list (scripts/rooms/rooms.test.ts checks).
export const roomSpecs = {
  // Site-wide: layout, composition, hydration on every route, deploys of any remote.
  shell: [
    'accessibility.spec.ts',
    'deploys.spec.ts',
    'earlyTaps.spec.ts',
    'federation.spec.ts',
    'firstLoad.spec.ts',
    'hydration.spec.ts',
    'keyboard.spec.ts',
    'layout.spec.ts',
    'layoutStability.spec.ts',
    'noJavaScript.spec.ts',
    'rawHtml.spec.ts',
    'serverHead.spec.ts',
    'shell.spec.ts',
  ],
  marketing: [
    'marketing.spec.ts',
    'marketing-a11y.spec.ts',
    'marketing-budget.spec.ts',
    'marketing-head.spec.ts',
    'faqSearch.spec.ts',
  ],
  forms: ['forms.spec.ts', 'independentDeploy.spec.ts', 'formFeedback.spec.ts'],
  upload: ['upload.spec.ts', 'gallery.spec.ts', 'leads.spec.ts'],
  api: ['hardening.spec.ts', 'scaleOut.spec.ts'],
} as const satisfies Record<string, readonly string[]>;

export type Room = keyof typeof roomSpecs;

export function isRoom(name: string): name is Room {
  return Object.hasOwn(roomSpecs, name);
}
