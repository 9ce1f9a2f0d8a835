import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion, usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';

export interface SlideshowOptions {
  intervalMs: number;
  /** The control (a checkbox) in the page: a press made before the island was hydrated left it checked. */
  control?: RefObject<HTMLInputElement | null>;
  /**
   * How long the page's CSS show has run, its pauses not counted, in ms (its animation's
   * currentTime): the slide shown is the one it has reached. When the browser cannot say (not a
   * time), the hook keeps its own time instead.
   */
  cssElapsedMs?: () => number;
}

export interface SlideshowState {
  /** False in the server's HTML and while hydrating: the page's CSS alone says what is shown. */
  hydrated: boolean;
  /** The slide shown, once hydrated; null before. */
  index: number | null;
  playing: boolean;
  /**
   * The control's checked state: checked inverts what the show does untouched (it plays, or stands
   * still under reduced motion), which is how the page's CSS reads it before the island is hydrated.
   */
  checked: boolean;
  toggle: () => void;
}

/** Never wait less than this for the next slide: the CSS clock moves with frames, not timers. */
const MIN_WAIT_MS = 50;

/**
 * The slideshow's state once its island is hydrated. The slides keep running on the page's CSS,
 * before and after hydration; the island only pauses and plays them, and follows their clock to
 * know which one is shown. Does not auto-advance when the visitor prefers reduced motion (they
 * can still press play), and stops whenever the visitor pauses (WCAG 2.2.2).
 */
export function useSlideshow(
  count: number,
  { intervalMs, control, cssElapsedMs }: SlideshowOptions,
): SlideshowState {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor chooses: then the OS preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = count > 1 && (choice === null ? !reducedMotion : choice === 'play');
  const [hydrated, setHydrated] = useState(false);
  const [index, setIndex] = useState<number | null>(null);

  // A press made before the island was hydrated checked the box, and the CSS obeyed it at once.
  // Hydrating keeps a checkbox's checked as the visitor left it but not in React's state, so it
  // is read here, before the first paint, or the next render would undo the press.
  useLayoutEffect(() => {
    if (control?.current?.checked) setChoice(prefersReducedMotion() ? 'play' : 'pause');
    setHydrated(true);
  }, [control]);

  // Stand-in for the CSS clock where the browser cannot read it: counts while playing.
  const ownClock = useRef<{ base: number; since: number | null }>({ base: 0, since: null });
  useEffect(() => {
    if (!hydrated) return;
    const own = ownClock.current;
    if (playing && own.since === null) own.since = Date.now();
    if (!playing && own.since !== null) {
      own.base += Date.now() - own.since;
      own.since = null;
    }
    const elapsed = () => {
      const css = cssElapsedMs?.();
      if (css !== undefined && Number.isFinite(css) && css >= 0) return css;
      return own.base + (own.since === null ? 0 : Date.now() - own.since);
    };
    let timer: number | undefined;
    const follow = () => {
      const ms = elapsed();
      setIndex(Math.floor(ms / intervalMs) % count);
      if (playing) timer = window.setTimeout(follow, Math.max(MIN_WAIT_MS, intervalMs - (ms % intervalMs)));
    };
    follow();
    return () => window.clearTimeout(timer);
  }, [hydrated, playing, count, intervalMs, cssElapsedMs]);

  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  return { hydrated, index, playing, checked: count > 1 && playing === reducedMotion, toggle };
}
