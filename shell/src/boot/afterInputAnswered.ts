// Hydrating an island is a long task on a slow phone. Run between a press and its release, or
// before the frame after a key, it kept the input's own answer (pending words, "Searching…", a
// paused slideshow) off the screen until it ended. So a press starts the work once released (at
// most a second later), and any input only after a frame has shown its answer. The head's starter
// (shell/src/inline/startShell.ts, which the build bundles this into) waits so before it starts
// the shell, and the shell (whenToHydrate.ts) before it hydrates an island reached once it runs.
const PRESS_STARTS = new Set(['pointerdown', 'touchstart']);
const PRESS_ENDS = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'click'] as const;
const LONGEST_PRESS_MS = 1000;
// No frame comes to a page out of sight: do not wait for one long.
const LONGEST_FRAME_WAIT_MS = 250;

/** Runs `task` once, after the screen has answered the input of this type; returns a cancel. */
export function afterInputAnswered(type: string, task: () => void): () => void {
  let done = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const afterFrame = () => {
    requestAnimationFrame(() => timers.push(setTimeout(run, 0)));
    timers.push(setTimeout(run, LONGEST_FRAME_WAIT_MS));
  };
  const released = () => {
    for (const end of PRESS_ENDS) document.removeEventListener(end, released, true);
    if (!done) afterFrame();
  };
  const cancel = () => {
    for (const end of PRESS_ENDS) document.removeEventListener(end, released, true);
    for (const timer of timers) clearTimeout(timer);
  };
  if (PRESS_STARTS.has(type)) {
    for (const end of PRESS_ENDS) document.addEventListener(end, released, true);
    timers.push(setTimeout(released, LONGEST_PRESS_MS));
  } else afterFrame();
  return () => {
    done = true;
    cancel();
  };
}
