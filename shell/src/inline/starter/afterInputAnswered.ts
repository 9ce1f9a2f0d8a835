// Starting the shell or hydrating an island is a long task on a slow phone. Run between a press
// and its release, or before the frame after a key, it kept the input's own answer (a pressed
// look, a typed letter, a paused slideshow) off the screen. So the work waits for the release
// (a second at most: the finger may slide away) and then for a frame (none comes to a hidden page).
const PRESS_STARTS = new Set(['pointerdown', 'touchstart']);
const PRESS_ENDS = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'click'];
const LONGEST_PRESS_MS = 1000;
const LONGEST_FRAME_WAIT_MS = 250;
// While the visitor types, a long task between two keys holds the second's letter (and the FAQ's
// filtered list) off the screen: the work waits for a pause in typing as well.
const TYPING_PAUSE_MS = 400;
let lastKey = Number.NEGATIVE_INFINITY;
document.addEventListener(
  'keydown',
  () => {
    lastKey = Date.now();
  },
  { capture: true, passive: true },
);

/** Runs `task` once, after the screen has answered an input of this type. */
export function afterInputAnswered(type: string, task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    const typing = lastKey + TYPING_PAUSE_MS - Date.now();
    if (typing > 0) {
      setTimeout(run, typing);
      return;
    }
    done = true;
    task();
  };
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, LONGEST_FRAME_WAIT_MS);
  };
  if (!PRESS_STARTS.has(type)) {
    afterFrame();
    return;
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const end of PRESS_ENDS) document.removeEventListener(end, release, true);
    afterFrame();
  };
  for (const end of PRESS_ENDS) document.addEventListener(end, release, true);
  setTimeout(release, LONGEST_PRESS_MS);
}
