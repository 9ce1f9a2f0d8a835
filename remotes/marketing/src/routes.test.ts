import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('marketing routes', () => {
  it('give every page a title and a description of sensible length', () => {
    for (const { head } of routes) {
      expect(head.title.length).toBeGreaterThan(5);
      expect(head.description?.length).toBeGreaterThan(50);
      expect(head.description?.length).toBeLessThanOrEqual(220);
    }
    expect(routes.find((route) => route.path === '/terms')?.head.title).toMatch(/^Terms & Conditions \| /);
  });
});
