// Squared Euclidean distance transform in linear time (Felzenszwalb & Huttenlocher, "Distance
// Transforms of Sampled Functions"): one pass down the columns, one along the rows.

const FAR = 1e20;

/** The lower envelope of parabolas: squared distances along one line of f, written to d. */
function transformLine(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  const cross = (q: number, p: number) => ((f[q] ?? FAR) + q * q - ((f[p] ?? FAR) + p * p)) / (2 * q - 2 * p);
  let k = 0;
  v[0] = 0;
  z[0] = Number.NEGATIVE_INFINITY;
  z[1] = Number.POSITIVE_INFINITY;
  for (let q = 1; q < n; q++) {
    let s = cross(q, v[k] ?? 0);
    while (s <= (z[k] ?? Number.NEGATIVE_INFINITY)) {
      k--;
      s = cross(q, v[k] ?? 0);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Number.POSITIVE_INFINITY;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] ?? Number.POSITIVE_INFINITY) < q) k++;
    const vk = v[k] ?? 0;
    d[q] = (q - vk) * (q - vk) + (f[vk] ?? FAR);
  }
}

/**
 * For every pixel, the squared distance to the nearest pixel where `sites` is 1 (pixel centres).
 * With no site at all, every distance is huge.
 */
export function squaredDistanceToSites(sites: Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const longest = Math.max(width, height);
  const f = new Float64Array(longest);
  const d = new Float64Array(longest);
  const v = new Int32Array(longest);
  const z = new Float64Array(longest + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = sites[y * width + x] ? 0 : FAR;
    transformLine(f, height, d, v, z);
    for (let y = 0; y < height; y++) out[y * width + x] = d[y] ?? FAR;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = out[row + x] ?? FAR;
    transformLine(f, width, d, v, z);
    for (let x = 0; x < width; x++) out[row + x] = d[x] ?? FAR;
  }
  return out;
}
