// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyRouteHead } from './routeHead.ts';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head after a client-side navigation', () => {
  it('is the route entry: title, description, og tags, canonical URL', () => {
    document.head.innerHTML = '<link rel="canonical" href="http://localhost/" />';
    applyRouteHead({ title: 'FAQs | Brand', description: 'Answers.' }, '/faqs');
    expect(document.title).toBe('FAQs | Brand');
    expect(meta('meta[name="description"]')).toBe('Answers.');
    expect(meta('meta[property="og:title"]')).toBe('FAQs | Brand');
    expect(meta('meta[property="og:description"]')).toBe('Answers.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(/\/faqs$/);
  });

  it('sets robots for a staff page and removes it on the next page', () => {
    applyRouteHead({ title: 'Leads', robots: 'noindex' }, '/staff/leads');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    applyRouteHead({ title: 'Home', description: 'Welcome.' }, '/');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(meta('meta[name="description"]')).toBe('Welcome.');
  });
});
