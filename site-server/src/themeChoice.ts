import { isColorScheme } from '@pod/contracts/themeChoice';

/**
 * Writes a visitor's theme choice (the header's switch keeps it in a cookie) into the page's
 * <html>, so the first paint has it without a script reading storage before it. No choice, or a
 * value that is not a theme: the page as built, which follows the OS preference.
 */
export function withThemeChoice(html: string, choice: string | undefined): string {
  if (!isColorScheme(choice)) return html;
  return html.replace(/<html\b(?![^>]*\bdata-theme=)/i, `<html data-theme="${choice}"`);
}
