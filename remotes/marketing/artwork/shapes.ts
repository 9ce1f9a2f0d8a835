import { ink } from './palette.ts';

// Garments and props drawn in a 100 x 100 box, placed with translate + scale.
const place = (x: number, y: number, size: number, body: string): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${body}</g>`;

export type Print = 'sun' | 'star' | 'mountain' | 'wave' | 'badge' | 'none';

/** A small design printed on a garment, centred at (cx, cy) in the garment's 100-unit box. */
export function printMark(kind: Print, cx: number, cy: number, r: number): string {
  switch (kind) {
    case 'sun':
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${ink.mustard}"/>${[
        0, 45, 90, 135, 180, 225, 270, 315,
      ]
        .map(
          (a) =>
            `<rect x="${cx - r * 0.07}" y="${cy - r}" width="${r * 0.14}" height="${r * 0.3}" rx="${r * 0.07}" fill="${ink.coral}" transform="rotate(${a} ${cx} ${cy})"/>`,
        )
        .join('')}`;
    case 'star': {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? r : r * 0.45;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${pts.join(' ')}" fill="${ink.mustard}"/>`;
    }
    case 'mountain':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink.sky}"/><path d="M${cx - r} ${cy + r * 0.5} L${cx - r * 0.3} ${cy - r * 0.4} L${cx + r * 0.1} ${cy + r * 0.1} L${cx + r * 0.45} ${cy - r * 0.2} L${cx + r} ${cy + r * 0.5} Z" fill="${ink.teal}"/>`;
    case 'wave':
      return `<rect x="${cx - r}" y="${cy - r * 0.7}" width="${r * 2}" height="${r * 1.4}" rx="${r * 0.3}" fill="${ink.blue}"/><path d="M${cx - r} ${cy + r * 0.1} q${r * 0.5} ${-r * 0.5} ${r} 0 t${r} 0 v${r * 0.6} h${-r * 2} Z" fill="${ink.sky}"/>`;
    case 'badge':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink.coral}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="${ink.white}" stroke-width="${r * 0.14}"/>`;
    default:
      return '';
  }
}

export function tshirt(x: number, y: number, size: number, fill: string, print: Print = 'none'): string {
  return place(
    x,
    y,
    size,
    `<path d="M30 4 L40 0 Q50 9 60 0 L70 4 L100 22 L89 42 L76 35 L76 100 L24 100 L24 35 L11 42 L0 22 Z" fill="${fill}"/><path d="M40 0 Q50 9 60 0" fill="none" stroke="${ink.charcoal}" stroke-opacity=".25" stroke-width="2"/>${printMark(print, 50, 52, 15)}`,
  );
}

/** A pullover hoodie: hood up behind the neck with its face opening, drawstrings and a pouch pocket. */
export function hoodie(x: number, y: number, size: number, fill: string, print: Print = 'none'): string {
  const shade = `fill="${ink.charcoal}" fill-opacity`;
  return place(
    x,
    y,
    size,
    `<path d="M27 18 L73 18 L98 70 L85 76 L75 48 L75 100 L25 100 L25 48 L15 76 L2 70 Z" fill="${fill}"/>` +
      `<path d="M27 26 Q24 -2 50 -2 Q76 -2 73 26 Q50 34 27 26 Z" fill="${fill}"/>` +
      `<path d="M27 26 Q24 -2 50 -2 Q76 -2 73 26 Q50 34 27 26 Z" ${shade}=".12"/>` +
      `<path d="M37 25 Q37 7 50 7 Q63 7 63 25 Q50 29 37 25 Z" ${shade}=".45"/>` +
      `<path d="M45 28 V40 M55 28 V40" stroke="${ink.white}" stroke-opacity=".85" stroke-width="1.6" stroke-linecap="round"/>` +
      `<path d="M33 86 L36 74 H64 L67 86 Z" ${shade}=".15"/>${printMark(print, 50, 56, 11)}`,
  );
}

export function cap(x: number, y: number, size: number, fill: string, print: Print = 'none'): string {
  return place(
    x,
    y,
    size,
    `<path d="M8 62 Q8 18 50 18 Q88 18 90 62 Z" fill="${fill}"/><path d="M50 62 L100 62 Q100 74 64 72 L50 70 Z" fill="${fill}"/><path d="M50 62 L100 62" stroke="${ink.charcoal}" stroke-opacity=".3" stroke-width="2"/><circle cx="50" cy="19" r="3" fill="${ink.charcoal}" fill-opacity=".4"/>${printMark(print, 46, 42, 11)}`,
  );
}

export function tote(x: number, y: number, size: number, fill: string, print: Print = 'none'): string {
  return place(
    x,
    y,
    size,
    `<path d="M32 30 Q32 2 50 2 Q68 2 68 30" fill="none" stroke="${fill}" stroke-width="6"/><rect x="14" y="28" width="72" height="72" rx="4" fill="${fill}"/>${printMark(print, 50, 64, 18)}`,
  );
}

export function bodysuit(x: number, y: number, size: number, fill: string, print: Print = 'none'): string {
  return place(
    x,
    y,
    size,
    `<path d="M32 2 Q50 12 68 2 L94 16 L84 33 L72 27 L72 78 Q62 100 50 100 Q38 100 28 78 L28 27 L16 33 L6 16 Z" fill="${fill}"/>${printMark(print, 50, 48, 13)}`,
  );
}

/** A folded shirt seen from the front: a rounded rectangle with a collar notch. */
export function foldedShirt(x: number, y: number, w: number, fill: string): string {
  const h = w * 0.28;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.2}" fill="${fill}"/><path d="M${x + w * 0.4} ${y} Q${x + w * 0.5} ${y + h * 0.45} ${x + w * 0.6} ${y}" fill="${ink.charcoal}" fill-opacity=".2"/>`;
}

export function box(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${ink.kraft}"/><rect x="${x}" y="${y}" width="${w}" height="${h * 0.18}" fill="${ink.kraftDark}"/><rect x="${x + w * 0.44}" y="${y}" width="${w * 0.12}" height="${h}" fill="${ink.kraftDark}" fill-opacity=".45"/><rect x="${x + w * 0.1}" y="${y + h * 0.45}" width="${w * 0.3}" height="${h * 0.25}" fill="${ink.white}"/>`;
}

/** Room: a wall, a floor and a window band, the shared backdrop of every scene. */
export function room(width: number, height: number, floorY: number): string {
  const windows = Array.from({ length: Math.ceil(width / 260) }, (_, i) => {
    const x = 40 + i * 260;
    return `<rect x="${x}" y="70" width="200" height="150" rx="10" fill="${ink.sky}" fill-opacity=".55"/><rect x="${x + 97}" y="70" width="6" height="150" fill="${ink.wall}"/>`;
  }).join('');
  const lines = Array.from({ length: 8 }, (_, i) => {
    const x = (width / 8) * i + width / 16;
    return `<path d="M${x} ${floorY} L${x + (x - width / 2) * 0.6} ${height}" stroke="${ink.floorLine}" stroke-width="3"/>`;
  }).join('');
  return `<rect width="${width}" height="${height}" fill="${ink.wall}"/>${windows}<rect y="${floorY - 24}" width="${width}" height="24" fill="${ink.wallShade}"/><rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${ink.floor}"/>${lines}`;
}

/** A soft shadow ellipse under an object on the floor. */
export function shadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.08}" fill="${ink.charcoal}" fill-opacity=".18"/>`;
}

/** A clothes rail with hanging garments. */
export function rail(
  x: number,
  y: number,
  width: number,
  fills: readonly string[],
  kind: 'tee' | 'hoodie' = 'tee',
): string {
  const step = width / fills.length;
  const garments = fills
    .map((fill, i) => {
      const gx = x + i * step + step * 0.05;
      const hanger = `<path d="M${gx + step * 0.45} ${y + 4} q0 -14 10 -14" fill="none" stroke="${ink.steel}" stroke-width="3"/>`;
      return (
        hanger + (kind === 'tee' ? tshirt(gx, y + 6, step * 0.9, fill) : hoodie(gx, y + 6, step * 0.9, fill))
      );
    })
    .join('');
  return `<rect x="${x - 10}" y="${y - 12}" width="${width + 20}" height="8" rx="4" fill="${ink.charcoal}"/><rect x="${x - 10}" y="${y - 12}" width="8" height="${step * 1.6 + 40}" fill="${ink.charcoal}"/><rect x="${x + width + 2}" y="${y - 12}" width="8" height="${step * 1.6 + 40}" fill="${ink.charcoal}"/>${garments}`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
