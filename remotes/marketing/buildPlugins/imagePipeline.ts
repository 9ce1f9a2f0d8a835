// Build step: renders SVG artwork to responsive AVIF + WebP with content-hashed names
// (served with immutable caching under static/). Renders are cached by input hash, so
// only changed artwork is encoded again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { GeneratedImage, ImageSource } from '../src/assets/generatedAssets.ts';
import type { ImageSpec } from '../src/content/imageSpecs.ts';
import { OG_HEIGHT, OG_PANEL_WIDTH, OG_WIDTH, ogCardSvg } from './ogCard.ts';

type Sharp = ReturnType<typeof sharp>;

export interface ArtworkJob {
  id: string;
  /** SVG artwork, or a photo (JPEG/PNG/WebP) dropped into artwork/photos/. */
  source: Buffer;
  spec: ImageSpec;
}

const formats = [
  { type: 'image/avif', ext: 'avif', encode: (s: Sharp) => s.avif({ quality: 55, effort: 2 }) },
  { type: 'image/webp', ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 80, effort: 5 }) },
] as const;

// Bump when encoder settings change: the render cache is keyed by it.
const PIPELINE_VERSION = '2';
const hash = (data: string | Buffer, length = 10): string =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

/** Rasterises SVG at `width` pixels wide, crisp (density scales the vector, not the bitmap). */
export function rasterise(source: Buffer, sourceWidth: number, width: number): Sharp {
  // density only affects vector input; photos are simply resized.
  return sharp(source, { density: Math.ceil((72 * width) / sourceWidth) }).resize({ width });
}

async function encodeCached(
  cacheDir: string,
  job: ArtworkJob,
  width: number,
  format: (typeof formats)[number],
): Promise<Buffer> {
  const key = hash(`${PIPELINE_VERSION}|${format.ext}|${width}|${hash(job.source, 64)}`, 20);
  const cached = join(cacheDir, `${key}.${format.ext}`);
  if (existsSync(cached)) return readFileSync(cached);
  const height = Math.round((width * job.spec.height) / job.spec.width);
  // A photo of another shape is cropped to the artwork's aspect ratio, centred.
  const image = sharp(job.source, { density: Math.ceil((72 * width) / job.spec.width) }).resize({
    width,
    height,
    fit: 'cover',
  });
  const data = await format.encode(image).toBuffer();
  writeFileSync(cached, data);
  return data;
}

/**
 * Writes every rendition into `outDir/static/image/` and returns, per artwork id, the
 * srcsets and fallback src as URLs under `publicPath`.
 */
export async function renderArtwork(
  jobs: readonly ArtworkJob[],
  outDir: string,
  cacheDir: string,
  publicPath: string,
): Promise<Record<string, GeneratedImage>> {
  mkdirSync(join(outDir, 'static', 'image'), { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const manifest: Record<string, GeneratedImage> = {};
  for (const job of jobs) {
    const sources: ImageSource[] = [];
    let fallback = '';
    for (const format of formats) {
      const candidates: string[] = [];
      // Widths encode in parallel (sharp runs them on libuv's thread pool).
      const encoded = await Promise.all(
        job.spec.widths.map((width) => encodeCached(cacheDir, job, width, format)),
      );
      for (const [i, width] of job.spec.widths.entries()) {
        const data = encoded[i] as Buffer;
        const file = `static/image/${job.id}-${width}.${hash(data)}.${format.ext}`;
        writeFileSync(join(outDir, file), data);
        candidates.push(`${publicPath}${file} ${width}w`);
        // A mid-size WebP for the rare browser without <picture> support.
        if (format.ext === 'webp' && width <= 1024) fallback = `${publicPath}${file}`;
      }
      sources.push({ type: format.type, srcSet: candidates.join(', ') });
    }
    manifest[job.id] = { width: job.spec.width, height: job.spec.height, src: fallback, sources };
  }
  return manifest;
}

/** A 1200 x 630 PNG for link previews (og:image): brand name and tagline beside one artwork. */
export async function renderOgImage(
  source: Buffer,
  sourceWidth: number,
  outDir: string,
  publicPath: string,
  card: { brandName: string; tagline: string; kicker: string },
): Promise<string> {
  const artWidth = OG_WIDTH - OG_PANEL_WIDTH;
  const art = await rasterise(source, sourceWidth, OG_WIDTH)
    .resize({ width: artWidth, height: OG_HEIGHT, fit: 'cover' })
    .png()
    .toBuffer();
  const data = await sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: art, left: OG_PANEL_WIDTH, top: 0 },
      { input: Buffer.from(ogCardSvg(card.brandName, card.tagline, card.kicker)), left: 0, top: 0 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const file = `static/image/og-image.${hash(data)}.png`;
  writeFileSync(join(outDir, file), data);
  return `${publicPath}${file}`;
}
