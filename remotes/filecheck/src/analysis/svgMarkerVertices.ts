// Where markers are drawn: every vertex of a shape, so a marker costs one draw per vertex.
import type { Element } from './svgElements.ts';

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** Vertices a marker can be drawn at: about one per coordinate pair. */
export function verticesOf(element: Element): number {
  if (element.name === 'line') return 2;
  const data = element.geometry;
  if (!data) return 0;
  // Numbers, counted where one starts: a digit or a point not inside a number or an exponent.
  let numbers = 0;
  let previous = 0;
  for (let at = 0; at < data.length; at++) {
    const code = data.charCodeAt(at);
    if (
      (isDigit(code) || code === 0x2e) &&
      !isDigit(previous) &&
      previous !== 0x2e &&
      (previous | 0x20) !== 0x65
    )
      numbers++;
    previous = code;
  }
  return Math.ceil(numbers / 2) + 1;
}
