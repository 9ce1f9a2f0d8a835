import exifr from 'exifr';
import type { DpiTag, IccProfile } from './facts.ts';

export interface Metadata {
  dpiTag: DpiTag | null;
  icc: IccProfile | null;
}

interface ExifrOutput {
  ifd0?: { XResolution?: number; YResolution?: number; ResolutionUnit?: string | number };
  jfif?: { XResolution?: number; YResolution?: number; ResolutionUnit?: string | number };
  icc?: { ProfileDescription?: string; ColorSpaceData?: string };
}

const CM_PER_INCH = 2.54;

function dpiFrom(block: ExifrOutput['ifd0'] | undefined, source: DpiTag['source']): DpiTag | null {
  if (!block?.XResolution || !block.YResolution) return null;
  const unit = String(block.ResolutionUnit ?? 'inches').toLowerCase();
  // JFIF unit 0 (and "none") is an aspect ratio, not a density.
  if (unit === '0' || unit === 'none') return null;
  const scale = unit.startsWith('c') || unit === '2' ? CM_PER_INCH : 1;
  return { x: Math.round(block.XResolution * scale), y: Math.round(block.YResolution * scale), source };
}

/** The DPI tag (EXIF, else JFIF) and the embedded ICC profile, read by exifr. Never throws. */
export async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  let output: ExifrOutput | undefined;
  try {
    output = (await exifr.parse(bytes, {
      tiff: true,
      ifd0: { pick: ['XResolution', 'YResolution', 'ResolutionUnit'] },
      exif: false,
      gps: false,
      interop: false,
      ifd1: false,
      jfif: true,
      icc: { pick: ['ProfileDescription', 'ColorSpaceData'] },
      ihdr: false,
      xmp: false,
      iptc: false,
      mergeOutput: false,
    })) as ExifrOutput | undefined;
  } catch {
    // Metadata is optional: a file without readable metadata is checked by its pixels.
    output = undefined;
  }
  const icc = output?.icc?.ColorSpaceData
    ? {
        name: output.icc.ProfileDescription?.trim() || 'unnamed profile',
        colourSpace: output.icc.ColorSpaceData.trim(),
      }
    : null;
  return { dpiTag: dpiFrom(output?.ifd0, 'EXIF') ?? dpiFrom(output?.jfif, 'JFIF'), icc };
}
