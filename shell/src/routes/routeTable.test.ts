import { describe, expect, it } from 'vitest';
// routeTable.ts itself imports federated modules, so compare its source text.
import routeTableSource from './routeTable.ts?raw';
import { siteRoutes } from './siteRoutes.ts';

describe('route table', () => {
  it('has the spec routes and matches the data the server reads', () => {
    expect(siteRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/products',
        '/why-us',
        '/integration',
        '/contact',
        '/contact-cs',
        '/upload',
        '/staff/leads',
        '/terms',
        '/faqs',
        '/privacy-policy',
      ].sort(),
    );
    for (const route of siteRoutes) {
      const expected = `{ path: '${route.path}', remote: '${route.remote}', load: () => import('${route.remote}/${route.module.slice(2)}') }`;
      expect(routeTableSource).toContain(expected);
    }
  });
});
