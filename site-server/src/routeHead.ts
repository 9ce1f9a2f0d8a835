import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { RouteHead } from '@pod/contracts/routes';
import { scriptSafeJson } from '@pod/deploy-format/filledLists';

export type { RouteHead, RouteHeads } from '@pod/contracts/routes';

/** Root-relative URLs (built without PUBLIC_SITE_URL) become absolute on the request's origin. */
function absolutize(value: unknown, origin: string): unknown {
  if (typeof value === 'string')
    return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutize(item, origin)]));
  }
  return value;
}

/** What a page's head says besides its route's own head. */
export interface HeadContext {
  /** The page's address; none for the not-found page, whose address is no page to index. */
  canonicalUrl?: string;
  /** The origin the page prints (root-relative URLs in the head are made absolute on it). */
  origin: string;
  siteName: string;
  /** The site's share card, for a page whose own head names no og:image. */
  card?: { image: string; alt?: string };
  /** Structured data the server adds to the route's own (the breadcrumb), one script each. */
  jsonLd?: readonly unknown[];
  extraTags?: readonly string[];
}

const jsonLdScript = (data: unknown, origin: string) =>
  // scriptSafeJson: the data cannot close its <script> element.
  `<script type="application/ld+json">${scriptSafeJson(absolutize(data, origin))}</script>`;

/** Rewrites the shell's index.html <head> for one page: title, description, canonical, og, JSON-LD. */
export function renderHead(html: string, head: RouteHead | undefined, context: HeadContext): string {
  const { canonicalUrl, origin, siteName } = context;
  const tags: string[] = canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`] : [];
  let out = html;
  if (head) {
    out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
    const description = head.description;
    if (description) {
      out = out.replace(
        /<meta name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      );
    }
    tags.push(
      `<meta property="og:title" content="${escapeHtml(head.ogTitle ?? head.title)}" />`,
      `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />`,
      ...(canonicalUrl ? [`<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`] : []),
      `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
    if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
    const ogDescription = head.ogDescription ?? description;
    if (ogDescription) tags.push(`<meta property="og:description" content="${escapeHtml(ogDescription)}" />`);
    const card = head.ogImage ? { image: head.ogImage, alt: head.ogImageAlt } : context.card;
    if (card) {
      const image = absolutize(card.image, origin) as string;
      tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
      if (card.alt) {
        tags.push(
          `<meta property="og:image:alt" content="${escapeHtml(card.alt)}" />`,
          `<meta name="twitter:image:alt" content="${escapeHtml(card.alt)}" />`,
        );
      }
    }
    for (const image of head.preloadImages ?? []) {
      const attrs = [
        'rel="preload"',
        'as="image"',
        `href="${escapeHtml(image.href)}"`,
        'fetchpriority="high"',
        image.type ? `type="${escapeHtml(image.type)}"` : '',
        image.imageSrcset ? `imagesrcset="${escapeHtml(image.imageSrcset)}"` : '',
        image.imageSizes ? `imagesizes="${escapeHtml(image.imageSizes)}"` : '',
      ].filter(Boolean);
      tags.push(`<link ${attrs.join(' ')} />`);
    }
    const own = head.jsonLd === undefined ? [] : Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd];
    for (const data of own) if (data) tags.push(jsonLdScript(data, origin));
  }
  for (const data of context.jsonLd ?? []) tags.push(jsonLdScript(data, origin));
  tags.push(...(context.extraTags ?? []));
  // Function replacers throughout: a `$&` or `$'` in a path or title must stay literal text.
  return out.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
