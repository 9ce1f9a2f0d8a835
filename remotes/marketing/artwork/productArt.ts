import { ink } from './palette.ts';
import { bodysuit, cap, foldedShirt, hoodie, shadow, svgDocument, tote, tshirt } from './shapes.ts';

export const PRODUCT_WIDTH = 800;
export const PRODUCT_HEIGHT = 600;

// A table-top still life per category, in the hero scenes' palette.
function backdrop(tint: string): string {
  return `<rect width="800" height="600" fill="${ink.wall}"/><circle cx="400" cy="270" r="230" fill="${tint}" fill-opacity=".35"/><rect y="470" width="800" height="130" fill="${ink.floor}"/>`;
}

const stills: Record<string, () => string> = {
  'product-tshirts': () =>
    backdrop(ink.sky) +
    shadow(400, 480, 300) +
    [ink.navy, ink.teal, ink.mustard, ink.white]
      .map((c, i) => foldedShirt(90, 430 - i * 44, 220, c))
      .join('') +
    tshirt(330, 110, 360, ink.coral, 'sun'),
  'product-hoodies': () =>
    backdrop(ink.mustard) +
    shadow(400, 480, 320) +
    hoodie(110, 110, 340, ink.navy, 'badge') +
    tshirt(450, 170, 270, ink.teal, 'mountain').replace(/M30 4 L40 0/, 'M30 4 L40 0'),
  'product-baby': () =>
    backdrop(ink.coral) +
    shadow(400, 480, 280) +
    bodysuit(150, 150, 260, ink.white, 'star') +
    tshirt(430, 200, 220, ink.sky, 'star'),
  'product-hats': () =>
    backdrop(ink.teal) +
    shadow(400, 480, 320) +
    tote(420, 110, 330, ink.kraft, 'wave') +
    cap(70, 230, 330, ink.navy, 'badge'),
};

export const productArtIds = Object.keys(stills);

export function productSvg(id: string): string {
  const still = stills[id];
  if (!still) throw new Error(`No product artwork for ${id}`);
  return svgDocument(PRODUCT_WIDTH, PRODUCT_HEIGHT, still());
}
