// An island's life, from the server's HTML to live, and every mark it carries on the way: the
// one place that names them. The head's scripts (shell/src/inline), the shell's hydration
// (shell/src/boot) and the CSS that shows an island's own words by them (ScriptText.tsx) all
// read these. No React here: the head's scripts bundle this file.
//
// 1. Server HTML. The wrapper is marked [data-island][data-island-app] with when it wants to come
//    alive (data-hydrate: load | visible | idle | interaction) and its props. It works as plain
//    HTML: its links load pages, its forms post to the server, the FAQ search's GET form is
//    answered at each key by the head's early filter.
// 2. Due. The head's starter (shell/src/inline/startShell.ts), the one scheduler, marks an island
//    DUE when it should come alive (its data-hydrate says when; an `interaction` island when the
//    visitor reaches for it, REACHING) and sends DUE_EVENT on it; the shell hydrates each island
//    once it is due, starting with its first.
//    A form posted before its island is live shows its submit button's PENDING_LABEL at once, as
//    the live island would while it sends.
//    The island is marked POSTED, and the shell does not hydrate it: its HTML holds words
//    React never rendered, and the page is leaving. Shown again from the bfcache, its words come
//    back, the mark goes, and it hydrates then.
// 3. A file waiting. A file chosen or dropped on an island not yet live stays in its file field
//    and the island is marked FILE_WAITING: it says it is reading it, and checks it once live.
//    Not live FILE_WAIT_LATE_MS later, it is marked FAILED.
// 4. Live. From the moment the shell begins hydrating it the island is marked HYDRATING: React
//    owns its HTML, so nothing before it writes there any more. Once React has committed it, the
//    shell marks it HYDRATED; React answers from then on.
// 5. Failed. Its code (or the shell's) did not arrive: marked FAILED. Its IslandFailure says so
//    where it stands, and Try again (a RETRY_BUTTON) sends RETRY_EVENT: the code is asked for again.

export const DUE_MARK = 'data-island-due';
export const DUE_EVENT = 'pod:island-due';
export const PENDING_LABEL = 'data-pending-label';
export const FILE_WAITING_MARK = 'data-island-file-waiting';
export const POSTED_MARK = 'data-island-posted';
export const HYDRATING_MARK = 'data-island-hydrating';
export const HYDRATED_MARK = 'data-island-hydrated';
export const FAILED_MARK = 'data-island-failed';
export const RETRY_BUTTON = 'data-island-retry';
export const RETRY_EVENT = 'pod:retry';

/** How long an island holding a waiting file may take to come alive before it says it could not. */
export const FILE_WAIT_LATE_MS = 6000;

/**
 * What says the visitor reaches for an island: a mouse resting on it, a press, a touch, focus (Tab,
 * or a tap into a field), a key, a file dragged over it, a field changed (a file chosen).
 */
export const REACHING = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'dragenter',
  'change',
] as const;

/** An island below the fold starts hydrating a screen before it is seen, so it is live in time. */
export const VISIBLE_MARGIN = '100% 0px';
