import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { HYDRATING_MARK, PENDING_LABEL, POSTED_MARK } from '@pod/shared-ui/islandLife';
import { afterEach, describe, expect, it } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// A form posted before its island is hydrated says its pending words on its button at once; once the
// shell has begun hydrating the island, its HTML is React's and no word may be written into it.
const ISLANDS_SCRIPT = await inlineScript(join(import.meta.dirname, 'islands.ts'));

function post(islandMarks: string): string {
  document.body.innerHTML = `<div data-island-app="staff" ${islandMarks}><form method="post" action="/staff/sign-in"><button ${PENDING_LABEL}="Signing in...">Sign in</button></form></div>`;
  runHeadScript(ISLANDS_SCRIPT);
  const form = document.querySelector('form') as HTMLFormElement;
  const button = form.querySelector('button') as HTMLButtonElement;
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: false, submitter: button }));
  return button.textContent ?? '';
}

afterEach(() => {
  removeHeadScriptListeners();
  document.body.replaceChildren();
});

describe('the pending words of a form posted before its island is hydrated', () => {
  it('are shown on its button while nothing hydrates the island', () => {
    expect(post('')).toBe('Signing in...');
  });

  it('are left out once the shell is hydrating the island', () => {
    expect(post(`${HYDRATING_MARK}="true"`)).toBe('Sign in');
    expect(document.querySelector(`[${POSTED_MARK}]`)).toBeNull();
  });

  it('mark the island posted, so the shell leaves the leaving page unhydrated', () => {
    post('');
    expect(document.querySelector('[data-island-app]')?.getAttribute(POSTED_MARK)).toBe('true');
  });

  it("give way to the button's own words, and the mark goes, when Back shows the page from the bfcache", () => {
    post('');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(document.querySelector('button')?.textContent).toBe('Signing in...');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(document.querySelector('button')?.textContent).toBe('Sign in');
    expect(document.querySelector(`[${POSTED_MARK}]`)).toBeNull();
  });
});
