import { FORM_KEY_SLOT, type FormAnswer } from '@pod/contracts/formAnswer';
import { isColorScheme, THEME_COOKIE } from '@pod/contracts/themeChoice';
import { searchListAnswer } from '@pod/faq-search/serverAnswer';
import { editedPage, PageEdits } from '@pod/page-fill/edits';
import { filledListEdits, type ReadLists } from '@pod/page-fill/filledLists';
import { formAnswerEdits } from '@pod/page-fill/formAnswer';
import { mapPage } from '@pod/page-fill/map';
import { queryFieldEdits, queryFills } from '@pod/page-fill/queryFields';
import { searchListEdits } from '@pod/page-fill/searchList';
import { signedInStaffEdits } from '@pod/page-fill/signedInStaff';
import { slotEdits } from '@pod/page-fill/slots';
import { wantsSavedData, withoutSpeculationRulesEdits } from '@pod/page-fill/speculationRules';
import { themeEdits } from '@pod/page-fill/theme';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OriginOf } from './answerCrawlerFiles.ts';
import { answerNobody, clientGone } from './clientGone.ts';
import { type ComposedHtml, type ComposedPages, compress, pageMapOf } from './composedPages.ts';
import type { LiveDeploys } from './deploys/liveDeploys.ts';
import { noneMatchHits, weakTagOf } from './entityTags.ts';
import { answerWithEveryHeader } from './everyAnswerHeaders.ts';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import { gzipView, KEY_MARK, type KeyedPage, plainView } from './keyedPages.ts';
import type { ListSources } from './listSources.ts';
import { newFormKey } from './newFormKey.ts';
import { openerPolicy } from './openerPolicy.ts';
import { acceptedEncoding, accepts, pickEncoding } from './pickEncoding.ts';
import { readFilledLists } from './readFilledLists.ts';
import { renderPage } from './renderPage.ts';
import type { RouteHead } from './routeHead.ts';
import { sentBytes } from './sentBytes.ts';
import { type SignedInStaffOf, withSignedInPage } from './signedInPage.ts';
import { sitePathRedirect } from './sitePathRedirect.ts';
import { type CompressedBodies, compressQuick } from './staticFiles.ts';

/** A form post's answer: the form's page again, filled with what the server says of the post. */
export interface PageAnswer {
  /** What the server says of the post, written into the form (@pod/page-fill's formAnswerEdits). */
  form: FormAnswer;
  status: ContentfulStatusCode;
  /** The key the post carried, kept in the page, so that sending the same again stores once. */
  formKey?: string | undefined;
  headers?: Record<string, string>;
}

/** What answering a page needs, made once by createSiteServer. */
export interface PageAnswerDeps {
  deploys: LiveDeploys;
  /** Composed pages kept per route, origin and build versions. */
  composed: ComposedPages;
  originOf: OriginOf;
  listSources: ListSources;
  /** A filled list could not be read (its page shows its "could not load" text). */
  onListReadFailure: (source: string, error: unknown) => void;
  /** Who a request is signed in as (the session store): a staff page is then sent signed in. */
  signedInStaff: SignedInStaffOf;
}

const NOT_FOUND_HEAD: RouteHead = { title: '404 Page Not Found' };

/** RFC 9213's targeted field, for shared caches only (docs/operating.md: a cache in front). */
export const SHARED_CACHE_FRESHNESS = 'max-age=5, stale-while-revalidate=30';

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

// Each list's items as read, by identity: a kept list is the same array until its data changes.
const readIds = new WeakMap<object, number>();
let nextReadId = 0;
const readIdOf = (items: object): number => {
  let id = readIds.get(items);
  if (id === undefined) {
    id = ++nextReadId;
    readIds.set(items, id);
  }
  return id;
};

/** What tells apart the pages alike for everyone made from one composed page: theme, lists' data. */
function filledVariant(theme: string | undefined, read: ReadLists | undefined): string {
  let variant = isColorScheme(theme) ? theme : '';
  for (const [source, items] of read ?? []) variant += `|${source}:${items ? readIdOf(items) : 'failed'}`;
  return variant;
}

const NO_QUERY = new URLSearchParams();

/** The map of a page nothing goes into: it has no places, so no edit is ever made on it. */
const NOTHING_TO_FILL = mapPage('');

/** A page made for this request: its bytes and validator; compressed later, if sent. */
function withValidator(html: string): { body: Buffer; etag: string } {
  const body = Buffer.from(html);
  return { body, etag: weakTagOf(body) };
}

/**
 * GET/HEAD of any path that is not a file: the composed page of a live route (200), the
 * not-found page (404), or a redirect to a route's lower-case address. In order: the live
 * builds are asked for once; the page for everyone is composed (kept per build versions);
 * this request's part goes in (its key, filled lists, the visitor's theme: one pass); then it is
 * sent, or a 304.
 */
export async function answerPage(
  c: Context,
  deps: PageAnswerDeps,
  answer?: PageAnswer,
  /** The page to answer with, when it is not the path asked for (a post's answer names its form's page). */
  pagePath: string = c.req.path,
): Promise<Response> {
  if (clientGone(c)) return answerNobody();
  const live = await deps.deploys.live();
  if (clientGone(c)) return answerNobody();
  const indexHtml = live.indexHtml();
  if (!indexHtml) return c.text('The site has not been built yet. Run `npm start`.', 503);
  const path = normalisePath(pagePath);
  const route = live.route(path);
  // /FAQS or /Contact: send the visitor (and crawlers) to the one real address.
  const lower = path.toLowerCase();
  if (!route && live.route(lower)) return c.redirect(sitePathRedirect(lower, new URL(c.req.url).search), 301);
  const origin = deps.originOf(c);
  if (!origin) return c.text('Unknown host', 421);

  const remotePrerender = route ? live.remotePrerender(route.remote) : undefined;
  // A staff page with a signed-in variant, asked for with a live session: sent signed in, so the
  // first screen is the staff tool, not the sign-in card the island would swap out once hydrated.
  // (A post's answer is about its form: always the page as everyone gets it.)
  const signedInPrerender = answer ? undefined : withSignedInPage(remotePrerender, path);
  // The session store out of reach: the page as for everyone (its island asks again once hydrated).
  const staff = signedInPrerender ? await deps.signedInStaff(c).catch(() => null) : null;
  const prerender = staff ? signedInPrerender : remotePrerender;
  const head = route ? live.head(route) : NOT_FOUND_HEAD;
  const render = () => renderPage({ live, indexHtml, path, route, prerender, head, origin });
  // Known routes are cached per build-file version; a 404 can be any path, so it is not.
  const variant = staff ? 'signed-in' : 'public';
  const composed: ComposedHtml = route
    ? await deps.composed.get(() => `${path}|${variant}|${origin}|${live.versionKey()}`, render)
    : await compress(render());
  // Data saver on: nothing is fetched ahead of a press (the page's speculation rules are left out).
  const savingData = wantsSavedData(c.req.header('Save-Data'));
  const theme = getCookie(c, THEME_COOKIE);
  // What this request puts into the page (@pod/page-fill: the page's map, kept with it). A 404
  // can be any path, so its page is not kept: it is read by the parser only when something goes
  // into it, and a flood of unknown paths costs no parse each.
  const map = route || isColorScheme(theme) || savingData ? pageMapOf(composed) : NOTHING_TO_FILL;
  // A page with a form gets a key of its own (one message per page sent); a post's answer, the
  // key it was sent with (well-formed: FORM_KEY_PATTERN) and what the server says of it. Neither
  // is the same twice: no validator.
  const keyed = map.slots(FORM_KEY_SLOT).length > 0;
  // A page with filled lists (the gallery) shows their data as read now (kept until it changes).
  const lists = prerender?.pages[path]?.filledLists;
  const read = lists?.length
    ? await readFilledLists(lists, deps.listSources, deps.onListReadFailure)
    : undefined;
  // Most views carry no query: nothing to parse.
  const params = c.req.url.includes('?') ? new URL(c.req.url).searchParams : NO_QUERY;
  // A search list (the FAQ) answers the address's query with its matches: a link to share.
  const searchList = prerender?.pages[path]?.searchList;
  const found = searchList && searchListAnswer(searchList, params);
  // A text box its remote declares as taking a parameter (/contact?message=) holds the link's text.
  const linked = queryFills(map, params);
  // What every visitor with this theme gets alike: the lists' data, and the theme on <html>, so
  // no script reads it before first paint.
  const forEveryone = (edits: PageEdits) => {
    if (lists && read) filledListEdits(edits, lists, read);
    themeEdits(edits, theme);
  };
  const personal = answer !== undefined || keyed;
  const alike = !staff && !personal && !found && linked.length === 0 && !savingData;
  let page: Pick<ComposedHtml, 'body' | 'etag'> & Partial<CompressedBodies> = composed;
  // Nothing of this request but a fresh key: the page is compressed once around the key.
  const onlyKeyed = keyed && !staff && !answer && !found && linked.length === 0 && !savingData;
  let keyedView: KeyedPage | undefined;
  if (onlyKeyed) {
    keyedView = await deps.composed.keyedPage(composed, filledVariant(theme, read), () =>
      editedPage(map, (edits) => {
        forEveryone(edits);
        slotEdits(edits, FORM_KEY_SLOT, KEY_MARK);
      }),
    );
  } else if (alike) {
    // Written, tagged and compressed well once per variant: a spike costs a lookup per view.
    const variant = filledVariant(theme, read);
    if (variant !== '')
      page = await deps.composed.filledPage(composed, variant, () => editedPage(map, forEveryone));
  } else {
    // Made for this request, in one pass over the page.
    const edits = new PageEdits(map);
    if (staff) signedInStaffEdits(edits, staff);
    if (keyed) slotEdits(edits, FORM_KEY_SLOT, answer?.formKey ?? newFormKey());
    forEveryone(edits);
    if (searchList && found) searchListEdits(edits, searchList, found);
    // Before a post's answer, which says what was sent.
    queryFieldEdits(edits, linked);
    if (answer) formAnswerEdits(edits, answer.form);
    if (savingData) withoutSpeculationRulesEdits(edits);
    if (!edits.empty) page = withValidator(edits.write());
  }

  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // A signed-in page names its staff member: for their browser only, never a shared cache. Its
    // validator is its bytes' (the name and id among them), so it is one staff member's too.
    'Cache-Control': staff ? 'private, no-cache' : 'no-cache',
    // Save-Data: such a page is sent without its speculation rules.
    Vary: 'Accept-Encoding, Cookie, Save-Data',
  };
  if (head?.robots) headers['X-Robots-Tag'] = head.robots;
  const opener = openerPolicy(head);
  if (opener) headers['Cross-Origin-Opener-Policy'] = opener;
  // Only the shell's template may carry inline script (the theme script): a remote's HTML
  // never gets a hash of its own, and a head script the page is sent without is not allowed.
  const hashes = inlineScriptHashes(indexHtml, composed.html);
  c.set('inlineScriptHashes', hashes);
  // A page as everyone gets it takes the headers every answer carries up front, in one plain
  // object. A staff member's page or a post's answer goes through Hono: what the sign-in or the
  // post set before (a cookie) is merged there.
  const send = (body: Uint8Array<ArrayBuffer> | null, code: ContentfulStatusCode | 304) =>
    (!staff && !answer && answerWithEveryHeader(c, body, code, headers, hashes)) ||
    (body ? c.body(body, code as ContentfulStatusCode, headers) : c.body(null, code, headers));
  const status = answer?.status ?? (route ? 200 : 404);
  for (const [name, value] of Object.entries(answer?.headers ?? {})) headers[name] = value;
  // A page the browser already holds (served no-cache, so it asks each time): a 304 costs the
  // round trip only, not the page's bytes again. A 404 can be any path and gets no validator.
  // The same bytes for everyone who asks this address (no key, staff member or answer in them):
  // a CDN or reverse proxy in front may keep them a few seconds and serve them while it asks
  // again, so a spike of visitors costs this server one page per address every few seconds.
  // Browsers keep Cache-Control's no-cache: theirs asks each time (a 304 when unchanged).
  if (route && !staff && !personal) headers['CDN-Cache-Control'] = SHARED_CACHE_FRESHNESS;
  if (route && !personal) {
    headers.ETag = page.etag;
    if (noneMatchHits(c.req.header('If-None-Match'), page.etag)) return send(null, 304);
  }
  if (c.req.method === 'HEAD') return send(null, status);
  const wanted = acceptedEncoding(c);
  if (keyedView) {
    const key = newFormKey();
    const gzipped = accepts(c, 'gzip');
    if (gzipped) headers['Content-Encoding'] = 'gzip';
    const body = gzipped ? gzipView(keyedView, key) : plainView(keyedView, key);
    return send(sentBytes(body), status);
  }
  // A page made for this request: compressed quickly, in the one encoding this client is sent.
  const sent =
    !wanted || page.brotli || page.gzip ? page : { ...page, ...(await compressQuick(page.body, wanted)) };
  const { body, encoding } = pickEncoding(c, sent);
  if (encoding) headers['Content-Encoding'] = encoding;
  return send(sentBytes(body), status);
}
