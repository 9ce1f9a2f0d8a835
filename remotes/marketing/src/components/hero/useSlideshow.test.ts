import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from '../../content/heroSlides.ts';
import { useSlideshow } from './useSlideshow.ts';

const options = { intervalMs: SLIDE_INTERVAL_MS, fadeMs: SLIDE_FADE_MS };

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

describe('useSlideshow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 3000 ms and loops through 8 slides', () => {
    const { result } = renderHook(() => useSlideshow(8, options));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3000 * 7));
    expect(result.current.index).toBe(0);
  });

  it('keeps the outgoing slide for exactly the 1000 ms fade', () => {
    const { result } = renderHook(() => useSlideshow(8, options));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.previous).toBe(0);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.previous).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.previous).toBeNull();
  });

  it('takes over at the slide the CSS show had reached, and advances from there', () => {
    const { result } = renderHook(() => useSlideshow(8, { ...options, cssElapsedMs: () => 5 * 3000 + 1500 }));
    expect(result.current.scripted).toBe(true);
    expect(result.current.index).toBe(5);
    expect(result.current.previous).toBeNull();
    act(() => vi.advanceTimersByTime(3000 * 3));
    expect(result.current.index).toBe(0);
  });

  it('taking over mid-fade keeps the outgoing slide underneath until the fade is done', () => {
    const { result } = renderHook(() => useSlideshow(8, { ...options, cssElapsedMs: () => 5 * 3000 + 400 }));
    expect(result.current.index).toBe(5);
    expect(result.current.previous).toBe(4);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.previous).toBeNull();
  });

  it('taking over while the first slide comes back keeps the last one underneath', () => {
    const { result } = renderHook(() => useSlideshow(8, { ...options, cssElapsedMs: () => 8 * 3000 + 200 }));
    expect(result.current.index).toBe(0);
    expect(result.current.previous).toBe(7);
  });

  it('the first slide, alone, before the first fade', () => {
    const { result } = renderHook(() => useSlideshow(8, { ...options, cssElapsedMs: () => 400 }));
    expect(result.current.index).toBe(0);
    expect(result.current.previous).toBeNull();
  });

  it('starts at the first slide when the CSS says nothing sensible', () => {
    const { result } = renderHook(() => useSlideshow(8, { ...options, cssElapsedMs: () => Number.NaN }));
    expect(result.current.index).toBe(0);
    expect(result.current.previous).toBeNull();
  });

  it('stops advancing when paused and resumes on play', () => {
    const { result } = renderHook(() => useSlideshow(8, options));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(1);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(2);
  });

  it('does not auto-advance under prefers-reduced-motion, but the visitor can press play', () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useSlideshow(8, options));
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });
});
