// @vitest-environment node
import { siteConfig } from '@pod/contracts/siteConfig';
import { describe, expect, it } from 'vitest';
import { heroArtIds, heroSvg } from '../artwork/heroArt.ts';
import { productArtIds, productSvg } from '../artwork/productArt.ts';
import { faqs } from '../src/content/faqs.ts';
import { heroSlides } from '../src/content/heroSlides.ts';
import { heroImageSpec } from '../src/content/imageSpecs.ts';
import { productCategories } from '../src/content/products.ts';
import { routes } from '../src/routes.ts';
import { designGuidelinesPdf } from './designGuidelinesPdf.ts';
import { buildRouteHeads } from './routeHeads.ts';

const image = {
  width: 1600,
  height: 900,
  src: '/m/static/image/hero-dtf-printer-1024.abc.webp',
  sources: [
    { type: 'image/avif' as const, srcSet: '/m/a-640.avif 640w, /m/a-1024.avif 1024w' },
    { type: 'image/webp' as const, srcSet: '/m/a-640.webp 640w' },
  ],
};

describe('artwork', () => {
  it('has one SVG per hero slide and per product category', () => {
    expect(heroArtIds.sort()).toEqual(heroSlides.map((s) => s.id).sort());
    expect(productArtIds.sort()).toEqual(productCategories.map((c) => c.image).sort());
    for (const id of heroArtIds) expect(heroSvg(id)).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
    for (const id of productArtIds) expect(productSvg(id)).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
  });
});

describe('route heads', () => {
  const heads = buildRouteHeads({
    site: siteConfig,
    images: { 'hero-dtf-printer': image },
    ogImage: 'https://example.test/og.png',
    logo: 'https://example.test/logo.svg',
  });
  it('gives every marketing route its own head, og tags and the link-preview image', () => {
    expect(Object.keys(heads).sort()).toEqual(routes.map((route) => route.path).sort());
    for (const route of routes)
      expect(heads[route.path]).toMatchObject({
        ...route.head,
        ogTitle: route.head.title,
        ogImage: 'https://example.test/og.png',
      });
    expect(heads['/terms']?.title).toBe(`Terms & Conditions | ${siteConfig.brandName}`);
  });
  it('gives home the organisation and website JSON-LD and the first hero image preload', () => {
    const home = heads['/'];
    expect(home?.jsonLd).toMatchObject([{ '@type': 'Organization' }, { '@type': 'WebSite' }]);
    expect(home?.preloadImages).toEqual([
      {
        href: '/m/a-640.avif',
        type: 'image/avif',
        imageSrcset: image.sources[0]?.srcSet,
        imageSizes: heroImageSpec.sizes,
      },
    ]);
  });
  it('gives the FAQ page every question with its answer', () => {
    const faqPage = heads['/faqs']?.jsonLd as { mainEntity: { name: string }[] } | undefined;
    const entities = faqPage?.mainEntity ?? [];
    expect(entities.map((entity) => entity.name)).toEqual(faqs.map((faq) => faq.question));
    expect(heads['/why-us']?.jsonLd).toBeUndefined();
  });
  it("gives the Products page each category as a service, in the page's order", () => {
    const list = heads['/products']?.jsonLd as { itemListElement: { item: { name: string } }[] } | undefined;
    expect(list?.itemListElement.map(({ item }) => item.name)).toEqual(
      productCategories.map((each) => each.name),
    );
  });
  it('describes the share card on every page', () => {
    for (const head of Object.values(heads)) expect(head.ogImageAlt).toContain(siteConfig.brandName);
  });
});

describe('design guidelines PDF', () => {
  it('is a PDF built from the facts', async () => {
    const bytes = await designGuidelinesPdf('Test Brand', 'https://example.test');
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(bytes.length).toBeGreaterThan(2000);
  });
  it('links the FAQ as a clickable absolute URL, has an outline and the brand typeface', async () => {
    const text = Buffer.from(await designGuidelinesPdf('Test Brand', 'https://example.test')).toString(
      'latin1',
    );
    expect(text).toContain('/URI (https://example.test/faqs#design-guidelines)');
    expect(text).toMatch(/\/Outlines \d+ 0 R/);
    expect(text).toMatch(/\/FontName \/Inter-Bold/);
    expect(text).toContain('/DisplayDocTitle true');
  });
  it('leaves the link out without a public site URL', async () => {
    const text = Buffer.from(await designGuidelinesPdf('Test Brand', '')).toString('latin1');
    expect(text).not.toContain('/URI');
    expect(text).not.toContain('faqs#design-guidelines');
  });
});
