// The one-click fixes: what the page asks the worker for. Plain data across postMessage.
export type FixRequest =
  | { kind: 'remove-background' }
  | { kind: 'trim' }
  | { kind: 'threshold'; threshold: number }
  | { kind: 'dpi'; dpi: number };

export type FixKind = FixRequest['kind'];

/** What each fix adds to the file's name, so the name says what was done. */
export const fixSuffixes: Record<FixKind, string> = {
  'remove-background': 'no-background',
  trim: 'trimmed',
  threshold: 'solid-edges',
  dpi: 'dpi',
};

/** `design.jpg` after removing its background: `design-no-background.png`. */
export function fixedFileName(name: string, fix: FixRequest): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'design';
  const suffix = fix.kind === 'dpi' ? `${Math.round(fix.dpi)}dpi` : fixSuffixes[fix.kind];
  // Writing the tag twice replaces the first: the name keeps only the latest dpi.
  const withoutOldDpi = fix.kind === 'dpi' ? base.replace(/-\d+dpi$/, '') : base;
  return withoutOldDpi.endsWith(`-${suffix}`) ? `${withoutOldDpi}.png` : `${withoutOldDpi}-${suffix}.png`;
}
