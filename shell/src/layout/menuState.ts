// The header's menu button, opened and closed the same way by the inline header script
// (shell/src/inline/headerControls.ts) and, after a move in place, by the shell.
import { MENU_LABEL, MENU_TOGGLE } from '@pod/shared-ui/islandLife';

/** The header's menu button, if the page has one. */
export const menuButton = (): HTMLElement | null => document.querySelector<HTMLElement>(`[${MENU_TOGGLE}]`);

/** Whether the menu this button controls is open. */
export const isMenuOpen = (button: Element | null): button is HTMLElement =>
  button?.getAttribute('aria-expanded') === 'true';

/** Opens or closes the menu: its state for assistive technology and the button's words. */
export function setMenu(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const label = button.querySelector(`[${MENU_LABEL}]`);
  if (label) label.textContent = open ? 'Close' : 'Menu';
}
