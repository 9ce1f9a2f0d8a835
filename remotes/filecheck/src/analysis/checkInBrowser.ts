// The page's one door to the analysis, imported as the tool's own code arrives (the visitor has
// reached for it), so the worker, comlink, file-type and exifr stay out of the page's first load.
import { proxy, type Remote, transfer, wrap } from 'comlink';
import type { AnalysisWorkerApi, FirstLookAnswer } from './analysis.worker.ts';
import { decodeSvg } from './decodeSvg.ts';
import type { DetailFigures } from './details.ts';
import type { FileFacts } from './facts.ts';
import { FileCheckError } from './fileCheckError.ts';
import { type FixRequest, fixedFileName } from './fixes/fixKinds.ts';
import type { DecodedPixels } from './withPixels.ts';

let worker: Remote<AnalysisWorkerApi> | null = null;
/** Rejects when the worker script cannot load or start, so a check never waits forever. */
let workerFailed: Promise<never> = new Promise(() => undefined);

function analysisWorker(): Remote<AnalysisWorkerApi> {
  if (worker) return worker;
  // A self-contained bundle under the remote's public path (/remotes/filecheck/static/js/),
  // built and hashed by buildPlugins/analysisWorkerPlugin.ts, which says why it is built apart.
  const script = new Worker(process.env.FILECHECK_WORKER_URL ?? '', { name: 'filecheck-analysis' });
  workerFailed = new Promise<never>((_, reject) => {
    script.addEventListener(
      'error',
      () => {
        worker = null;
        reject(new FileCheckError('unavailable'));
      },
      { once: true },
    );
  });
  workerFailed.catch(() => undefined);
  worker = wrap<AnalysisWorkerApi>(script);
  return worker;
}

export interface CheckedFile {
  facts: FileFacts;
  /** A blob: URL of the design for the preview (the worker's small PNG, or the SVG itself). */
  previewUrl: string;
  /** The worker's handle on this file for its line and gap figures and its fixes. */
  session: number | null;
  /**
   * Figures from a small copy of a large file, shown while every pixel is measured: close, not
   * exact, and the page says so. No session: lines, gaps and fixes wait for the exact figures.
   */
  firstLook: boolean;
}

/** Starts the worker (its script is fetched and run) before there is a file for it. */
export function startWorker(): void {
  analysisWorker();
}

/** Checks a file entirely in this browser; throws a FileCheckError the page can show. */
export async function checkInBrowser(
  file: File,
  onFirstLook?: (checked: CheckedFile) => void,
): Promise<CheckedFile> {
  let done = false;
  // A callback the worker calls across its own channel: it may land after the exact answer.
  const firstLook = onFirstLook
    ? proxy((answer: FirstLookAnswer) => {
        if (done) return;
        onFirstLook({
          facts: answer.facts,
          previewUrl: URL.createObjectURL(answer.preview),
          session: null,
          firstLook: true,
        });
      })
    : undefined;
  try {
    return await checkExactly(file, firstLook);
  } finally {
    done = true;
  }
}

async function checkExactly(
  file: File,
  firstLook: ((answer: FirstLookAnswer) => void) | undefined,
): Promise<CheckedFile> {
  const answer = await Promise.race([analysisWorker().check(file, firstLook), workerFailed]);
  if (!answer.ok) throw new FileCheckError(answer.code);
  if ('svg' in answer) {
    // Typed by its bytes: a file named .png holding SVG must be drawn as SVG. The worker has
    // read it first and refused anything that could hold this thread for long.
    const svg = new Blob([file], { type: answer.svg.mime });
    let decoded: DecodedPixels;
    try {
      decoded = await decodeSvg(svg);
    } catch {
      throw new FileCheckError('undecodable');
    }
    // Measured in the worker: the pixels are handed over, not copied.
    const measured = await Promise.race([
      analysisWorker().measureSvg(svg, answer.svg, file.name, transfer(decoded, [decoded.rgba.buffer])),
      workerFailed,
    ]);
    if (!measured.ok) throw new FileCheckError(measured.code);
    return {
      facts: measured.facts,
      previewUrl: URL.createObjectURL(svg),
      session: measured.session,
      firstLook: false,
    };
  }
  return {
    facts: answer.facts,
    previewUrl: URL.createObjectURL(answer.preview),
    session: answer.session,
    firstLook: false,
  };
}

export interface CheckedDetails {
  figures: DetailFigures;
  /** A blob: URL of the problem-areas layer, or null when there is nothing to mark. */
  overlayUrl: string | null;
}

/** Lines, gaps and soft pixels at a print width; null when the worker has moved to another file. */
export async function detailsInBrowser(
  session: number,
  printWidthIn: number,
): Promise<CheckedDetails | null> {
  const answer = await Promise.race([analysisWorker().details(session, printWidthIn), workerFailed]);
  if (!answer) return null;
  return { figures: answer.figures, overlayUrl: answer.overlay ? URL.createObjectURL(answer.overlay) : null };
}

/** The fixed file, named for what was done; throws a FileCheckError the page can show. */
export async function fixInBrowser(session: number, name: string, fix: FixRequest): Promise<File> {
  const answer = await Promise.race([analysisWorker().fix(session, fix), workerFailed]);
  if (!answer.ok) throw new FileCheckError(answer.code);
  return new File([answer.file], fixedFileName(name, fix), { type: 'image/png' });
}
