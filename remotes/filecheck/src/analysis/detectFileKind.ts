import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from './facts.ts';
import { FileCheckError } from './fileCheckError.ts';

const rasterKinds: Record<string, FileKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

// file-type does not tell SVG apart: an SVG is XML whose root element is <svg> (after an
// optional XML prolog, doctype and comments), and file-type reports one with a prolog as
// generic XML and one without as nothing. Only the start of the file is read.
const svgStart =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return svgStart.test(head);
}

/** The real type, read from the bytes (never from the file name). */
export async function detectFileKind(bytes: Uint8Array): Promise<{ kind: FileKind; mime: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? rasterKinds[detected.mime] : undefined;
  if (kind && detected) return { kind, mime: detected.mime };
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(bytes))
    return { kind: 'svg', mime: 'image/svg+xml' };
  throw new FileCheckError('unsupported');
}
