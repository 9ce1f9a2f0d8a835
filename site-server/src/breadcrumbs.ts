import type { RouteHead } from '@pod/contracts/routes';

/** A page's short name for a breadcrumb: its title before the brand (" | …") and any subtitle (": …"). */
export function crumbName(head: RouteHead): string {
  return (head.title.split(' | ')[0] ?? head.title).split(': ')[0] ?? head.title;
}

/**
 * The BreadcrumbList of an inner page: Home, each enclosing path that is a page of the site,
 * then the page itself. None for the home page. Item URLs are root-relative (made absolute on
 * the request's origin with the rest of the head).
 */
export function breadcrumbJsonLd(
  path: string,
  headOf: (path: string) => RouteHead | undefined,
): Record<string, unknown> | undefined {
  if (path === '/') return undefined;
  const segments = path.split('/').filter(Boolean);
  const trail = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  const crumbs = ['/', ...trail].flatMap((each) => {
    const head = headOf(each);
    const name = each === '/' ? 'Home' : head && crumbName(head);
    return name ? [{ path: each, name }] : [];
  });
  if (crumbs.at(-1)?.path !== path) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}
