import { type MeasuredPixels, measurePixels } from './analysePixels.ts';
import { scaleBox } from './artBounds.ts';
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

/** The facts, and what the detail checks and fixes reuse: the decoded pixels and the art mask. */
export interface Measured {
  facts: FileFacts;
  decoded: DecodedPixels;
  measured: MeasuredPixels;
}

/** The facts of a file once its pixels are decoded (by sharp in tests, the browser in the page). */
export async function measureDecoded(byteFacts: ByteFacts, name: string, decode: Decode): Promise<Measured> {
  let decoded: DecodedPixels;
  try {
    decoded = await decode();
  } catch (error) {
    if (isFileCheckError(error)) throw error;
    throw new FileCheckError('undecodable');
  }
  const { width, height, rgba, rgbaWidth, rgbaHeight } = decoded;
  const measured = measurePixels(rgba, rgbaWidth, rgbaHeight);
  const analysed = { width: rgbaWidth, height: rgbaHeight };
  const facts: FileFacts = {
    ...byteFacts,
    name,
    width,
    height,
    vector: decoded.vector === true,
    pixels: measured.stats,
    analysedAt: rgbaWidth < width && !decoded.vector ? analysed : null,
    art: measured.bounds ? scaleBox(measured.bounds, analysed, { width, height }) : null,
  };
  return { facts, decoded, measured };
}

export async function withPixels(byteFacts: ByteFacts, name: string, decode: Decode): Promise<FileFacts> {
  return (await measureDecoded(byteFacts, name, decode)).facts;
}
