import { afterEach, describe, expect, it } from 'vitest';
import { inPlaceTarget } from './clientNavigation.tsx';
import { siteHistory } from './siteHistory.ts';

const known = new Set(['/', '/products', '/contact']);

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('which link clicks the site answers in place', () => {
  it('answers a page of the route table on this origin, with its query', () => {
    expect(inPlaceTarget(anchor('/products'), known)).toBe('/products');
    expect(inPlaceTarget(anchor(`${window.location.origin}/contact?topic=orders`), known)).toBe(
      '/contact?topic=orders',
    );
  });

  it('leaves the rest to the browser', () => {
    expect(inPlaceTarget(anchor('/guidelines.pdf'), known)).toBeNull();
    expect(inPlaceTarget(anchor('/api/health'), known)).toBeNull();
    expect(inPlaceTarget(anchor('https://example.com/products'), known)).toBeNull();
    expect(inPlaceTarget(anchor('/products#faq'), known)).toBeNull();
    expect(inPlaceTarget(anchor('/products', { target: '_blank' }), known)).toBeNull();
    expect(inPlaceTarget(anchor('/products', { download: '' }), known)).toBeNull();
    expect(inPlaceTarget(anchor('mailto:sales@example.com'), known)).toBeNull();
  });
});

describe('the one history every root shares', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('tells every listener about a push, a replace and a move back', async () => {
    const seen: string[] = [];
    const stop = siteHistory.listen(() => {
      const { location, action } = siteHistory.current();
      seen.push(`${action} ${location.pathname}${location.search}`);
    });
    siteHistory.push('/products');
    siteHistory.replace({ pathname: '/contact', search: '?topic=orders' });
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    siteHistory.go(-1);
    await back;
    stop();
    expect(seen).toEqual(['PUSH /products', 'REPLACE /contact?topic=orders', 'POP /']);
    expect(window.location.pathname).toBe('/');
  });

  it('keeps the same snapshot until the location changes', () => {
    const first = siteHistory.current();
    expect(siteHistory.current()).toBe(first);
    siteHistory.push('/products', { from: 'test' });
    expect(siteHistory.current()).not.toBe(first);
    expect(siteHistory.current().location.state).toEqual({ from: 'test' });
  });
});
