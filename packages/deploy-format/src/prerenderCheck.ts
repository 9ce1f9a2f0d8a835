// A build's prerender.json checked field by field, by type, before the server uses any of it:
// it is read back from a deploy target, so it is untrusted like every record there. One
// malformed field (a route that is null, a number for a title, a robots value with a line
// break) must cost its app that version, never the pages of the rest of the site.
import { isRoutePath, type RouteHead } from '@pod/contracts/routes';
import { type FilledListTemplates, ITEMS_SLOT } from './filledLists.ts';
import {
  PRERENDER_FORMAT,
  type PrerenderedLayout,
  type PrerenderedPage,
  type RemotePrerender,
  type ShellPrerender,
} from './prerenderTypes.ts';
import type { SearchListTemplates } from './searchLists.ts';

/** The value when it is well-formed, else what is wrong with it (for logs and /api/health). */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

class Malformed extends Error {}

type Reader<T> = (value: unknown, at: string) => T;

const fail = (at: string, what: string): never => {
  throw new Malformed(`${at} ${what}`);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const object = (value: unknown, at: string): Record<string, unknown> =>
  isObject(value) ? value : fail(at, 'is not an object');

const string: Reader<string> = (value, at) =>
  typeof value === 'string' ? value : fail(at, 'is not a string');

const boolean: Reader<boolean> = (value, at) =>
  typeof value === 'boolean' ? value : fail(at, 'is not true or false');

const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value, at) =>
    value === undefined ? undefined : read(value, at);

const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, at) =>
    Array.isArray(value)
      ? value.map((item, index) => read(item, `${at}[${index}]`))
      : fail(at, 'is not a list');

const recordOf =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value, at) =>
    Object.fromEntries(
      Object.entries(object(value, at)).map(([key, item]) => [
        key,
        read(item, `${at}[${JSON.stringify(key)}]`),
      ]),
    );

// Robots directives ("noindex, nofollow", "max-image-preview:large") go out as an HTTP header too.
const ROBOTS = /^[A-Za-z0-9 ,:_-]{1,200}$/;
const EXPOSED_MODULE = /^\.\/[A-Za-z][A-Za-z0-9]{0,63}$/;

const robots: Reader<string> = (value, at) =>
  ROBOTS.test(string(value, at)) ? (value as string) : fail(at, 'is not a list of robots directives');

const routePath: Reader<string> = (value, at) =>
  isRoutePath(value) ? value : fail(at, 'is not a route path');

const exposed: Reader<string> = (value, at) =>
  EXPOSED_MODULE.test(string(value, at))
    ? (value as string)
    : fail(at, 'is not an exposed module ("./Name")');

const preloadImage = (value: unknown, at: string) => {
  const image = object(value, at);
  return {
    href: string(image.href, `${at}.href`),
    type: optional(string)(image.type, `${at}.type`),
    imageSrcset: optional(string)(image.imageSrcset, `${at}.imageSrcset`),
    imageSizes: optional(string)(image.imageSizes, `${at}.imageSizes`),
  };
};

/** Checks the fields of one route's head; the value is returned as it was read. */
export const readRouteHead: Reader<RouteHead> = (value, at) => {
  const head = object(value, at);
  string(head.title, `${at}.title`);
  for (const key of ['description', 'ogTitle', 'ogDescription', 'ogType', 'ogImage'] as const)
    optional(string)(head[key], `${at}.${key}`);
  optional(robots)(head.robots, `${at}.robots`);
  optional(boolean)(head.isolate, `${at}.isolate`);
  optional(arrayOf(preloadImage))(head.preloadImages, `${at}.preloadImages`);
  // jsonLd: any JSON value (it was parsed from JSON); it is printed as escaped JSON.
  return head as unknown as RouteHead;
};

// A source names an API list; it also ends up in an element id.
const SOURCE = /^[a-z][a-z0-9-]{0,40}$/;

const filledList: Reader<FilledListTemplates> = (value, at) => {
  const fields = object(value, at);
  const source = string(fields.source, `${at}.source`);
  if (!SOURCE.test(source)) fail(`${at}.source`, 'is not a list name');
  for (const key of ['slot', 'list', 'item', 'empty', 'failed']) string(fields[key], `${at}.${key}`);
  // The server replaces the slot wherever it is: it must be the list's own marked element.
  if (!(fields.slot as string).includes(`data-pod-filled-list="${source}"`))
    fail(`${at}.slot`, 'is not marked as the list of its source');
  if (!(fields.list as string).includes(ITEMS_SLOT)) fail(`${at}.list`, 'has no place for its items');
  recordOf(string)(fields.fallbacks, `${at}.fallbacks`);
  return fields as unknown as FilledListTemplates;
};

const filledLists: Reader<FilledListTemplates[]> = (value, at) => {
  const lists = arrayOf(filledList)(value, at);
  const sources = lists.map((list) => list.source);
  if (new Set(sources).size !== sources.length) fail(at, 'names one source twice');
  return lists;
};

const searchList: Reader<SearchListTemplates> = (value, at) => {
  const fields = object(value, at);
  for (const key of ['param', 'box', 'status']) string(fields[key], `${at}.${key}`);
  // The server finds each tag by its exact text: a blank one would match anywhere.
  if (!(fields.box as string).includes('value=""')) fail(`${at}.box`, 'holds no empty value');
  if (!/^<[^>]+>[^<]*<\/\w+>$/.test(fields.status as string))
    fail(`${at}.status`, 'is not one element of text');
  const words = object(fields.words, `${at}.words`);
  for (const key of ['all', 'some', 'none']) string(words[key], `${at}.words.${key}`);
  const groups = arrayOf(string)(fields.groups, `${at}.groups`);
  arrayOf((item, itemAt) => {
    const itemFields = object(item, itemAt);
    string(itemFields.text, `${itemAt}.text`);
    const group = itemFields.group;
    if (typeof group !== 'number' || !Number.isInteger(group) || group < 0 || group >= groups.length)
      fail(`${itemAt}.group`, 'is not one of the groups');
    return itemFields;
  })(fields.items, `${at}.items`);
  for (const [key, tags] of [
    ['groups', groups],
    ['items', (fields.items as { tag: unknown }[]).map((item) => item.tag)],
  ] as const)
    tags.forEach((tag, index) => {
      if (typeof tag !== 'string' || !/^<\w[^>]*>$/.test(tag)) fail(`${at}.${key}[${index}]`, 'is not a tag');
    });
  return fields as unknown as SearchListTemplates;
};

const page: Reader<PrerenderedPage> = (value, at) => {
  const fields = object(value, at);
  exposed(fields.module, `${at}.module`);
  string(fields.html, `${at}.html`);
  string(fields.css, `${at}.css`);
  arrayOf(string)(fields.islands, `${at}.islands`);
  const preload = object(fields.preload, `${at}.preload`);
  arrayOf(string)(preload.js, `${at}.preload.js`);
  arrayOf(string)(preload.css, `${at}.preload.css`);
  // A build from before the field's rename names it liveLists: the same lists, read as filledLists.
  if (fields.filledLists === undefined && fields.liveLists !== undefined) {
    fields.filledLists = fields.liveLists;
    delete fields.liveLists;
  }
  optional(filledLists)(fields.filledLists, `${at}.filledLists`);
  optional(searchList)(fields.searchList, `${at}.searchList`);
  return fields as unknown as PrerenderedPage;
};

const layout: Reader<PrerenderedLayout> = (value, at) => {
  const fields = object(value, at);
  string(fields.html, `${at}.html`);
  string(fields.css, `${at}.css`);
  return fields as unknown as PrerenderedLayout;
};

function format(fields: Record<string, unknown>, kind: 'remote' | 'shell'): void {
  if (fields.kind !== kind) fail('kind', `is not "${kind}"`);
  if (fields.format !== PRERENDER_FORMAT)
    fail('format', `is ${JSON.stringify(fields.format)}; this server reads format ${PRERENDER_FORMAT}`);
}

function checked<T>(read: () => T): Checked<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, problem: `prerender.json: ${error.message}` };
    throw error;
  }
}

/** A remote's prerender.json (of `remote`, in this format), checked by type in every field. */
export function checkRemotePrerender(value: unknown, remote: string): Checked<RemotePrerender> {
  return checked(() => {
    const fields = object(value, 'the file');
    format(fields, 'remote');
    if (fields.remote !== remote) fail('remote', `is not "${remote}"`);
    for (const key of ['build', 'builtAt', 'entry', 'entryFile'] as const) string(fields[key], key);
    recordOf(page)(fields.pages, 'pages');
    arrayOf((route, at) => {
      const item = object(route, at);
      routePath(item.path, `${at}.path`);
      exposed(item.module, `${at}.module`);
      boolean(item.sitemap, `${at}.sitemap`);
      return item;
    })(fields.routes, 'routes');
    recordOf(readRouteHead)(fields.heads, 'heads');
    return fields as unknown as RemotePrerender;
  });
}

/** The shell's prerender.json (in this format), checked by type in every field. */
export function checkShellPrerender(value: unknown): Checked<ShellPrerender> {
  return checked(() => {
    const fields = object(value, 'the file');
    format(fields, 'shell');
    for (const key of ['build', 'builtAt'] as const) string(fields[key], key);
    recordOf(layout)(fields.layouts, 'layouts');
    layout(fields.notFound, 'notFound');
    optional(arrayOf(string))(fields.preloadFonts, 'preloadFonts');
    return fields as unknown as ShellPrerender;
  });
}
