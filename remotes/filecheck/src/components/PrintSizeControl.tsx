import { useId } from 'react';
import styled from 'styled-components';
import { resolutionVerdict } from '../analysis/checks.ts';
import type { FileFacts } from '../analysis/facts.ts';
import { artSize, effectiveDpi, largestPrint, printHeightFor } from '../analysis/printSize.ts';
import { dpi, inches } from '../content/checkTexts.ts';
import { resultTexts } from '../content/resultTexts.ts';
import { VerdictBadge } from './VerdictBadge.tsx';

const text = resultTexts.printSize;

/** The smallest print width offered, in inches. */
export const MIN_PRINT_WIDTH_IN = 1;

const Control = styled.div`
  display: grid;
  gap: 0.5rem;
  label { font-weight: 600; }
  input[type='range'] { width: 100%; max-width: 28rem; min-height: 44px; accent-color: var(--color-primary); }
  input:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  p { margin: 0; color: var(--color-muted); }
  output { font-weight: 600; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`;

/** The print width the visitor picks; the effective dpi follows it. */
export function PrintSizeControl({
  facts,
  widthIn,
  onWidth,
}: {
  facts: FileFacts;
  widthIn: number;
  onWidth: (widthIn: number) => void;
}) {
  const id = useId();
  const art = artSize(facts);
  const maxWidth = largestPrint(art.width, art.height).widthIn;
  const min = Math.min(MIN_PRINT_WIDTH_IN, maxWidth);
  const height = printHeightFor(art.width, art.height, widthIn);
  const real = effectiveDpi(art.width, widthIn);
  const verdict = facts.vector ? 'good' : resolutionVerdict(real);
  return (
    <Control>
      <h3>{text.heading}</h3>
      <label htmlFor={`${id}-width`}>{text.widthLabel}</label>
      <input
        id={`${id}-width`}
        type="range"
        min={min}
        max={maxWidth}
        step={0.1}
        value={widthIn}
        aria-describedby={`${id}-hint`}
        aria-valuetext={`${inches(widthIn)} wide`}
        onChange={(event) => onWidth(Number(event.currentTarget.value))}
      />
      <p id={`${id}-hint`}>{text.hint(inches(maxWidth))}</p>
      <output htmlFor={`${id}-width`} aria-live="polite" data-testid="print-size">
        {text.result(inches(widthIn), inches(height), facts.vector ? text.vectorResolution : dpi(real))}
        <VerdictBadge verdict={verdict} label={resultTexts.results.verdictLabel[verdict]} />
      </output>
    </Control>
  );
}
