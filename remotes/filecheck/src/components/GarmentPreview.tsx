import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FileFacts } from '../analysis/facts.ts';
import { printHeightFor } from '../analysis/printSize.ts';
import { printArea } from '../analysis/rules.ts';
import { filecheckPageText } from '../content/filecheckPageText.ts';
import { type GarmentId, garmentColours, garments } from '../content/garments.ts';

const text = filecheckPageText.preview;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 1rem;
  svg { width: 100%; max-width: 360px; height: auto; background: var(--color-surface); border-radius: 12px; }
  figcaption { color: var(--color-muted); max-width: 60ch; }
`;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.25rem 0.85rem;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    cursor: pointer;
  }
  label:has(input:checked) { border: 2px solid var(--color-primary); font-weight: 600; }
  label:has(input:focus-visible) { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  input { accent-color: var(--color-primary); }
`;

const Swatch = styled.span<{ $fill: string }>`
  width: 1.1rem;
  height: 1.1rem;
  border-radius: 50%;
  border: 1px solid var(--color-text);
  background: ${({ $fill }) => $fill};
`;

/** The design on each garment, in a chosen colour, to scale inside the print area. */
export function GarmentPreview({
  facts,
  previewUrl,
  widthIn,
}: {
  facts: FileFacts;
  previewUrl: string;
  widthIn: number;
}) {
  const id = useId();
  const [garmentId, setGarmentId] = useState<GarmentId>('tshirt');
  const [colourId, setColourId] = useState('black');
  const garment = garments.find((g) => g.id === garmentId) ?? garments[0];
  const colour = garmentColours.find((c) => c.id === colourId) ?? garmentColours[0];
  if (!garment || !colour) return null;

  const { printBox } = garment;
  const unitsPerInch = printBox.width / printArea.widthIn;
  const boxHeight = printArea.heightIn * unitsPerInch;
  const designWidth = widthIn * unitsPerInch;
  const designHeight = printHeightFor(facts.width, facts.height, widthIn) * unitsPerInch;
  // Centred across the box, from its top: where a chest print sits.
  const designX = printBox.x + (printBox.width - designWidth) / 2;

  return (
    <Figure>
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <Choices>
        <legend>{text.garmentLabel}</legend>
        {garments.map((g) => (
          <label key={g.id}>
            <input
              type="radio"
              name={`${id}-garment`}
              value={g.id}
              checked={g.id === garmentId}
              onChange={() => setGarmentId(g.id)}
            />
            {g.name}
          </label>
        ))}
      </Choices>
      <Choices>
        <legend>{text.colourLabel}</legend>
        {garmentColours.map((c) => (
          <label key={c.id}>
            <input
              type="radio"
              name={`${id}-colour`}
              value={c.id}
              checked={c.id === colourId}
              onChange={() => setColourId(c.id)}
            />
            <Swatch $fill={c.fill} aria-hidden="true" />
            {c.name}
          </label>
        ))}
      </Choices>
      <svg
        viewBox="0 0 400 440"
        role="img"
        aria-label={text.imageAlt(facts.name, garment.name, colour.name)}
        data-garment={garment.id}
        data-colour={colour.id}
      >
        <path
          d={garment.outline}
          fill={colour.fill}
          stroke={colour.line}
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {garment.details ? (
          <path d={garment.details} fill="none" stroke={colour.line} strokeWidth={2} />
        ) : null}
        <rect
          x={printBox.x}
          y={printBox.y}
          width={printBox.width}
          height={boxHeight}
          fill="none"
          stroke={colour.line}
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
        <image
          href={previewUrl}
          x={designX}
          y={printBox.y}
          width={designWidth}
          height={designHeight}
          preserveAspectRatio="none"
          data-testid="preview-design"
        />
      </svg>
      <figcaption>{text.note}</figcaption>
    </Figure>
  );
}
