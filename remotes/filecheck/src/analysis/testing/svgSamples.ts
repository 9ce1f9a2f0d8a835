// SVG files for the preflight's tests (svgPreflight*.test.ts): markup wrapped as a file's bytes,
// a <use> bomb of any depth, an SVG as a data: URL, and the error code a preflight ends with.

export const bytes = (text: string) => new TextEncoder().encode(text);
export const svg = (body: string) =>
  bytes(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`);

/** Nested <use>: each level draws the level below ten times (10^depth shapes from a few bytes). */
export function nestedUse(depth: number): Uint8Array {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>';
  for (let level = 1; level <= depth; level++) {
    const uses = Array.from({ length: 10 }, () => `<use href="#l${level - 1}"/>`).join('');
    defs += `<g id="l${level}">${uses}</g>`;
  }
  return svg(`<defs>${defs}</defs><use href="#l${depth}"/>`);
}

/** What `run` ends with: 'ok', or the code of the error it throws. */
export const codeOf = (run: () => void) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

/** A data: URL of an SVG, base64 (as design tools embed one) or percent-encoded. */
export const dataSvg = (content: Uint8Array, encoding: 'base64' | 'percent' = 'base64') =>
  encoding === 'base64'
    ? `data:image/svg+xml;base64,${Buffer.from(content).toString('base64')}`
    : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new TextDecoder().decode(content))}`;
