// What says the visitor reaches for an island: a mouse resting on it, a press, a touch, focus
// (Tab, or a tap into a field), a key, a file dragged over it, a field changed (a file chosen).
// The head's starter (shell/src/inline/startShell.ts) starts the shell on these, and the shell
// (whenToHydrate.ts) wakes an island on them: one list, bundled into the starter by the build.
export const REACHING = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'dragenter',
  'change',
  // A press the early-taps script holds for the island (shell/src/inline/earlyTaps.ts).
  'pod:reach',
] as const;

/** Set by the starter on an `interaction` island reached before the shell was running. */
export const REACHED_MARK = 'data-island-reached';

/**
 * An island below the fold starts hydrating a screen (or its screensAhead) before it is seen, so
 * it is live in time; the starter starts the shell for such an island with the same margin.
 */
export const visibleMargin = (screensAhead: number) => `${Math.round(screensAhead * 100)}% 0px`;
