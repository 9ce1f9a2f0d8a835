import { css } from 'styled-components';

// What the slideshow does, as custom properties on the island's root that the slides, the
// counter and the control inherit. Before the island is hydrated the page's CSS alone decides it,
// from the control (a checkbox, so a press works with no script at all) and the visitor's
// settings; once hydrated, the island says it (data-slideshow on the root), so the two never disagree.

/** animation-play-state of every animation of the show (slides, their lazy layout, the counter). */
export const MOTION = '--slideshow-motion';
/** display of the control's "Pause slideshow" words, and of its "Play slideshow" words. */
export const PAUSE_WORDS = '--slideshow-pause-words';
export const PLAY_WORDS = '--slideshow-play-words';
/** Once hydrated, the counter shows its own text (the island's count) instead of the CSS one. */
export const HYDRATED_COUNT = '--slideshow-hydrated-count';
export const CSS_COUNT = '--slideshow-css-count';

/** The control: checked inverts what the show does untouched. */
const CONTROL = 'input[data-slideshow-control]';

const playing = `${MOTION}: running; ${PAUSE_WORDS}: inline; ${PLAY_WORDS}: none;`;
const still = `${MOTION}: paused; ${PAUSE_WORDS}: none; ${PLAY_WORDS}: inline;`;

/** The root's rules: the show plays untouched, but stands still without script or under reduced motion. */
export const showState = css`
  ${playing}
  &:not([data-slideshow]):has(${CONTROL}:checked) { ${still} }
  @media (prefers-reduced-motion: reduce), (scripting: none) {
    &:not([data-slideshow]) { ${still} }
    &:not([data-slideshow]):has(${CONTROL}:checked) { ${playing} }
  }
  &[data-slideshow] { ${HYDRATED_COUNT}: visible; ${CSS_COUNT}: none; }
  &[data-slideshow='playing'] { ${playing} }
  &[data-slideshow='paused'] { ${still} }
`;
