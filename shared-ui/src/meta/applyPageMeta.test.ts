import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta } from './usePageMeta.ts';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head a client-side navigation sets from the route entry', () => {
  it('has its title, description, og tags and canonical URL', () => {
    document.head.innerHTML = '<link rel="canonical" href="http://localhost/" />';
    window.history.replaceState(null, '', '/faqs');
    applyPageMeta({ title: 'FAQs | Brand', description: 'Answers.' });
    expect(document.title).toBe('FAQs | Brand');
    expect(meta('meta[name="description"]')).toBe('Answers.');
    expect(meta('meta[property="og:title"]')).toBe('FAQs | Brand');
    expect(meta('meta[property="og:description"]')).toBe('Answers.');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(/\/faqs$/);
  });

  it('sets robots for a staff page and removes it on the next page', () => {
    applyPageMeta({ title: 'Leads', robots: 'noindex' });
    expect(meta('meta[name="robots"]')).toBe('noindex');
    applyPageMeta({ title: 'Home', description: 'Welcome.' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(meta('meta[name="description"]')).toBe('Welcome.');
  });
});
