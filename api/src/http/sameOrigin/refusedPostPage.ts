import { escapeHtml } from '@pod/contracts/escapeHtml';
import { siteConfig } from '@pod/contracts/siteConfig';
import type { Context } from 'hono';

/**
 * The 403 a form posted from another site gets: a page a person can read (a visitor sent here by
 * another site's button sees what happened and where the real form is), and nothing stored.
 */
export function refusedPostPage(c: Context, formPath: string): Response {
  const brand = escapeHtml(siteConfig.brandName);
  const path = escapeHtml(formPath);
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Error: Sent from another site | ${brand}</title>
</head>
<body style="font: 1.1rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<main>
<h1>This form was sent from another site</h1>
<p>For your safety we only take forms sent from our own pages, so nothing was sent or stored.</p>
<p><a href="${path}">Open the form on ${brand}</a> to write to us.</p>
</main>
</body>
</html>`,
    403,
  );
}
