import { menuButton, setMenu } from '../layout/menuState.ts';

/**
 * The header and footer stay the server's HTML when the shell shows another page in place: the
 * menu closes and the current page's links are marked, as a page load would send them.
 */
export function headerAfterMove(): void {
  const button = menuButton();
  if (button) setMenu(button, false);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header nav a[href], footer nav a[href]')) {
    if (new URL(link.href).pathname === location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
