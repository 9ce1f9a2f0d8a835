// The file check's worker: reads the bytes, decodes and measures pixels off the main thread,
// so a 50-megapixel file never holds the page. Nothing here makes a request.
import { expose } from 'comlink';
import { decodeInWorker } from './decodeInWorker.ts';
import type { ByteFacts, FileFacts } from './facts.ts';
import type { FileCheckErrorCode } from './fileCheckError.ts';
import { isFileCheckError } from './fileCheckError.ts';
import { inspectBytes } from './inspectBytes.ts';
import { withPixels } from './withPixels.ts';

/** Errors do not keep their fields across postMessage, so the outcome is plain data. */
export type WorkerAnswer =
  | { ok: true; facts: FileFacts; preview: Blob }
  /** An SVG: its pixels are drawn on the main thread (workers cannot decode SVG). */
  | { ok: true; svg: ByteFacts }
  | { ok: false; code: FileCheckErrorCode };

const api = {
  async check(file: File): Promise<WorkerAnswer> {
    try {
      const byteFacts = await inspectBytes(new Uint8Array(await file.arrayBuffer()));
      if (byteFacts.kind === 'svg') return { ok: true, svg: byteFacts };
      let preview: Blob | null = null;
      const facts = await withPixels(byteFacts, file.name, async () => {
        const decoded = await decodeInWorker(file);
        preview = decoded.preview;
        return decoded;
      });
      if (!preview) return { ok: false, code: 'undecodable' };
      return { ok: true, facts, preview };
    } catch (error) {
      return { ok: false, code: isFileCheckError(error) ? error.code : 'undecodable' };
    }
  },
};

export type AnalysisWorkerApi = typeof api;

expose(api);
