// An island's life, from the server's HTML to hydrated, and every mark the page's boot reads on
// the way: the one place that names them. The head's scripts (shell/src/inline/), the shell's
// hydrator (shell/src/boot/hydrateIslands.tsx) and the CSS that shows an island's own words by
// them (ScriptText.tsx) all read these. No React here: the head's scripts bundle this file.
//
// 1. Server HTML. <Island> marks its wrapper with its app (ISLAND_APP), name, props and when it
//    wants to hydrate (HYDRATE: `visible` or `interaction`, optionally HYDRATE_COOKIE). It
//    works as plain HTML: links load pages, forms post, the FAQ's GET form is answered early.
// 2. Due. The head's script marks it DUE and sends DUE_EVENT on it: `visible` once near the
//    screen (VISIBLE_MARGIN); `interaction` once the visitor reaches for it (REACHING) or at load
//    when the browser holds its cookie. Always at an idle moment, not while the visitor types.
//    The first due island starts the shell's script; its hydrator hydrates each due island.
//    A form the browser posts first: its button says its PENDING_LABEL, the island is marked
//    POSTED and left alone while the page leaves; shown again from the bfcache, the words come
//    back, the mark goes and DUE_EVENT is sent again.
// 3. A file waiting. A file chosen or dropped before it is hydrated stays in its file field and
//    the island is marked FILE_WAITING: it says it is reading it, and checks it once hydrated;
//    still not hydrated FILE_WAIT_LATE_MS later, it is marked FAILED.
// 4. Hydrated. HYDRATING from when React takes its HTML, HYDRATED once React has committed it.
//    The page root is marked PAGE_HYDRATED once every island due at load is hydrated (or none is).
// 5. Failed. Its code (or the shell's) did not arrive: FAILED. Its IslandFailure says so, and
//    Try again (a RETRY_BUTTON) sends RETRY_EVENT: the code is asked for again.
//
// Outside the islands, the header's marks (the header is server HTML, never hydrated): the
// theme on <html> (THEME), its switch and the menu button (THEME_TOGGLE, MENU_TOGGLE).

export const ISLAND_APP = 'data-island-app';
export const ISLAND = `[${ISLAND_APP}]`;
/** The island's name (its `src/islands/<name>.tsx`), its useId prefix and its props (JSON). */
export const ISLAND_NAME = 'data-island';
export const ID_PREFIX = 'data-id-prefix';
export const PROPS = 'data-props';
export const HYDRATE = 'data-hydrate';
export const HYDRATE_COOKIE = 'data-hydrate-cookie';
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
/** The page's own part of the server HTML, in <main>. */
export const PAGE_ROOT = 'main [data-page-root]';
/** On the page root: nothing due at load is still waiting. */
export const PAGE_HYDRATED_MARK = 'data-hydrated';
/** A filled list the server left unfilled (its marks: @pod/deploy-format/filledLists): its island fetches it. */
export const UNFILLED_LIST = '[data-pod-filled-list], [data-pod-list-failed]';
/** On <html> while the islands' code is fetched ahead: the page's links are prefetched too. */
export const PAGES_AHEAD_MARK = 'data-pages-ahead';
/** An island the server sent that is not hydrated yet. */
export const WAITING_ISLAND = `${ISLAND}:not([${HYDRATED_MARK}])`;

/** How long an island holding a waiting file may take to hydrate before it says it could not. */
export const FILE_WAIT_LATE_MS = 6000;
/** No island is woken within this long of a key: its start would hold the next letter. */
export const TYPING_PAUSE_MS = 400;

/**
 * The visitor reaches for an island: a mouse over it (a finger's tap also sends one, after its
 * release), focus, a press, a file dragged over it or chosen. Never the start of a press: work
 * started then held the press's own answer off the screen.
 */
export const REACHING = ['mouseover', 'focusin', 'click', 'dragenter', 'change'] as const;

/** The visitor is here: the islands' code may be fetched ahead. */
export const PRESENCE = [
  'touchstart',
  'pointerdown',
  'pointermove',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
] as const;

/** An island below the fold starts hydrating a screen before it is seen, so it is hydrated in time. */
export const VISIBLE_MARGIN = '100% 0px';

/** On <html>: the page's theme, `light` or `dark` (the server writes a visitor's saved choice). */
export const THEME = 'data-theme';
/** The header's theme switch. */
export const THEME_TOGGLE = 'data-theme-toggle';
/** The header's menu button, and the words on it. */
export const MENU_TOGGLE = 'data-menu-toggle';
export const MENU_LABEL = 'data-menu-label';
