import { useId } from 'react';
import styled from 'styled-components';
import type { CheckedDetails } from '../analysis/checkInBrowser.ts';
import { overlayColours } from '../analysis/paintOverlay.ts';
import { resultTexts } from '../content/resultTexts.ts';

const text = resultTexts.problemAreas;

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  label { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 600; min-height: 44px; cursor: pointer; }
  input { width: 1.25rem; height: 1.25rem; accent-color: var(--color-primary); }
  input:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
  li { display: flex; align-items: center; gap: 0.5rem; }
  p { margin: 0; color: var(--color-muted); }
`;

const CloseUp = styled.div`
  position: relative;
  max-width: 480px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  overflow: hidden;
  /* A checkerboard: white and dark parts of the design both show against it. */
  background: repeating-conic-gradient(#c9ced6 0% 25%, #f2f4f7 0% 50%) 0 0 / 16px 16px;
  img { display: block; width: 100%; height: auto; }
  img + img { position: absolute; inset: 0; }
`;

const Swatch = styled.span<{ $rgb: readonly number[] }>`
  width: 1rem;
  height: 1rem;
  border-radius: 3px;
  border: 1px solid var(--color-text);
  background: ${({ $rgb }) => `rgb(${$rgb[0]}, ${$rgb[1]}, ${$rgb[2]})`};
`;

/** The switch for the problem-areas layer on the preview, and its key. */
export function ProblemAreas({
  details,
  previewUrl,
  name,
  on,
  onChange,
}: {
  details: CheckedDetails | null;
  previewUrl: string;
  name: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  if (!details) return <p data-testid="details-status">{text.measuring}</p>;
  const { figures } = details;
  const found = {
    lines: figures.measurable && figures.lines.areas > 0,
    gaps: figures.measurable && figures.gaps.areas > 0,
    soft: figures.softPixels > 0,
  };
  return (
    <Box data-testid="details-status" data-details-width={figures.printWidthIn}>
      {figures.measurable ? null : <p>{text.tooCoarse}</p>}
      {details.overlayUrl ? (
        <>
          <label htmlFor={`${id}-overlay`}>
            <input
              id={`${id}-overlay`}
              type="checkbox"
              checked={on}
              aria-describedby={`${id}-key`}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
            {text.toggle}
          </label>
          <ul id={`${id}-key`} aria-label={text.keyLabel}>
            {(['lines', 'gaps', 'soft'] as const)
              .filter((layer) => found[layer])
              .map((layer) => (
                <li key={layer}>
                  <Swatch $rgb={overlayColours[layer]} aria-hidden="true" />
                  {text.key[layer]}
                </li>
              ))}
          </ul>
          {on ? (
            <CloseUp data-testid="problem-close-up">
              <img src={previewUrl} alt={text.closeUpAlt(name)} />
              <img src={details.overlayUrl} alt="" data-testid="problem-overlay" />
            </CloseUp>
          ) : null}
        </>
      ) : (
        <p>{text.nothing}</p>
      )}
    </Box>
  );
}
