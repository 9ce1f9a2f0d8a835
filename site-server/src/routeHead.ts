import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { RouteHead } from '@pod/contracts/routes';
import { scriptSafeJson } from '@pod/deploy-format/liveLists';

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

/** Rewrites the shell's index.html <head> for one route: title, description, canonical, og, JSON-LD. */
export function renderHead(
  html: string,
  head: RouteHead | undefined,
  canonicalUrl: string,
  siteName: string,
  extraTags: readonly string[] = [],
): string {
  const tags: string[] = [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`];
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
      `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
    if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
    const ogDescription = head.ogDescription ?? description;
    if (ogDescription) tags.push(`<meta property="og:description" content="${escapeHtml(ogDescription)}" />`);
    const origin = new URL(canonicalUrl).origin;
    if (head.ogImage) {
      const image = absolutize(head.ogImage, origin) as string;
      tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
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
    if (head.jsonLd) {
      // scriptSafeJson: the data cannot close its <script> element.
      tags.push(
        `<script type="application/ld+json">${scriptSafeJson(absolutize(head.jsonLd, origin))}</script>`,
      );
    }
  }
  tags.push(...extraTags);
  // Function replacers throughout: a `$&` or `$'` in a path or title must stay literal text.
  return out.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
