// /upload is a staff tool: reachable, but not something to list for search engines.
const unlisted = new Set(['/upload', '/staff/leads']);

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .filter((path) => !unlisted.has(path))
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
