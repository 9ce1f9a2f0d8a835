import { checkTexts, dpi, faqLinks, inches, percent, pixels } from '../content/checkTexts.ts';
import type { FileFacts } from './facts.ts';
import { effectiveDpi, largestPrint, printAreaFill, printHeightFor } from './printSize.ts';
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

function resolutionCheck(facts: FileFacts, printWidthIn: number): Check {
  const text = checkTexts.resolution;
  if (facts.vector) return check('resolution', text.title, 'good', text.vectorMeasured, text.vectorFix);
  const real = effectiveDpi(facts.width, printWidthIn);
  const verdict = resolutionVerdict(real);
  const printHeight = printHeightFor(facts.width, facts.height, printWidthIn);
  const print = `${inches(printWidthIn)} × ${inches(printHeight)}`;
  const target = resolutionRules.recommendedDpi;
  const needed = pixels(Math.ceil(printWidthIn * target), Math.ceil(printHeight * target));
  const maxWidth = inches(facts.width / target);
  const fix = verdict === 'good' ? text.good : text[verdict](needed, maxWidth);
  return check(
    'resolution',
    text.title,
    verdict,
    text.measured(pixels(facts.width, facts.height), dpi(real), print),
    fix,
  );
}

function dpiTagCheck(facts: FileFacts, printWidthIn: number): Check {
  const text = checkTexts.dpiTag;
  if (facts.vector) return check('dpi-tag', text.title, 'good', text.none, text.vector);
  const real = effectiveDpi(facts.width, printWidthIn);
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
  if (facts.kind === 'jpeg') return check('background', text.title, 'warning', text.jpeg, text.jpegPrints);
  const background = facts.pixels?.background;
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
    return check('background', text.title, 'warning', text.nearWhite, text.whitePrints);
  if (background === 'opaque') return check('background', text.title, 'warning', text.opaque, text.boxPrints);
  return check('background', text.title, 'good', text.notMeasured, text.vectorGood);
}

function partialTransparencyCheck(facts: FileFacts): Check {
  const text = checkTexts.partialTransparency;
  if (!facts.pixels) return check('partial-transparency', text.title, 'good', text.none, text.good);
  const share = facts.pixels.partialShare;
  const verdict: Verdict = share > pixelRules.partialAlphaCautionShare ? 'warning' : 'good';
  return check(
    'partial-transparency',
    text.title,
    verdict,
    text.measured(percent(share)),
    verdict === 'good' ? text.good : text.caution,
  );
}

function colourModeCheck(facts: FileFacts): Check {
  const text = checkTexts.colourMode;
  const profile = facts.icc ? text.profile(facts.icc.name) : text.noProfile;
  const measured = text.measured(text.modes[facts.colourMode], profile);
  if (facts.colourMode === 'cmyk') return check('colour-mode', text.title, 'warning', measured, text.cmyk);
  if (facts.colourMode === 'grey') return check('colour-mode', text.title, 'good', measured, text.greyGood);
  if (facts.colourMode === 'unknown') return check('colour-mode', text.title, 'good', measured, text.unknown);
  return check('colour-mode', text.title, 'good', measured, text.good);
}

function aspectRatioCheck(facts: FileFacts): Check {
  const text = checkTexts.aspectRatio;
  const largest = largestPrint(facts.width, facts.height);
  const fill = printAreaFill(facts.width, facts.height);
  const ratio = `${Number((facts.width / facts.height).toFixed(2))} : 1`;
  const measured = text.measured(
    ratio,
    `${inches(largest.widthIn)} × ${inches(largest.heightIn)}`,
    percent(fill),
  );
  const verdict: Verdict = fill < aspectRules.fillWarningBelow ? 'warning' : 'good';
  return check('aspect-ratio', text.title, verdict, measured, verdict === 'good' ? text.good : text.narrow);
}

/** Every check's verdict for the measured facts at the chosen print width (inches). */
export function checksFor(facts: FileFacts, printWidthIn: number): Check[] {
  return [
    resolutionCheck(facts, printWidthIn),
    dpiTagCheck(facts, printWidthIn),
    backgroundCheck(facts),
    partialTransparencyCheck(facts),
    colourModeCheck(facts),
    aspectRatioCheck(facts),
  ];
}

/** The worst verdict of a list: the headline. */
export function overallVerdict(checks: readonly Check[]): Verdict {
  if (checks.some((c) => c.verdict === 'problem')) return 'problem';
  if (checks.some((c) => c.verdict === 'warning')) return 'warning';
  return 'good';
}
