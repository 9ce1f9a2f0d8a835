import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';

export interface SlideshowOptions {
  intervalMs: number;
  fadeMs: number;
  /**
   * How long the page's CSS has been running the show when the script takes over (the server's
   * HTML runs it on CSS alone until the island is live), in ms: the script carries on from the
   * same slide, mid-fade included. The first slide when omitted or not a time.
   */
  cssElapsedMs?: () => number;
}

export interface SlideshowState {
  /** The slide shown (fading in). */
  index: number;
  /** The slide fading out during the fade, else null. */
  previous: number | null;
  /** False while the page's CSS runs the show (the server's HTML, and the first render). */
  scripted: boolean;
  playing: boolean;
  toggle: () => void;
}

interface Position {
  index: number;
  previous: number | null;
}

/**
 * Cycles through `count` slides every intervalMs with a fadeMs cross-fade, once it takes over
 * from the CSS that ran the show before the island was live. Does not auto-advance when the
 * visitor prefers reduced motion (they can still press play), and stops whenever the visitor
 * pauses (WCAG 2.2.2).
 */
export function useSlideshow(
  count: number,
  { intervalMs, fadeMs, cssElapsedMs }: SlideshowOptions,
): SlideshowState {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor chooses: then the OS preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = count > 1 && (choice === null ? !reducedMotion : choice === 'play');
  const [position, setPosition] = useState<Position>({ index: 0, previous: null });
  // The first render matches the server's HTML; right after, the script shows the slide the
  // CSS had reached, and the CSS animation stops.
  const [scripted, setScripted] = useState(false);
  // Read once, right after hydration: a caller may pass a new function on every render.
  const readCss = useRef(cssElapsedMs);
  useEffect(() => {
    setPosition(positionAt(readCss.current?.(), count, intervalMs, fadeMs));
    setScripted(true);
  }, [count, intervalMs, fadeMs]);

  useEffect(() => {
    if (!playing || !scripted) return;
    const timer = window.setInterval(() => {
      setPosition((current) => ({ index: (current.index + 1) % count, previous: current.index }));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, scripted, count, intervalMs]);

  // The outgoing slide stays visible underneath until the fade has finished.
  useEffect(() => {
    if (position.previous === null) return;
    const timer = window.setTimeout(() => setPosition((current) => ({ ...current, previous: null })), fadeMs);
    return () => window.clearTimeout(timer);
  }, [position.previous, fadeMs]);

  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  return { ...position, scripted, playing, toggle };
}

/**
 * Where the CSS show is after `elapsed` ms: slide i fades in over the fade that starts at
 * i x interval, so within a fade the slide before it is still showing underneath.
 */
function positionAt(
  elapsed: number | undefined,
  count: number,
  intervalMs: number,
  fadeMs: number,
): Position {
  if (elapsed === undefined || !Number.isFinite(elapsed) || elapsed < 0) return { index: 0, previous: null };
  const index = Math.floor(elapsed / intervalMs) % count;
  const fading = elapsed >= intervalMs && elapsed % intervalMs < fadeMs;
  return { index, previous: fading ? (index - 1 + count) % count : null };
}
