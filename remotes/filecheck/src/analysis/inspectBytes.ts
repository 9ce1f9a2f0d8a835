import { readContainerFacts } from './containerFacts.ts';
import { detectFileKind } from './detectFileKind.ts';
import type { ByteFacts, ColourMode, IccProfile } from './facts.ts';
import { FileCheckError } from './fileCheckError.ts';
import { readMetadata } from './readMetadata.ts';
import { maxFileBytes, maxImagePixels, maxImageSide } from './rules.ts';

function colourModeOf(
  icc: IccProfile | null,
  jpegComponents: number | null,
  pngColourType: number | null,
): ColourMode {
  const space = icc?.colourSpace.toUpperCase();
  if (space === 'CMYK' || jpegComponents === 4) return 'cmyk';
  if (space === 'GRAY' || jpegComponents === 1 || pngColourType === 0 || pngColourType === 4) return 'grey';
  if (space === 'RGB' || jpegComponents === 3 || pngColourType !== null) return 'rgb';
  return 'unknown';
}

/**
 * Everything the bytes say without decoding a pixel: the real type, whether the file is whole,
 * its DPI tag, colour mode and ICC profile. Throws a FileCheckError the page can show.
 */
export async function inspectBytes(bytes: Uint8Array): Promise<ByteFacts> {
  if (bytes.length === 0) throw new FileCheckError('empty');
  if (bytes.length > maxFileBytes) throw new FileCheckError('too-large');
  const { kind, mime } = await detectFileKind(bytes);
  const container = readContainerFacts(kind, bytes);
  if (!container.complete) throw new FileCheckError('truncated');
  if (kind === 'svg') {
    return { kind, mime, byteLength: bytes.length, dpiTag: null, colourMode: 'rgb', icc: null, alpha: true };
  }
  // The decoder allocates whatever size the header states. The limit holds only if that size was
  // read here: a header this walk cannot read is refused, never decoded unchecked.
  const size = container.size;
  if (!size || size.width < 1 || size.height < 1) throw new FileCheckError('undecodable');
  if (size.width * size.height > maxImagePixels || Math.max(size.width, size.height) > maxImageSide)
    throw new FileCheckError('too-many-pixels');
  const metadata = await readMetadata(bytes);
  return {
    kind,
    mime,
    byteLength: bytes.length,
    // A PNG's own tag is its pHYs chunk; EXIF inside a PNG is a copy that editors leave stale.
    dpiTag: container.pngDpi ?? metadata.dpiTag,
    icc: metadata.icc,
    colourMode: colourModeOf(metadata.icc, container.jpegComponents, container.pngColourType),
    alpha: container.alpha,
  };
}
