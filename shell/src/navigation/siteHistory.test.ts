import { afterEach, describe, expect, it } from 'vitest';
import { siteHistory } from './siteHistory.ts';

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
