import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroSlides, slideshowControlText } from '../../content/heroSlides.ts';
import Slideshow from '../../islands/Slideshow.tsx';

// act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const count = heroSlides.length;
let root: Root | null = null;

/** The island's HTML as the server sends it, in the page; the script not run yet. */
function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Slideshow />);
  document.body.append(container);
  return container;
}

/** Hydrates the island as the shell does; answers what React reported as recoverable (mismatches). */
function hydrate(container: HTMLElement): unknown[] {
  const recovered: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, <Slideshow />, { onRecoverableError: (error) => recovered.push(error) });
  });
  return recovered;
}

const control = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[data-slideshow-control]') as HTMLInputElement;
const showOf = (container: HTMLElement) => container.firstElementChild?.getAttribute('data-slideshow');
const hiddenSlides = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slide]')].map((slide) => slide.getAttribute('aria-hidden'));

// The first test pays for rendering the whole island cold (styled-components, jsdom styles).
describe('the hero slideshow across hydration', { timeout: 20_000 }, () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.useRealTimers();
    consoleError.mockRestore();
  });

  it('the server HTML is complete: every slide named by its place, none hidden, the count and both words of the control', () => {
    const container = serverHtml();
    const slides = container.querySelectorAll('[data-slide]');
    expect(slides).toHaveLength(count);
    // No script knows which slide the CSS shows yet: all are exposed, as the set they are.
    expect(hiddenSlides(container)).toEqual(Array(count).fill(null));
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(
      heroSlides.map((_, i) => `Slide ${i + 1} of ${count}`),
    );
    expect(within(container).getByText(`Slide 1 of ${count}`)).toBeTruthy();
    // The page's CSS picks the words from the control's state; both are there to pick.
    expect(container.querySelector('[data-words="pause"]')?.textContent).toContain(
      slideshowControlText.pause,
    );
    expect(container.querySelector('[data-words="play"]')?.textContent).toContain(slideshowControlText.play);
    expect(control(container).checked).toBe(false);
    expect(showOf(container)).toBeNull();
  });

  it('a control pressed before hydration hydrates as paused, with no mismatch, and plays on the next press', () => {
    const container = serverHtml();
    const nodes = [...container.querySelectorAll('*')];
    // The visitor presses Pause before the island's script has run: the checkbox takes it natively.
    control(container).click();
    expect(control(container).checked).toBe(true);

    expect(hydrate(container)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // Hydrated in place, the press kept.
    expect(nodes.filter((node) => !node.isConnected)).toEqual([]);
    expect(control(container).checked).toBe(true);
    expect(showOf(container)).toBe('paused');
    expect(screen.getByRole('button', { name: slideshowControlText.play })).toBe(control(container));
    // Hydrated, only the slide shown is exposed.
    expect(hiddenSlides(container)).toEqual([null, ...Array(count - 1).fill('true')]);
    act(() => vi.advanceTimersByTime(3000 * 3));
    expect(within(container).getByText(`Slide 1 of ${count}`)).toBeTruthy();
    expect(showOf(container)).toBe('paused');

    fireEvent.click(control(container));
    expect(showOf(container)).toBe('playing');
    expect(control(container).checked).toBe(false);
    expect(screen.getByRole('button', { name: slideshowControlText.pause })).toBe(control(container));
    act(() => vi.advanceTimersByTime(3000));
    expect(within(container).getByText(`Slide 2 of ${count}`)).toBeTruthy();
    expect(hiddenSlides(container)[1]).toBeNull();
  });

  it('untouched, it hydrates playing, with no mismatch, and pauses on a press', () => {
    const container = serverHtml();
    expect(hydrate(container)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(showOf(container)).toBe('playing');
    expect(control(container).checked).toBe(false);
    expect(screen.getByRole('button', { name: slideshowControlText.pause })).toBe(control(container));
    fireEvent.click(control(container));
    expect(showOf(container)).toBe('paused');
    expect(control(container).checked).toBe(true);
    expect(screen.getByRole('button', { name: slideshowControlText.play })).toBe(control(container));
  });

  it('Enter presses the control, as it does a button', () => {
    const container = serverHtml();
    hydrate(container);
    fireEvent.keyDown(control(container), { key: 'Enter' });
    expect(showOf(container)).toBe('paused');
    expect(control(container).checked).toBe(true);
    fireEvent.keyDown(control(container), { key: 'Enter' });
    expect(showOf(container)).toBe('playing');
  });
});
