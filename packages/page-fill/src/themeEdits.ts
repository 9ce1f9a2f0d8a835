// A visitor's theme choice (the header's switch keeps it in a cookie) on the page's <html>, so
// the first paint has it without a script reading storage before it.
import { isColorScheme } from '@pod/contracts/themeChoice';
import type { PageEdits } from './pageEdits.ts';

/** No choice, or a value that is not a theme: the page as built, which follows the OS preference. */
export function themeEdits(edits: PageEdits, choice: string | undefined): void {
  const root = edits.map.first('html');
  if (!isColorScheme(choice) || !root || root.attrs.has('data-theme')) return;
  edits.setAttribute(root, 'data-theme', choice);
}
