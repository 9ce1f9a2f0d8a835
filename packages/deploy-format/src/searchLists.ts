// A search list: a list of a prerendered page that a GET form filters (the FAQ, `/faqs?q=`).
// The app's build hands the server what it needs as data (per page in prerender.json): the
// exact tags of the list's items and groups, the text of each item, the box and the status
// line. At request time the app's own engine (@pod/faq-search) decides what is found and in
// what order, and the server writes that answer into the page (@pod/page-fill's
// searchListEdits): no app code runs there.

/** The search list of a page as the build renders it (in prerender.json). */
export interface SearchListTemplates {
  /** The query parameter (`q`). */
  param: string;
  /** The box's exact tag in the page, holding `value=""`. */
  box: string;
  /** The status element's exact HTML in the page (its text: `words.all`). */
  status: string;
  /** The status line's words: `all`, `some` with `{{shown}}` and `{{query}}`, `none` with `{{query}}`. */
  words: { all: string; some: string; none: string };
  /**
   * Each item in the page's order: its exact opening tag, the text it is searched by (its
   * heading, a line break, its body), its group's index. A group's items stand side by side.
   */
  items: { tag: string; text: string; group: number }[];
  /** Each group's exact opening tag, in the page's order; the groups stand side by side. */
  groups: string[];
}

/** A group as a search shows it: its items in order, those not found hidden. */
export interface ArrangedGroup {
  group: number;
  hidden: boolean;
  items: { item: number; hidden: boolean }[];
}

/** A search's answer to write into the page. */
export interface SearchListAnswer {
  /** What the box holds. */
  query: string;
  /** The status line's text. */
  status: string;
  /** Every group, in the order shown. */
  groups: readonly ArrangedGroup[];
}
