import { ink } from './palette.ts';

/** The brand mark as a standalone SVG file (organisation JSON-LD logo), in the light-theme colours. */
export function logoSvg(brandName: string): string {
  const name = brandName.split(' ')[0] ?? brandName;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="56" viewBox="0 0 260 56"><title>${name} logo</title><path fill="#0a57a8" d="M15 9l9-4h6a6 6 0 0 0 12 0h6l9 4 9 11-10 6-5-4v30H21V22l-5 4-10-6z"/><circle cx="36" cy="29" r="7" fill="#b3361b"/><text x="76" y="37" fill="${ink.charcoal}" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="27" font-weight="700">${name.replace(/[<&>]/g, '')}</text></svg>`;
}
