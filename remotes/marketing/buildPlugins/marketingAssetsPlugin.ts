// The marketing remote's own build steps, as one Rsbuild plugin:
//  1. before bundling: render artwork to AVIF/WebP, the og image, the logo and the
//     design-guidelines PDF into .generated/public (copied into dist as a public dir),
//     and inject their URLs into the bundle as __MARKETING_* constants;
//  2. after the build: write dist/route-head.json for the server-rendered <head>.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '@pod/contracts/siteConfig';
import type { RsbuildPlugin } from '@rsbuild/core';
import { heroSvg } from '../artwork/heroArt.ts';
import { logoSvg } from '../artwork/logoArt.ts';
import { productSvg } from '../artwork/productArt.ts';
import type { ImageSet, MarketingAssets } from '../src/assets/generatedAssets.ts';
import { faqs } from '../src/content/faqs.ts';
import { heroSlides } from '../src/content/heroSlides.ts';
import { brandTagline, ogKicker } from '../src/content/home.ts';
import { heroImageSpec, productImageSpec } from '../src/content/imageSpecs.ts';
import { productCategories } from '../src/content/products.ts';
import { designGuidelinesPdf } from './designGuidelinesPdf.ts';
import { type ArtworkJob, renderArtwork, renderOgImage } from './imagePipeline.ts';
import { buildRouteHeads } from './routeHeads.ts';

const hash = (data: Uint8Array | string): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 10);

const absolute = (url: string): string => (/^https?:/.test(url) ? url : `${siteConfig.siteUrl}${url}`);

export function marketingAssetsPlugin({ root }: { root: string }): RsbuildPlugin {
  const outDir = join(root, '.generated', 'public');
  const cacheDir = join(root, 'node_modules', '.cache', 'marketing-images');
  let generated: { assets: MarketingAssets; ogImage: string; logo: string } | undefined;
  // Real photography replaces an illustration by dropping artwork/photos/<id>.(jpg|png|webp).
  const photoFor = (id: string): Buffer | undefined => {
    for (const ext of ['jpg', 'jpeg', 'png', 'webp']) {
      const file = join(root, 'artwork', 'photos', `${id}.${ext}`);
      if (existsSync(file)) return readFileSync(file);
    }
    return undefined;
  };

  return {
    name: 'marketing:assets',
    setup(api) {
      api.modifyRsbuildConfig(async (config, { mergeRsbuildConfig }) => {
        const isDev = api.context.action === 'dev';
        const prefix = String((isDev ? config.dev?.assetPrefix : config.output?.assetPrefix) ?? '/');
        const publicPath = prefix.endsWith('/') ? prefix : `${prefix}/`;
        rmSync(outDir, { recursive: true, force: true });
        mkdirSync(join(outDir, 'static', 'files'), { recursive: true });

        const jobs: ArtworkJob[] = [
          ...heroSlides.map((slide) => ({
            id: slide.id,
            source: photoFor(slide.id) ?? Buffer.from(heroSvg(slide.id)),
            spec: heroImageSpec,
          })),
          ...productCategories.map((c) => ({
            id: c.image,
            source: photoFor(c.image) ?? Buffer.from(productSvg(c.image)),
            spec: productImageSpec,
          })),
        ];
        const started = Date.now();
        const images = await renderArtwork(jobs, outDir, cacheDir, publicPath);
        const firstSlide = heroSlides[0]?.id ?? 'hero-dtf-printer';
        const firstJob = jobs.find((job) => job.id === firstSlide);
        const ogImage = await renderOgImage(
          firstJob?.source ?? Buffer.from(heroSvg(firstSlide)),
          heroImageSpec.width,
          outDir,
          publicPath,
          { brandName: siteConfig.brandName, tagline: brandTagline, kicker: ogKicker },
        );

        const logo = logoSvg(siteConfig.brandName);
        const logoFile = `static/image/logo.${hash(logo)}.svg`;
        writeFileSync(join(outDir, logoFile), logo);

        const pdf = await designGuidelinesPdf(siteConfig.brandName, siteConfig.siteUrl);
        const pdfName = faqs.find((f) => f.downloadLink)?.downloadLink?.fileName ?? 'design-guidelines.pdf';
        const pdfFile = `static/files/${pdfName.replace(/\.pdf$/, '')}.${hash(pdf)}.pdf`;
        writeFileSync(join(outDir, pdfFile), pdf);
        api.logger.info(
          `[marketing] generated ${jobs.length} images and the PDF in ${Date.now() - started} ms`,
        );

        const pick = (ids: string[]): ImageSet =>
          Object.fromEntries(ids.flatMap((id) => (images[id] ? [[id, images[id]]] : [])));
        const assets: MarketingAssets = {
          heroImages: pick(heroSlides.map((slide) => slide.id)),
          productImages: pick(productCategories.map((c) => c.image)),
          designGuidelinesPdf: `${publicPath}${pdfFile}`,
        };
        generated = { assets, ogImage, logo: `${publicPath}${logoFile}` };
        return mergeRsbuildConfig(config, {
          source: {
            define: {
              __MARKETING_HERO_IMAGES__: JSON.stringify(assets.heroImages),
              __MARKETING_HERO_ARE_PHOTOS__: JSON.stringify(heroSlides.every((slide) => photoFor(slide.id))),
              __MARKETING_PRODUCT_IMAGES__: JSON.stringify(assets.productImages),
              __MARKETING_DESIGN_GUIDELINES_PDF__: JSON.stringify(assets.designGuidelinesPdf),
            },
          },
          server: { publicDir: { name: outDir, copyOnBuild: true } },
        });
      });

      api.onAfterBuild(() => {
        if (!generated) return;
        const heads = buildRouteHeads({
          site: siteConfig,
          images: generated.assets.heroImages,
          ogImage: absolute(generated.ogImage),
          logo: absolute(generated.logo),
        });
        writeFileSync(
          join(api.context.rootPath, 'dist', 'route-head.json'),
          `${JSON.stringify(heads, null, 2)}\n`,
        );
      });
    },
  };
}
