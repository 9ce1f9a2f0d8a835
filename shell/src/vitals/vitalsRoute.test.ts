import { afterEach, describe, expect, it } from 'vitest';
import { vitalsRoute } from './vitalsRoute.ts';

function bootData(routes: string[]): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pod-boot';
  script.textContent = JSON.stringify({
    routes: routes.map((path) => ({ path, remote: 'x', module: './X' })),
  });
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the route a vitals beacon names', () => {
  it('is the route pattern from the boot data, never more of the address', () => {
    bootData(['/', '/faqs', '/staff/leads']);
    expect(vitalsRoute('/faqs')).toBe('/faqs');
    expect(vitalsRoute('/faqs/')).toBe('/faqs');
    expect(vitalsRoute('/')).toBe('/');
    expect(vitalsRoute('/staff/leads')).toBe('/staff/leads');
  });

  it('is "(other)" for a path no live route owns, and without boot data', () => {
    bootData(['/', '/faqs']);
    expect(vitalsRoute('/someone@example.com')).toBe('(other)');
    expect(vitalsRoute('/FAQS')).toBe('(other)');
    document.body.innerHTML = '';
    expect(vitalsRoute('/faqs')).toBe('(other)');
  });
});
