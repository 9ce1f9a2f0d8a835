import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentScheme, readSavedScheme } from './colorScheme.ts';

const setCookie = (text: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the saved choice is the cookie this test controls
  document.cookie = text;
};

afterEach(() => {
  setCookie('pod-theme=; Path=/; Max-Age=0');
  setCookie('other-pod-theme=; Path=/; Max-Age=0');
  document.documentElement.removeAttribute('data-theme');
  vi.unstubAllGlobals();
});

describe('the saved theme choice', () => {
  it('is read from the cookie the server reads to theme the next page', () => {
    setCookie('pod-theme=dark; Path=/');
    expect(readSavedScheme()).toBe('dark');
  });

  it('is read from its own cookie only, and only as a theme', () => {
    setCookie('other-pod-theme=dark; Path=/');
    expect(readSavedScheme()).toBeNull();
    setCookie('pod-theme=purple; Path=/');
    expect(readSavedScheme()).toBeNull();
  });

  it('without a theme on the page yet: the saved choice, else the OS', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') }));
    expect(currentScheme()).toBe('dark');
    setCookie('pod-theme=light; Path=/');
    expect(currentScheme()).toBe('light');
  });
});
