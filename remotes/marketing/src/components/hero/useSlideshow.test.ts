import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_INTERVAL_MS } from '../../content/heroSlides.ts';
import { type SlideshowOptions, type SlideshowState, useSlideshow } from './useSlideshow.ts';

const options = { intervalMs: SLIDE_INTERVAL_MS };

function stubReducedMotion(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' ? matches : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** The control as a press before hydration left it. */
const controlChecked = (checked: boolean) => ({ current: { checked } as HTMLInputElement });

function renderShow(opts: SlideshowOptions = options) {
  const renders: SlideshowState[] = [];
  const hook = renderHook(() => {
    const state = useSlideshow(8, opts);
    renders.push(state);
    return state;
  });
  return { ...hook, renders };
}

describe('useSlideshow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders first as the server did: not hydrated, no slide picked, the control unchecked', () => {
    const { renders, result } = renderShow();
    expect(renders[0]).toMatchObject({ hydrated: false, index: null, playing: true, checked: false });
    expect(result.current).toMatchObject({ hydrated: true, index: 0, playing: true, checked: false });
  });

  it('once hydrated, shows the slide the CSS show has reached and follows its clock', () => {
    const start = Date.now();
    const cssElapsedMs = () => 5 * 3000 + 1500 + (Date.now() - start);
    const { result } = renderShow({ ...options, cssElapsedMs });
    expect(result.current.index).toBe(5);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.index).toBe(5);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(6);
    act(() => vi.advanceTimersByTime(3000 * 2));
    expect(result.current.index).toBe(0);
  });

  it('keeps its own time, a slide every 3000 ms through all 8, where the CSS clock cannot be read', () => {
    const { result } = renderShow({ ...options, cssElapsedMs: () => Number.NaN });
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3000 * 7));
    expect(result.current.index).toBe(0);
  });

  it('stays on the slide shown while paused, and carries on from it on play', () => {
    const { result } = renderShow();
    act(() => vi.advanceTimersByTime(3000 + 1000));
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ playing: false, checked: true, index: 1 });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(1);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ playing: true, checked: false });
    // 1000 ms of slide 2 had run before the pause.
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(2);
  });

  it('does not auto-advance under prefers-reduced-motion, but the visitor can press play', () => {
    stubReducedMotion(true);
    const { result } = renderShow();
    expect(result.current).toMatchObject({ playing: false, checked: false });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    // Checked inverts the still default, as the page's CSS reads it.
    expect(result.current).toMatchObject({ playing: true, checked: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('a control checked before the island was hydrated comes alive paused', () => {
    const { result } = renderShow({ ...options, control: controlChecked(true) });
    expect(result.current).toMatchObject({ hydrated: true, playing: false, checked: true });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ playing: true, checked: false });
  });

  it('under reduced motion, a control checked before the island was hydrated comes alive playing', () => {
    stubReducedMotion(true);
    const { result } = renderShow({ ...options, control: controlChecked(true) });
    expect(result.current).toMatchObject({ hydrated: true, playing: true, checked: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('a control left unchecked keeps the show as it was', () => {
    const { result } = renderShow({ ...options, control: controlChecked(false) });
    expect(result.current).toMatchObject({ hydrated: true, playing: true, checked: false });
  });
});
