import { afterEach, describe, expect, it } from 'vitest';
import { siteHistory } from './siteHistory.ts';

// The header is server HTML that no React root owns: after a move in place the shell updates it
// as the next page's HTML would have it.
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the header after a move in place', () => {
  it('closes the open menu and marks the new page’s links as current, in the header and the footer', () => {
    document.body.innerHTML = `<header><nav>
      <button aria-expanded="true" data-menu-toggle=""><span data-menu-label="">Close</span></button>
      <a href="/" aria-current="page">Home</a><a href="/products">Products</a></nav></header>
      <footer><nav><a href="/products">Our products</a><a href="/terms">Terms</a></nav></footer>`;
    // Read first, as the shell does when it starts (startClientNavigation).
    siteHistory.current();
    siteHistory.push('/products');
    const button = document.querySelector('[data-menu-toggle]');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.textContent).toBe('Menu');
    const current = [...document.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent);
    expect(current).toEqual(['Products', 'Our products']);
  });

  it('leaves the header alone when only the query changes', () => {
    window.history.replaceState(null, '', '/products');
    siteHistory.replace('/products');
    document.body.innerHTML = `<header><nav>
      <button aria-expanded="true" data-menu-toggle=""><span data-menu-label="">Close</span></button></nav></header>`;
    siteHistory.push('/products?q=mugs');
    expect(document.querySelector('[data-menu-toggle]')?.getAttribute('aria-expanded')).toBe('true');
  });
});
