import type { ByteFacts, FileFacts } from './facts.ts';
import { inspectBytes } from './inspectBytes.ts';
import { type DecodedPixels, withPixels } from './withPixels.ts';

/** Bytes to facts in one go: what the worker does for raster files and the tests do for samples. */
export async function measureFile(
  bytes: Uint8Array,
  name: string,
  decode: (byteFacts: ByteFacts) => Promise<DecodedPixels>,
): Promise<FileFacts> {
  const byteFacts = await inspectBytes(bytes);
  return withPixels(byteFacts, name, () => decode(byteFacts));
}
