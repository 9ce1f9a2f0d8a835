import type { Shot } from './shotMatrix.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** One page to review everything: a row per route, its four shots side by side, each a link to the full image. */
export function shotIndexHtml(shots: readonly Shot[], takenAt: string): string {
  const routes = [...new Set(shots.map((shot) => shot.route))];
  const rows = routes
    .map((route) => {
      const cells = shots
        .filter((shot) => shot.route === route)
        .map(
          (shot) =>
            `<figure><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(
              `${route} at ${shot.viewport.width} px, ${shot.theme}`,
            )}" loading="lazy"></a><figcaption>${shot.viewport.width} px · ${shot.theme}</figcaption></figure>`,
        )
        .join('');
      return `<section><h2>${escapeHtml(route)}</h2><div class="row">${cells}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots ${escapeHtml(takenAt)}</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 1rem; background: #f4f6f9; color: #14171c; }
  .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; flex: none; }
  img { display: block; width: 240px; height: auto; border: 1px solid #c9d0da; background: #fff; }
  figcaption { margin-top: 0.25rem; color: #4a5160; }
</style></head>
<body><h1>Every route, 375 and 1280 px, light and dark</h1><p>Taken ${escapeHtml(takenAt)}. Click a shot for the full page.</p>
${rows}
</body></html>
`;
}
