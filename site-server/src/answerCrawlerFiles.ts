import type { Context } from 'hono';
import { robotsTxt, sitemapXml } from './crawlerFiles.ts';
import type { LiveDeploys } from './deploys/liveDeploys.ts';

/** The origin pages may print for this request; null for a host the site does not serve. */
export type OriginOf = (c: Context) => string | null;

export function answerRobots(c: Context, originOf: OriginOf): Response {
  const origin = originOf(c);
  if (!origin) return c.text('Unknown host', 421);
  return c.body(robotsTxt(origin), 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}

/** The live routes a remote lists for search engines, from the one live set the request reads. */
export async function answerSitemap(c: Context, originOf: OriginOf, deploys: LiveDeploys): Promise<Response> {
  const origin = originOf(c);
  if (!origin) return c.text('Unknown host', 421);
  const live = await deploys.live();
  const paths = live
    .routeTable()
    .filter((route) => route.sitemap)
    .map((route) => route.path)
    .sort();
  return c.body(sitemapXml(origin, paths), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}
