import { analysePixels } from './analysePixels.ts';
import type { ByteFacts, FileFacts } from './facts.ts';
import { FileCheckError, isFileCheckError } from './fileCheckError.ts';

/** Pixels as a decoder hands them over: the file's size, and RGBA at the analysed size. */
export interface DecodedPixels {
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
  rgbaWidth: number;
  rgbaHeight: number;
  /** A vector (SVG): its width and height are its own units, not pixels. */
  vector?: boolean;
}

export type Decode = () => Promise<DecodedPixels>;

/** The facts of a file once its pixels are decoded (by sharp in tests, the browser in the page). */
export async function withPixels(byteFacts: ByteFacts, name: string, decode: Decode): Promise<FileFacts> {
  let decoded: DecodedPixels;
  try {
    decoded = await decode();
  } catch (error) {
    if (isFileCheckError(error)) throw error;
    throw new FileCheckError('undecodable');
  }
  const { width, height, rgba, rgbaWidth, rgbaHeight } = decoded;
  return {
    ...byteFacts,
    name,
    width,
    height,
    vector: decoded.vector === true,
    pixels: analysePixels(rgba, rgbaWidth, rgbaHeight),
    analysedAt: rgbaWidth < width && !decoded.vector ? { width: rgbaWidth, height: rgbaHeight } : null,
  };
}
