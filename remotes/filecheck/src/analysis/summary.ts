import { dpi, inches, pixels } from '../content/checkTexts.ts';
import { resultTexts } from '../content/resultTexts.ts';
import type { FileFacts } from './facts.ts';
import { artSize, effectiveDpi, printHeightFor } from './printSize.ts';
import type { Check } from './verdict.ts';

/** The longest pre-filled message /contact accepts (see remotes/forms: prefilledMessage.ts). */
export const SUMMARY_MAX_LENGTH = 2000;

const kindNames = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', svg: 'SVG' } as const;

/** The check summary sent to /contact: file name, pixel size, print size and every verdict. */
export function checkSummary(facts: FileFacts, checks: readonly Check[], printWidthIn: number): string {
  const verdictLabel = resultTexts.results.verdictLabel;
  const size = facts.vector ? 'vector' : pixels(facts.width, facts.height);
  const art = artSize(facts);
  const printHeight = printHeightFor(art.width, art.height, printWidthIn);
  const resolution = facts.vector ? 'vector' : dpi(effectiveDpi(art.width, printWidthIn));
  const lines = [
    resultTexts.ask.summaryIntro,
    `File: ${facts.name.slice(0, 120)} (${kindNames[facts.kind]}, ${size})`,
    `Print size of the art: ${inches(printWidthIn)} × ${inches(printHeight)} (${resolution})`,
    ...checks.map((c) => `- ${c.title}: ${verdictLabel[c.verdict]} (${c.measured})`),
  ];
  return lines.join('\n').slice(0, SUMMARY_MAX_LENGTH);
}

/** /contact with the summary as its ?message= pre-fill. */
export function contactHref(summary: string): string {
  return `/contact?${new URLSearchParams({ message: summary }).toString()}`;
}
