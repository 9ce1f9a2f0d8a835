import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';

export interface SlideshowOptions {
  intervalMs: number;
  fadeMs: number;
}

export interface SlideshowState {
  /** The slide shown (fading in). */
  index: number;
  /** The slide fading out during the fade, else null. */
  previous: number | null;
  /** Slides 0..mountedUpTo have their image in the DOM; later ones load when needed. */
  mountedUpTo: number;
  playing: boolean;
  toggle: () => void;
}

interface Position {
  index: number;
  previous: number | null;
  mountedUpTo: number;
}

/**
 * Cycles through `count` slides every intervalMs with a fadeMs cross-fade. Does not
 * auto-advance when the visitor prefers reduced motion (they can still press play),
 * and stops whenever the visitor pauses (WCAG 2.2.2).
 */
export function useSlideshow(count: number, { intervalMs, fadeMs }: SlideshowOptions): SlideshowState {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor chooses: then the OS preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = count > 1 && (choice === null ? !reducedMotion : choice === 'play');
  const [position, setPosition] = useState<Position>({
    index: 0,
    previous: null,
    mountedUpTo: 0,
  });

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setPosition((current) => {
        const index = (current.index + 1) % count;
        return {
          index,
          previous: current.index,
          mountedUpTo: Math.max(current.mountedUpTo, Math.min(index + 1, count - 1)),
        };
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  // The next slide's image is fetched halfway through the first interval, so it never
  // competes with the first (LCP) image during page load, yet is ready when it fades in.
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(
      () => setPosition((current) => ({ ...current, mountedUpTo: Math.max(current.mountedUpTo, 1) })),
      intervalMs / 2,
    );
    return () => window.clearTimeout(timer);
  }, [count, intervalMs]);

  // The outgoing slide stays visible underneath until the fade has finished.
  useEffect(() => {
    if (position.previous === null) return;
    const timer = window.setTimeout(() => setPosition((current) => ({ ...current, previous: null })), fadeMs);
    return () => window.clearTimeout(timer);
  }, [position.previous, fadeMs]);

  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  return { ...position, playing, toggle };
}
