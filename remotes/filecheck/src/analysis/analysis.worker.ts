// The file check's worker: reads the bytes, decodes and measures pixels, finds thin lines and
// gaps, and makes the fixed files, all off the main thread, so a 50-megapixel file never holds
// the page. Nothing here makes a request.
import { expose } from 'comlink';
import { decodeInWorker, firstLookInWorker, openBitmap, regionReader } from './decodeInWorker.ts';
import type { DetailAnswer } from './details.ts';
import type { ByteFacts, FileFacts } from './facts.ts';
import type { FileCheckErrorCode } from './fileCheckError.ts';
import { isFileCheckError } from './fileCheckError.ts';
import { fixInWorker } from './fixes/fixInWorker.ts';
import type { FixRequest } from './fixes/fixKinds.ts';
import { inspectBytes } from './inspectBytes.ts';
import { measureDetails } from './measureDetails.ts';
import { paintOverlay } from './paintOverlay.ts';
import { withExactArt } from './refineArtBounds.ts';
import { svgPreflight } from './svgPreflight.ts';
import { type DecodedPixels, type Measured, measureDecoded } from './withPixels.ts';

/** Errors do not keep their fields across postMessage, so the outcome is plain data. */
export type WorkerAnswer =
  | { ok: true; facts: FileFacts; preview: Blob; session: number }
  /** An SVG that passed its limits: the page draws it (workers cannot decode SVG). */
  | { ok: true; svg: ByteFacts }
  | { ok: false; code: FileCheckErrorCode };

/** A large file's figures from a small copy, before its exact ones: no session, no fixes yet. */
export interface FirstLookAnswer {
  facts: FileFacts;
  preview: Blob;
}

export type SvgAnswer =
  | { ok: true; facts: FileFacts; session: number }
  | { ok: false; code: FileCheckErrorCode };

export type FixAnswer = { ok: true; file: Blob } | { ok: false; code: FileCheckErrorCode };

/** The file being checked: what the details and fixes work from. Only the latest is kept. */
interface Session {
  id: number;
  file: Blob;
  facts: FileFacts;
  rgba: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  art: Uint8Array;
  preview: { width: number; height: number };
}

let session: Session | null = null;
let sessions = 0;

/** Keeps a measured file as the one session (the one before is dropped) and returns its id. */
function keepSession(
  file: Blob,
  { facts, decoded, measured }: Measured,
  preview: { width: number; height: number },
): number {
  sessions += 1;
  session = {
    id: sessions,
    file,
    facts,
    rgba: decoded.rgba,
    width: decoded.rgbaWidth,
    height: decoded.rgbaHeight,
    art: measured.art,
    preview,
  };
  return sessions;
}

const codeOf = (error: unknown): FileCheckErrorCode => (isFileCheckError(error) ? error.code : 'undecodable');

const api = {
  /**
   * Checks a file. A large raster file is looked at first on a small copy of the one decoded
   * image, and `firstLook` hears those figures (labelled as such by the page) while every pixel
   * is measured for the answer.
   */
  async check(file: File, firstLook?: (answer: FirstLookAnswer) => void): Promise<WorkerAnswer> {
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const byteFacts = await inspectBytes(bytes);
      if (byteFacts.kind === 'svg') {
        svgPreflight(bytes);
        return { ok: true, svg: byteFacts };
      }
      let bitmap: ImageBitmap;
      try {
        bitmap = await openBitmap(file);
      } catch {
        return { ok: false, code: 'undecodable' };
      }
      try {
        const quick = firstLook ? firstLookInWorker(bitmap) : null;
        if (firstLook && quick) {
          const decoded = await quick;
          const { facts } = await measureDecoded(byteFacts, file.name, async () => decoded);
          const answer = { facts: withExactArt(facts, regionReader(bitmap)), preview: decoded.preview };
          // A message to the page; nothing here waits for its answer.
          Promise.resolve(firstLook(answer)).catch(() => undefined);
        }
        const decoded = await decodeInWorker(bitmap);
        const result = await measureDecoded(byteFacts, file.name, async () => decoded);
        const id = keepSession(file, result, { width: decoded.previewWidth, height: decoded.previewHeight });
        return { ok: true, facts: result.facts, preview: decoded.preview, session: id };
      } finally {
        bitmap.close();
      }
    } catch (error) {
      return { ok: false, code: codeOf(error) };
    }
  },

  /**
   * An SVG the page has drawn (workers cannot): its pixels are measured here, off the page's
   * thread, and kept for the line and gap checks.
   */
  async measureSvg(
    file: Blob,
    byteFacts: ByteFacts,
    name: string,
    decoded: DecodedPixels,
  ): Promise<SvgAnswer> {
    try {
      const result = await measureDecoded(byteFacts, name, async () => decoded);
      const id = keepSession(file, result, { width: decoded.rgbaWidth, height: decoded.rgbaHeight });
      return { ok: true, facts: result.facts, session: id };
    } catch (error) {
      return { ok: false, code: codeOf(error) };
    }
  },

  /** Thin lines, narrow gaps and soft pixels at a print width; null when the file was replaced. */
  async details(id: number, printWidthIn: number): Promise<DetailAnswer | null> {
    const current = session;
    if (!current || current.id !== id) return null;
    const marks = measureDetails(
      current.facts,
      current.rgba,
      current.width,
      current.height,
      current.art,
      printWidthIn,
    );
    const { width, height } = current.preview;
    const anything = marks.figures.lines.areas + marks.figures.gaps.areas + marks.figures.softPixels > 0;
    if (!anything) return { figures: marks.figures, overlay: null };
    const pixels = paintOverlay(marks, current.width, current.height, width, height);
    const canvas = new OffscreenCanvas(width, height);
    canvas
      .getContext('2d')
      ?.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    return { figures: marks.figures, overlay: await canvas.convertToBlob({ type: 'image/png' }) };
  },

  async fix(id: number, request: FixRequest): Promise<FixAnswer> {
    const current = session;
    if (!current || current.id !== id) return { ok: false, code: 'fix-stale' };
    try {
      return { ok: true, file: await fixInWorker(current.file, current.facts, request) };
    } catch (error) {
      return { ok: false, code: codeOf(error) };
    }
  },
};

export type AnalysisWorkerApi = typeof api;

expose(api);
