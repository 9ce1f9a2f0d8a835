import { menuButton, setMenu } from '../layout/menuState.ts';

/**
 * The header stays the server's HTML when the shell shows another page in place: its menu
 * closes and the current page's link is marked, as a page load would send them.
 */
export function headerAfterMove(): void {
  const button = menuButton();
  if (button) setMenu(button, false);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header nav a[href]')) {
    if (new URL(link.href).pathname === location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
