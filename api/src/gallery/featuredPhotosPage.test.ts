// The production photos of / and /products: a filled list the server fills into the page at each
// request, from what GET /api/featured-images answers. Here over a built site whose one page
// carries the strip's templates as the marketing build writes them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FilledListTemplates, ITEMS_SLOT } from '@pod/deploy-format/filledLists';
import { prerenderedPage, shellPrerender } from '@pod/deploy-format/testing';
import { createSiteServer, type ListSources } from '@pod/site-server';
import { builtSiteFixture } from '@pod/site-server/testing/builtSiteFixture';
import { siteSettings } from '@pod/site-server/testing/siteSettings';
import { describe, expect, it } from 'vitest';
import type { FeaturedImage } from './featuredImages.ts';
import { pictureSources, withTemplateSrcSets } from './pictureSources.ts';

const SIZES = '(min-width: 1200px) 280px, 50vw';

// The strip as the marketing build renders it (components/ProductionStrip.tsx), trimmed.
const strip: FilledListTemplates = {
  source: 'featured-images',
  slot: '<div hidden="" data-pod-filled-list="featured-images"></div>',
  list: `<section aria-labelledby="production-heading"><h2 id="production-heading">From our production floor</h2><ul role="list">${ITEMS_SLOT}</ul></section>`,
  item: `<li><picture><source type="image/avif" srcSet="{{avifSrcSet}}" sizes="${SIZES}"/><img src="{{src}}" srcSet="{{srcSet}}" sizes="${SIZES}" alt="{{alt}}" width="{{width}}" height="{{height}}" loading="lazy" decoding="async"/></picture></li>`,
  empty: '',
  failed: '<div hidden="" data-pod-list-failed="featured-images"></div>',
  fallbacks: { alt: 'A decorated garment on our production floor' },
};

function siteWithStrip(sources: ListSources) {
  const root = builtSiteFixture();
  writeFileSync(join(root, 'shell', 'dist', 'prerender.json'), JSON.stringify(shellPrerender()));
  const file = join(root, 'remotes', 'forms', 'dist', 'prerender.json');
  const prerender = JSON.parse(readFileSync(file, 'utf8'));
  prerender.pages['/contact'] = prerenderedPage(
    './Contact',
    `<h1>Products</h1>${strip.slot}<p>Closing band</p>`,
    {
      filledLists: [strip],
    },
  );
  writeFileSync(file, JSON.stringify(prerender));
  const server = createSiteServer(siteSettings(root, { siteOrigins: ['http://localhost:3000'] }), {
    listSources: sources,
  });
  return (headers: Record<string, string> = {}) =>
    server.routes.request('http://localhost:3000/contact', {
      headers: { Host: 'localhost:3000', 'Accept-Encoding': 'identity', ...headers },
    });
}

const ID = '7d1f3c2e-0000-4000-8000-000000000001';
const featured = (id: string, alt = ''): FeaturedImage => ({
  id,
  alt,
  ...pictureSources({ id, widths: [320, 640, 1024], width: 4000, height: 3000 }),
});

describe('the featured photos in a page', () => {
  it('are in its HTML as lazy <img>s with srcset, sizes, a size and alt text', async () => {
    const get = siteWithStrip({ 'featured-images': async () => [withTemplateSrcSets(featured(ID))] });
    const html = await (await get()).text();
    expect(html).toContain('<h2 id="production-heading">From our production floor</h2>');
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="/api/product-images/${ID}/variants/w640.webp"`);
    expect(img).toContain(
      `srcSet="/api/product-images/${ID}/variants/w320.webp 320w, /api/product-images/${ID}/variants/w640.webp 640w, /api/product-images/${ID}/variants/w1024.webp 1024w"`,
    );
    expect(img).toContain('width="1024" height="768"');
    expect(img).toContain('alt="A decorated garment on our production floor"');
    expect(html).toContain(
      `<source type="image/avif" srcSet="/api/product-images/${ID}/variants/w320.avif 320w`,
    );
    expect(html).not.toContain('{{');
  });

  it('leave no section and no heading when nothing is featured, or when the list cannot be read', async () => {
    const empty = await (await siteWithStrip({ 'featured-images': async () => [] })()).text();
    expect(empty).toContain('<h1>Products</h1><p>Closing band</p>');
    const failed = await (
      await siteWithStrip({ 'featured-images': () => Promise.reject(new Error('database down')) })()
    ).text();
    expect(failed).toContain(`<h1>Products</h1>${strip.failed}<p>Closing band</p>`);
    for (const html of [empty, failed]) {
      expect(html).not.toContain('production-heading');
      expect(html).not.toContain('<section');
    }
  });

  it('give the page a new validator when the featured list changes, and the same one while it does not', async () => {
    let list: object[] = [withTemplateSrcSets(featured(ID))];
    const get = siteWithStrip({ 'featured-images': async () => list });
    const first = await get();
    const tag = first.headers.get('ETag') ?? '';
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect((await get({ 'If-None-Match': tag })).status).toBe(304);

    // Staff give the photo alt text: the page the browser holds is no longer current.
    list = [withTemplateSrcSets(featured(ID, 'Navy tee, two-colour logo'))];
    const changed = await get({ 'If-None-Match': tag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('alt="Navy tee, two-colour logo"');
    const changedTag = changed.headers.get('ETag') ?? '';
    expect(changedTag).not.toBe(tag);

    // Unfeatured: the strip goes, under a new tag again.
    list = [];
    const emptied = await get({ 'If-None-Match': changedTag });
    expect(emptied.status).toBe(200);
    expect(await emptied.text()).not.toContain('production-heading');
  });
});

describe("a featured photo's srcsets for the page's template", () => {
  it('are the WebP variants for <img> and the AVIF ones for <source>', () => {
    const photo = withTemplateSrcSets(featured(ID));
    expect(photo.srcSet).toBe(photo.sources.find((source) => source.type === 'image/webp')?.srcSet);
    expect(photo.avifSrcSet).toBe(photo.sources.find((source) => source.type === 'image/avif')?.srcSet);
    // The public answer's own fields stay as they are.
    expect(photo).toMatchObject(featured(ID));
  });

  it('are the original at its width, and no AVIF, while the variants are not made yet', () => {
    const photo = withTemplateSrcSets({
      id: ID,
      alt: '',
      ...pictureSources({ id: ID, widths: null, width: 2000, height: 1500 }),
    });
    expect(photo.srcSet).toBe(`/api/product-images/${ID}/file 2000w`);
    expect(photo.avifSrcSet).toBe('');
  });
});
