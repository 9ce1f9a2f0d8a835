import { ink } from './palette.ts';
import { box, cap, foldedShirt, hoodie, rail, room, shadow, svgDocument, tote, tshirt } from './shapes.ts';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;
const FLOOR = 620;

// Each scene keeps its subject near the middle so portrait crops still show it.
function machineBody(x: number, y: number, w: number, h: number, fill: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/><rect x="${x + 20}" y="${y + h}" width="24" height="${FLOOR + 40 - y - h}" fill="${ink.charcoal}"/><rect x="${x + w - 44}" y="${y + h}" width="24" height="${FLOOR + 40 - y - h}" fill="${ink.charcoal}"/>`;
}

function panel(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="90" height="56" rx="8" fill="${ink.charcoal}"/><rect x="${x + 10}" y="${y + 10}" width="44" height="36" rx="4" fill="${ink.sky}"/><circle cx="${x + 72}" cy="${y + 20}" r="7" fill="${ink.teal}"/><circle cx="${x + 72}" cy="${y + 40}" r="7" fill="${ink.coral}"/>`;
}

const scenes: Record<string, () => string> = {
  'hero-dtf-printer': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    rail(80, 300, 300, [ink.coral, ink.navy, ink.teal, ink.mustard]) +
    shadow(800, 662, 420) +
    machineBody(420, 360, 760, 200, ink.light) +
    `<rect x="420" y="360" width="760" height="70" rx="18" fill="${ink.steel}"/>` +
    panel(1060, 450) +
    `<rect x="520" y="410" width="520" height="14" rx="7" fill="${ink.charcoal}"/>` +
    `<rect x="700" y="396" width="70" height="40" rx="6" fill="${ink.blue}"/>` +
    `<path d="M560 430 L1000 430 L1060 610 L620 610 Z" fill="${ink.white}"/>` +
    tshirt(640, 470, 90, ink.white, 'sun').replace('<path', '<path fill-opacity="0"') +
    `<circle cx="700" cy="520" r="34" fill="${ink.mustard}"/><circle cx="700" cy="520" r="20" fill="${ink.coral}"/>` +
    `<polygon points="830,490 842,515 870,518 848,536 855,562 830,548 805,562 812,536 790,518 818,515" fill="${ink.blue}"/>` +
    `<path d="M900 570 L940 510 L965 545 L985 525 L1010 570 Z" fill="${ink.teal}"/>` +
    `<rect x="1230" y="470" width="260" height="150" rx="10" fill="${ink.navy}"/>` +
    [ink.coral, ink.mustard, ink.teal, ink.blue]
      .map((c, i) => foldedShirt(1250, 420 - i * 44, 220, c))
      .join(''),

  'hero-heat-press': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    shadow(800, 660, 380) +
    `<rect x="460" y="470" width="680" height="40" rx="10" fill="${ink.charcoal}"/>` +
    `<rect x="500" y="510" width="40" height="150" fill="${ink.charcoal}"/><rect x="1060" y="510" width="40" height="150" fill="${ink.charcoal}"/>` +
    `<rect x="600" y="440" width="400" height="30" rx="8" fill="${ink.steel}"/>` +
    tshirt(640, 300, 320, ink.navy, 'mountain') +
    `<rect x="590" y="150" width="420" height="60" rx="12" fill="${ink.coral}"/>` +
    `<rect x="600" y="210" width="400" height="22" rx="6" fill="${ink.steel}"/>` +
    `<rect x="780" y="60" width="40" height="92" fill="${ink.charcoal}"/><rect x="700" y="40" width="260" height="34" rx="17" fill="${ink.charcoal}"/>` +
    `<path d="M660 250 q10 -20 0 -40 M800 250 q10 -20 0 -40 M940 250 q10 -20 0 -40" stroke="${ink.white}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
    [ink.white, ink.sky, ink.mustard, ink.teal, ink.coral]
      .map((c, i) => foldedShirt(1200, 580 - i * 42, 240, c))
      .join('') +
    [ink.navy, ink.plum, ink.white].map((c, i) => foldedShirt(150, 580 - i * 42, 240, c)).join(''),

  'hero-embroidery': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    shadow(800, 662, 520) +
    machineBody(260, 300, 1080, 260, ink.light) +
    `<rect x="260" y="300" width="1080" height="80" rx="18" fill="${ink.teal}"/>` +
    [0, 1, 2, 3]
      .map((i) => {
        const x = 330 + i * 250;
        const spools = [ink.coral, ink.mustard, ink.blue, ink.white, ink.plum]
          .map(
            (c, j) =>
              `<rect x="${x + j * 28}" y="230" width="20" height="50" rx="6" fill="${c}"/><rect x="${x + j * 28 + 8}" y="210" width="4" height="30" fill="${ink.steel}"/>`,
          )
          .join('');
        return `${spools}<rect x="${x + 40}" y="380" width="70" height="60" rx="8" fill="${ink.steel}"/><rect x="${x + 70}" y="440" width="10" height="30" fill="${ink.charcoal}"/>${cap(x + 5, 440, 150, [ink.navy, ink.coral, ink.charcoal, ink.mustard][i] as string, 'badge')}`;
      })
      .join('') +
    panel(1220, 470),

  'hero-screen-printing': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    shadow(800, 700, 560) +
    `<ellipse cx="800" cy="560" rx="560" ry="130" fill="${ink.steel}" fill-opacity=".35"/>` +
    `<rect x="770" y="380" width="60" height="300" fill="${ink.charcoal}"/><circle cx="800" cy="380" r="70" fill="${ink.charcoal}"/>` +
    [
      [330, 520, ink.white],
      [560, 600, ink.mustard],
      [1040, 600, ink.sky],
      [1270, 520, ink.coral],
      [560, 430, ink.teal],
      [1040, 430, ink.navy],
    ]
      .map(([x, y, c]) => {
        const cx = Number(x);
        const cy = Number(y);
        return `<path d="M800 380 L${cx} ${cy}" stroke="${ink.charcoal}" stroke-width="14"/><rect x="${cx - 90}" y="${cy - 40}" width="180" height="80" rx="10" fill="${ink.light}"/>${tshirt(cx - 60, cy - 70, 120, c as string, cy > 500 ? 'star' : 'none')}`;
      })
      .join('') +
    `<rect x="700" y="240" width="200" height="100" rx="8" fill="${ink.mustard}"/><rect x="720" y="258" width="160" height="64" fill="${ink.white}" fill-opacity=".7"/><rect x="740" y="300" width="120" height="10" rx="5" fill="${ink.coral}"/>`,

  'hero-uv-flatbed': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    shadow(800, 662, 520) +
    machineBody(300, 470, 1000, 110, ink.charcoal) +
    `<rect x="330" y="450" width="940" height="30" rx="6" fill="${ink.steel}"/>` +
    tote(420, 300, 200, ink.kraft, 'wave') +
    tote(700, 300, 200, ink.white, 'sun') +
    tote(980, 300, 200, ink.navy, 'star') +
    `<rect x="300" y="170" width="1000" height="40" rx="12" fill="${ink.light}"/><rect x="300" y="170" width="26" height="300" fill="${ink.light}"/><rect x="1274" y="170" width="26" height="300" fill="${ink.light}"/>` +
    `<rect x="760" y="200" width="120" height="80" rx="10" fill="${ink.blue}"/>` +
    `<path d="M770 280 L740 420 L900 420 L870 280 Z" fill="${ink.plum}" fill-opacity=".35"/>` +
    panel(1180, 500),

  'hero-laser': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    shadow(800, 662, 440) +
    `<rect x="380" y="200" width="840" height="380" rx="20" fill="${ink.navy}"/>` +
    `<rect x="440" y="250" width="600" height="270" rx="12" fill="${ink.charcoal}"/>` +
    `<rect x="460" y="270" width="560" height="230" rx="8" fill="${ink.sky}" fill-opacity=".25"/>` +
    `<rect x="470" y="300" width="540" height="14" rx="7" fill="${ink.steel}"/><rect x="690" y="290" width="60" height="40" rx="6" fill="${ink.light}"/>` +
    `<path d="M720 330 L720 420" stroke="${ink.coral}" stroke-width="5"/><circle cx="720" cy="424" r="9" fill="${ink.mustard}"/>` +
    `<rect x="630" y="410" width="180" height="70" rx="16" fill="${ink.kraft}"/><rect x="650" y="428" width="100" height="12" rx="6" fill="${ink.kraftDark}"/><rect x="650" y="450" width="70" height="12" rx="6" fill="${ink.kraftDark}"/>` +
    panel(1080, 280) +
    `<rect x="1090" y="380" width="80" height="140" rx="8" fill="${ink.steel}"/>` +
    `<rect x="420" y="580" width="30" height="80" fill="${ink.charcoal}"/><rect x="1150" y="580" width="30" height="80" fill="${ink.charcoal}"/>` +
    cap(1260, 470, 190, ink.teal, 'badge') +
    cap(160, 470, 190, ink.mustard, 'badge'),

  'hero-production-floor': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    rail(120, 260, 420, [ink.coral, ink.white, ink.navy, ink.teal, ink.mustard]) +
    rail(620, 260, 420, [ink.plum, ink.sky, ink.charcoal, ink.coral], 'hoodie') +
    rail(1120, 260, 380, [ink.mustard, ink.blue, ink.white, ink.teal]) +
    shadow(800, 760, 600) +
    `<rect x="520" y="600" width="560" height="130" rx="14" fill="${ink.steel}"/><rect x="540" y="730" width="30" height="60" fill="${ink.charcoal}"/><rect x="1030" y="730" width="30" height="60" fill="${ink.charcoal}"/>` +
    [ink.coral, ink.navy, ink.white, ink.mustard]
      .map((c, i) => foldedShirt(560 + i * 125, 640, 110, c))
      .join('') +
    hoodie(1180, 560, 160, ink.blue, 'badge'),

  'hero-shipping': () =>
    room(HERO_WIDTH, HERO_HEIGHT, FLOOR) +
    shadow(700, 700, 620) +
    `<rect x="80" y="560" width="1040" height="40" rx="20" fill="${ink.charcoal}"/>` +
    Array.from(
      { length: 13 },
      (_, i) => `<circle cx="${110 + i * 80}" cy="580" r="12" fill="${ink.steel}"/>`,
    ).join('') +
    `<rect x="120" y="600" width="24" height="90" fill="${ink.charcoal}"/><rect x="1060" y="600" width="24" height="90" fill="${ink.charcoal}"/>` +
    box(160, 440, 170, 120) +
    box(420, 400, 210, 160) +
    box(720, 450, 160, 110) +
    box(960, 420, 150, 140) +
    `<rect x="1160" y="330" width="380" height="300" rx="16" fill="${ink.white}"/><rect x="1160" y="330" width="380" height="60" rx="16" fill="${ink.blue}"/>` +
    `<rect x="1190" y="420" width="150" height="140" rx="8" fill="${ink.sky}" fill-opacity=".6"/>` +
    `<circle cx="1240" cy="650" r="48" fill="${ink.charcoal}"/><circle cx="1240" cy="650" r="20" fill="${ink.steel}"/><circle cx="1460" cy="650" r="48" fill="${ink.charcoal}"/><circle cx="1460" cy="650" r="20" fill="${ink.steel}"/>` +
    `<path d="M1370 470 l60 0 l-20 -20 M1430 470 l-20 20" stroke="${ink.coral}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
};

export const heroArtIds = Object.keys(scenes);

/** The SVG source of one hero slide, by slide id (src/content/heroSlides.ts). */
export function heroSvg(id: string): string {
  const scene = scenes[id];
  if (!scene) throw new Error(`No hero artwork for ${id}`);
  return svgDocument(HERO_WIDTH, HERO_HEIGHT, scene());
}
