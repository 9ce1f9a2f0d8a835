import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import {
  FAILED_MARK,
  FILE_WAIT_LATE_MS,
  FILE_WAITING_MARK,
  HYDRATED_MARK,
  RETRY_BUTTON,
  RETRY_EVENT,
} from '@pod/shared-ui/islandLife';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// What the head does for an island whose code is not hydrated yet, where plain HTML cannot: Enter on
// a checkbox shown as a button, Try again after a failed load, a file chosen while it waits.
const ISLANDS_SCRIPT = await inlineScript(join(import.meta.dirname, 'islands.ts'));

function page(islandMarks: string, inner: string): HTMLElement {
  document.body.innerHTML = `<div data-island-app="marketing" ${islandMarks}>${inner}</div>`;
  runHeadScript(ISLANDS_SCRIPT);
  return document.querySelector('[data-island-app]') as HTMLElement;
}

function pressEnter(target: Element): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  removeHeadScriptListeners();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('Enter on a checkbox shown as a button (the slideshow’s Pause) before its island is hydrated', () => {
  it('presses it, as Enter presses a button', () => {
    page('', '<input type="checkbox" role="button" aria-label="Pause slideshow">');
    const box = document.querySelector('input') as HTMLInputElement;
    expect(pressEnter(box).defaultPrevented).toBe(true);
    expect(box.checked).toBe(true);
  });

  it('leaves a plain checkbox, and a hydrated island’s, to the browser and the island', () => {
    page('', '<input type="checkbox">');
    const plain = document.querySelector('input') as HTMLInputElement;
    pressEnter(plain);
    expect(plain.checked).toBe(false);
    removeHeadScriptListeners();
    page(`${HYDRATED_MARK}="true"`, '<input type="checkbox" role="button">');
    const hydrated = document.querySelector('input') as HTMLInputElement;
    pressEnter(hydrated);
    expect(hydrated.checked).toBe(false);
  });
});

describe('Try again in an island that could not load', () => {
  it('asks for its code once more and takes away the failure', () => {
    const island = page(
      `${FAILED_MARK}="true"`,
      `<p>Could not load.</p><button ${RETRY_BUTTON}>Try again</button>`,
    );
    const asked = vi.fn();
    document.addEventListener(RETRY_EVENT, asked);
    (document.querySelector('button') as HTMLButtonElement).click();
    document.removeEventListener(RETRY_EVENT, asked);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(island.hasAttribute(FAILED_MARK)).toBe(false);
  });
});

describe('a file chosen before its island is hydrated', () => {
  const choose = () =>
    document.querySelector('input[type="file"]')?.dispatchEvent(new Event('change', { bubbles: true }));

  it('marks the island as holding a waiting file, and failed if it is still not hydrated a while later', () => {
    vi.useFakeTimers();
    const island = page('', '<input type="file">');
    choose();
    expect(island.getAttribute(FILE_WAITING_MARK)).toBe('true');
    vi.advanceTimersByTime(FILE_WAIT_LATE_MS - 1);
    expect(island.hasAttribute(FAILED_MARK)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(island.getAttribute(FAILED_MARK)).toBe('late');
  });

  it('is not called failed when the island comes alive in time', () => {
    vi.useFakeTimers();
    const island = page('', '<input type="file">');
    choose();
    island.setAttribute(HYDRATED_MARK, 'true');
    vi.advanceTimersByTime(FILE_WAIT_LATE_MS);
    expect(island.hasAttribute(FAILED_MARK)).toBe(false);
  });
});
