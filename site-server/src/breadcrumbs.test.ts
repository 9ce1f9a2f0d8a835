import type { RouteHead } from '@pod/contracts/routes';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, crumbName } from './breadcrumbs.ts';

const heads: Record<string, RouteHead> = {
  '/': { title: 'Brand | Apparel' },
  '/products': { title: 'Products: T-Shirts & Hats | Brand' },
  '/contact': { title: 'Contact Us | Brand' },
  '/contact/sent': { title: 'Message sent | Brand' },
  '/staff/leads': { title: 'Leads inbox | Brand' },
};
const headOf = (path: string) => heads[path];
const items = (path: string) =>
  (breadcrumbJsonLd(path, headOf)?.itemListElement as { name: string; item: string; position: number }[]) ??
  [];

describe('breadcrumbs', () => {
  it('names a page by its title before the brand and any subtitle', () => {
    expect(crumbName({ title: 'Products: T-Shirts & Hats | Brand' })).toBe('Products');
    expect(crumbName({ title: 'Terms & Conditions | Brand' })).toBe('Terms & Conditions');
  });

  it('goes from Home to the page, through each enclosing page', () => {
    expect(items('/products')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: '/products' },
    ]);
    expect(items('/contact/sent').map((item) => item.item)).toEqual(['/', '/contact', '/contact/sent']);
  });

  it('leaves out an enclosing path that is no page', () => {
    expect(items('/staff/leads').map((item) => item.name)).toEqual(['Home', 'Leads inbox']);
  });

  it('gives the home page and a path that is no page none', () => {
    expect(breadcrumbJsonLd('/', headOf)).toBeUndefined();
    expect(breadcrumbJsonLd('/missing', headOf)).toBeUndefined();
  });
});
