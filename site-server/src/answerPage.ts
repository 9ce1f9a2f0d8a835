import { randomBytes } from 'node:crypto';
import { fillFormKey } from '@pod/contracts/fillFormAnswer';
import { fillSignedInStaff } from '@pod/contracts/fillSignedInStaff';
import { FORM_KEY_SLOT } from '@pod/contracts/formAnswer';
import { THEME_COOKIE } from '@pod/contracts/themeChoice';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OriginOf } from './answerCrawlerFiles.ts';
import { answerQueryFields } from './answerQueryFields.ts';
import { answerSearchList } from './answerSearchList.ts';
import { answerNobody, clientGone } from './clientGone.ts';
import { type ComposedHtml, type ComposedPages, compress } from './composedPages.ts';
import type { LiveDeploys } from './deploys/liveDeploys.ts';
import { noneMatchHits, weakTagOf } from './entityTags.ts';
import { fillLiveLists } from './fillLiveLists.ts';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import type { LiveSources } from './liveSources.ts';
import { openerPolicy } from './openerPolicy.ts';
import { acceptsCompressed, pickEncoding } from './pickEncoding.ts';
import { renderPage } from './renderPage.ts';
import type { RouteHead } from './routeHead.ts';
import { wantsSavedData, withoutSpeculationRules } from './saveData.ts';
import { type SignedInStaffOf, withSignedInPage } from './signedInPage.ts';
import { sitePathRedirect } from './sitePathRedirect.ts';
import { type CompressedBodies, compressBodies } from './staticFiles.ts';
import { withThemeChoice } from './themeChoice.ts';

/** A form post's answer: the form's page again, filled with what the server says of the post. */
export interface PageAnswer {
  /** Writes the answer into the page's HTML (@pod/contracts/fillFormAnswer). */
  fill: (html: string) => string;
  status: ContentfulStatusCode;
  /** The key the post carried, kept in the page, so that sending the same again stores once. */
  formKey?: string | undefined;
  headers?: Record<string, string>;
}

/** A fresh page key: 128 random bits, base64url. */
const newFormKey = (): string => randomBytes(16).toString('base64url');

/** What answering a page needs, made once by createSiteServer. */
export interface PageAnswerDeps {
  deploys: LiveDeploys;
  /** Composed pages kept per route, origin and build versions. */
  composed: ComposedPages;
  originOf: OriginOf;
  liveSources: LiveSources;
  /** A live list could not be read (its page shows its "could not load" text). */
  onLiveListFailure: (source: string, error: unknown) => void;
  /** Who a request is signed in as (the session store): a staff page is then sent signed in. */
  signedInStaff: SignedInStaffOf;
}

const NOT_FOUND_HEAD: RouteHead = { title: '404 Page Not Found' };

/** RFC 9213's targeted field, for shared caches only (docs/operating.md: a cache in front). */
export const SHARED_CACHE_FRESHNESS = 'max-age=5, stale-while-revalidate=30';

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A page made for this request: its bytes and validator; compressed later, if sent. */
function withValidator(html: string): { body: Buffer; etag: string } {
  const body = Buffer.from(html);
  return { body, etag: weakTagOf(body) };
}

/**
 * GET/HEAD of any path that is not a file: the composed page of a live route (200), the
 * not-found page (404), or a redirect to a route's lower-case address. In order: the live
 * builds are asked for once; the page for everyone is composed (kept per build versions);
 * this request's part goes in (live lists, the visitor's theme); then it is sent, or a 304.
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
  // first screen is the staff tool, not the sign-in card the island would swap out once live.
  // (A post's answer is about its form: always the page as everyone gets it.)
  const signedInPrerender = answer ? undefined : withSignedInPage(remotePrerender, path);
  // The session store out of reach: the page as for everyone (its island asks again once live).
  const staff = signedInPrerender ? await deps.signedInStaff(c).catch(() => null) : null;
  const prerender = staff ? signedInPrerender : remotePrerender;
  const head = route ? live.head(route) : NOT_FOUND_HEAD;
  const render = () => renderPage({ live, indexHtml, path, route, prerender, head, origin });
  // Known routes are cached per build-file version; a 404 can be any path, so it is not.
  const variant = staff ? 'signed-in' : 'public';
  const composed: ComposedHtml = route
    ? await deps.composed.get(() => `${path}|${variant}|${origin}|${live.versionKey()}`, render)
    : await compress(render());
  // The staff member goes in before anything else from the request (see fillSignedInStaff).
  const staffed = staff ? fillSignedInStaff(composed.html, staff) : composed.html;
  // A page with a form gets a key of its own (one message per page sent); a post's answer, the
  // key it was sent with (well-formed: FORM_KEY_PATTERN) and what the server says of it. Neither
  // is the same twice: no validator. Before anything a visitor sends goes in, so no query, file
  // name or typed value is ever taken for the key's slot.
  const keyed = staffed.includes(FORM_KEY_SLOT)
    ? fillFormKey(staffed, answer?.formKey ?? newFormKey())
    : staffed;

  // A page with live lists (the gallery) is filled at each request; its validator follows the
  // data, and it is compressed only when its body is sent (not for a 304 or a HEAD).
  const liveLists = prerender?.pages[path]?.liveLists;
  const filled =
    liveLists && liveLists.length > 0
      ? await fillLiveLists(keyed, liveLists, deps.liveSources, deps.onLiveListFailure)
      : keyed;
  // A search list (the FAQ) answers the address's query with its matches: a link to share.
  const searched = answerSearchList(filled, prerender?.pages[path]?.searchList, c.req.url);
  // The visitor's theme choice goes onto <html> here, so no script reads it before first paint.
  const themed = withThemeChoice(searched, getCookie(c, THEME_COOKIE));
  // A text box its remote declares as taking a parameter (/contact?message=) holds the link's
  // text; before a post's answer, which says what was sent.
  const prefilled = answerQueryFields(themed, c.req.url);
  const filledAnswer = answer ? answer.fill(prefilled) : prefilled;
  // Data saver on: nothing is fetched ahead of a press (the page's speculation rules are left out).
  const answered = wantsSavedData(c.req.header('Save-Data'))
    ? withoutSpeculationRules(filledAnswer)
    : filledAnswer;
  const personal = answer !== undefined || keyed !== staffed;
  const page: Pick<ComposedHtml, 'body' | 'etag'> & Partial<CompressedBodies> =
    answered === composed.html ? composed : withValidator(answered);

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
  c.set('inlineScriptHashes', inlineScriptHashes(indexHtml, composed.html));
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
    if (noneMatchHits(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
  }
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  // Bytes the same for every visitor (live lists, theme: nothing from the query or a post) are
  // worth compressing well once; others get a quick compression each time.
  const alike =
    !staff && !personal && searched === filled && prefilled === themed && answered === filledAnswer;
  const sent =
    page.brotli || !acceptsCompressed(c)
      ? page
      : {
          ...page,
          ...(await (alike ? deps.composed.filledBodies(page) : compressBodies(page.body, 'quick'))),
        };
  const { body, encoding } = pickEncoding(c, sent);
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), status, headers);
}
