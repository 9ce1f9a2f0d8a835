import { checkTexts, dpi, faqLinks, inches, millimetres, percent, pixels } from '../content/checkTexts.ts';
import type { DetailFigures, NarrowParts } from './details.ts';
import type { FileFacts } from './facts.ts';
import {
  artSize,
  effectiveDpi,
  largestPrint,
  marginsOf,
  printAreaFill,
  printHeightFor,
} from './printSize.ts';
import { aspectRules, pixelRules, resolutionRules } from './rules.ts';
import type { Check, CheckId, Verdict } from './verdict.ts';

const check = (id: CheckId, title: string, verdict: Verdict, measured: string, fix: string): Check => ({
  id,
  title,
  verdict,
  measured,
  fix,
  faq: faqLinks[id],
});

/** good / warning / problem for an effective resolution. */
export function resolutionVerdict(effective: number): Verdict {
  if (effective >= resolutionRules.recommendedDpi - 0.5) return 'good';
  if (effective >= resolutionRules.problemBelowDpi) return 'warning';
  return 'problem';
}

/** Whether the art leaves empty margins worth trimming. */
export function hasEmptyMargins(facts: FileFacts): boolean {
  if (!facts.art) return false;
  const m = marginsOf(facts);
  const min = pixelRules.marginShareMin;
  return m.left + m.right > facts.width * min || m.top + m.bottom > facts.height * min;
}

function resolutionCheck(facts: FileFacts, printWidthIn: number): Check {
  const text = checkTexts.resolution;
  if (facts.vector) return check('resolution', text.title, 'good', text.vectorMeasured, text.vectorFix);
  const art = artSize(facts);
  const real = effectiveDpi(art.width, printWidthIn);
  const verdict = resolutionVerdict(real);
  const printHeight = printHeightFor(art.width, art.height, printWidthIn);
  const print = `${inches(printWidthIn)} × ${inches(printHeight)}`;
  const target = resolutionRules.recommendedDpi;
  const needed = pixels(Math.ceil(printWidthIn * target), Math.ceil(printHeight * target));
  const maxWidth = inches(art.width / target);
  const fix = verdict === 'good' ? text.good : text[verdict](needed, maxWidth);
  const size = hasEmptyMargins(facts)
    ? text.artSize(pixels(art.width, art.height))
    : pixels(art.width, art.height);
  return check('resolution', text.title, verdict, text.measured(size, dpi(real), print), fix);
}

function marginsCheck(facts: FileFacts, printWidthIn: number): Check {
  const text = checkTexts.margins;
  if (!facts.art) return check('margins', text.title, 'problem', text.nothing, text.nothingFix);
  const canvas = facts.vector ? text.units(facts.width, facts.height) : pixels(facts.width, facts.height);
  if (!hasEmptyMargins(facts)) return check('margins', text.title, 'good', text.none(canvas), text.good);
  const art = artSize(facts);
  const m = marginsOf(facts);
  const round = (value: number) => Math.round(value).toLocaleString('en-US');
  const artText = facts.vector ? text.units(art.width, art.height) : pixels(art.width, art.height);
  const printHeight = printHeightFor(art.width, art.height, printWidthIn);
  const canvasWidthIn = (printWidthIn * facts.width) / art.width;
  const canvasHeightIn = (printWidthIn * facts.height) / art.width;
  return check(
    'margins',
    text.title,
    'warning',
    text.measured(artText, canvas, round(m.left), round(m.right), round(m.top), round(m.bottom)),
    text.fix(
      `${inches(printWidthIn)} × ${inches(printHeight)}`,
      `${inches(canvasWidthIn)} × ${inches(canvasHeightIn)}`,
      facts.vector,
    ),
  );
}

function dpiTagCheck(facts: FileFacts, printWidthIn: number): Check {
  const text = checkTexts.dpiTag;
  if (facts.vector) return check('dpi-tag', text.title, 'good', text.none, text.vector);
  const real = effectiveDpi(artSize(facts).width, printWidthIn);
  const enough = resolutionVerdict(real) === 'good';
  if (!facts.dpiTag) return check('dpi-tag', text.title, 'good', text.none, text.noTag);
  const tag = dpi(facts.dpiTag.x);
  const measured = text.tagged(tag, facts.dpiTag.source, dpi(real));
  if (enough) {
    const fix = facts.dpiTag.x < resolutionRules.recommendedDpi ? text.hides(tag) : text.good;
    return check('dpi-tag', text.title, 'good', measured, fix);
  }
  if (facts.dpiTag.x >= real + 0.5)
    return check('dpi-tag', text.title, 'warning', measured, text.overstates(tag));
  return check('dpi-tag', text.title, 'good', measured, text.good);
}

function backgroundCheck(facts: FileFacts): Check {
  const text = checkTexts.background;
  const pixelsOf = facts.pixels;
  const removable = pixelsOf?.backgroundColour != null && facts.art != null && !facts.vector;
  if (facts.kind === 'jpeg') {
    const measured = pixelsOf?.background === 'near-white' ? text.jpegWhite : text.jpeg;
    return check(
      'background',
      text.title,
      'warning',
      measured,
      removable ? text.jpegRemovable : text.jpegPrints,
    );
  }
  const background = pixelsOf?.background;
  if (background === 'transparent') {
    return check(
      'background',
      text.title,
      'good',
      text.transparent,
      facts.vector ? text.vectorGood : text.good,
    );
  }
  if (background === 'near-white')
    return check(
      'background',
      text.title,
      'warning',
      text.nearWhite,
      removable ? text.whiteRemovable : text.whitePrints,
    );
  if (background === 'opaque') {
    const measured = removable ? text.solid : text.opaque;
    return check(
      'background',
      text.title,
      'warning',
      measured,
      removable ? text.solidRemovable : text.boxPrints,
    );
  }
  return check('background', text.title, 'good', text.notMeasured, text.vectorGood);
}

function partialTransparencyCheck(facts: FileFacts): Check | null {
  // Only a format that can hold transparency can have partly transparent pixels.
  if (!facts.alpha || !facts.pixels) return null;
  const text = checkTexts.partialTransparency;
  const share = facts.pixels.partialShare;
  const verdict: Verdict = share > pixelRules.partialAlphaCautionShare ? 'warning' : 'good';
  return check(
    'partial-transparency',
    text.title,
    verdict,
    text.measured(percent(share)),
    verdict === 'good' ? text.good : facts.vector ? text.cautionVector : text.caution,
  );
}

function colourModeCheck(facts: FileFacts): Check {
  const text = checkTexts.colourMode;
  const mode = facts.colourMode;
  const measured = facts.icc ? text.withProfile(text.modes[mode], facts.icc.name) : text.withoutProfile[mode];
  if (mode === 'cmyk')
    return check('colour-mode', text.title, 'warning', measured, facts.icc ? text.cmyk : text.cmykNoProfile);
  if (mode === 'grey') return check('colour-mode', text.title, 'good', measured, text.greyGood);
  if (mode === 'unknown') return check('colour-mode', text.title, 'good', measured, text.unknown);
  return check('colour-mode', text.title, 'good', measured, facts.icc ? text.good : text.goodNoProfile);
}

function aspectRatioCheck(facts: FileFacts): Check {
  const text = checkTexts.aspectRatio;
  const art = artSize(facts);
  const largest = largestPrint(art.width, art.height);
  const fill = printAreaFill(art.width, art.height);
  const ratio = `${Number((art.width / art.height).toFixed(2))} : 1`;
  const measured = text.measured(
    ratio,
    `${inches(largest.widthIn)} × ${inches(largest.heightIn)}`,
    percent(fill),
  );
  const verdict: Verdict = fill < aspectRules.fillWarningBelow ? 'warning' : 'good';
  return check('aspect-ratio', text.title, verdict, measured, verdict === 'good' ? text.good : text.narrow);
}

/** Every check's verdict for the measured facts at the chosen print width (inches, of the art). */
export function checksFor(facts: FileFacts, printWidthIn: number): Check[] {
  return [
    resolutionCheck(facts, printWidthIn),
    marginsCheck(facts, printWidthIn),
    dpiTagCheck(facts, printWidthIn),
    backgroundCheck(facts),
    partialTransparencyCheck(facts),
    colourModeCheck(facts),
    aspectRatioCheck(facts),
  ].filter((c): c is Check => c !== null);
}

/** A length in the file's pixels as millimetres at a print width. */
export function pxToMm(px: number, facts: FileFacts, printWidthIn: number): number {
  return (px / effectiveDpi(artSize(facts).width, printWidthIn)) * 25.4;
}

function narrowCheck(
  id: 'thin-lines' | 'narrow-gaps',
  parts: NarrowParts,
  facts: FileFacts,
  figures: DetailFigures,
): Check {
  const text = id === 'thin-lines' ? checkTexts.thinLines : checkTexts.narrowGaps;
  const limit = millimetres(pxToMm(figures.limitPx, facts, figures.printWidthIn));
  if (parts.narrowestPx === null || parts.areas === 0)
    return check(id, text.title, 'good', text.none(limit), text.good);
  const px = Math.max(1, Math.round(parts.narrowestPx));
  const mm = millimetres(pxToMm(parts.narrowestPx, facts, figures.printWidthIn));
  // A vector has no pixels of its own: its width is given in millimetres only.
  const width = facts.vector ? mm : `${mm} (${px} px)`;
  return check(id, text.title, 'warning', text.found(parts.areas, width, limit), text.fix(limit));
}

/** The line and gap checks, from the worker's figures at the print width they were measured at. */
export function detailChecks(facts: FileFacts, figures: DetailFigures): Check[] {
  if (!figures.measurable) return [];
  return [
    narrowCheck('thin-lines', figures.lines, facts, figures),
    narrowCheck('narrow-gaps', figures.gaps, facts, figures),
  ];
}

/** The worst verdict of a list: the headline. */
export function overallVerdict(checks: readonly Check[]): Verdict {
  if (checks.some((c) => c.verdict === 'problem')) return 'problem';
  if (checks.some((c) => c.verdict === 'warning')) return 'warning';
  return 'good';
}
