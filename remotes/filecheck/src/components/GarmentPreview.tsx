import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FileFacts } from '../analysis/facts.ts';
import { printArea } from '../analysis/rules.ts';
import {
  type Garment,
  type GarmentColour,
  type GarmentId,
  garmentColours,
  garments,
} from '../content/garments.ts';
import { resultTexts } from '../content/resultTexts.ts';
import { PreviewChoices } from './PreviewChoices.tsx';

const text = resultTexts.preview;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 1rem;
  svg { width: 100%; max-width: 360px; height: auto; background: var(--color-surface); border-radius: 12px; }
  figcaption { color: var(--color-muted); max-width: 60ch; }
`;

const Swatch = styled.span<{ $fill: string }>`
  width: 1.1rem;
  height: 1.1rem;
  border-radius: 50%;
  border: 1px solid var(--color-text);
  background: ${({ $fill }) => $fill};
`;

/** One file as a visitor would see it on the garment; `overlay` marks the problem areas. */
export interface PreviewImage {
  facts: FileFacts;
  previewUrl: string;
  overlayUrl?: string | null;
}

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  figure { margin: 0; display: grid; gap: 0.35rem; }
  figcaption { font-weight: 600; color: var(--color-text); }
`;

function Drawing({
  image,
  widthIn,
  garment,
  colour,
  label,
  testId,
}: {
  image: PreviewImage;
  widthIn: number;
  garment: Garment;
  colour: GarmentColour;
  label: string;
  testId: string;
}) {
  const clipId = useId();
  const { printBox } = garment;
  const { facts } = image;
  const unitsPerInch = printBox.width / printArea.widthIn;
  const boxHeight = printArea.heightIn * unitsPerInch;
  const art = facts.art ?? { x: 0, y: 0, width: facts.width, height: facts.height };
  // The art is the chosen width, centred across the box from its top (where a chest print
  // sits); the rest of the canvas lies around it and only what falls in the print area shows.
  const scale = (widthIn * unitsPerInch) / art.width;
  const artX = printBox.x + (printBox.width - art.width * scale) / 2;
  const x = artX - art.x * scale;
  const y = printBox.y - art.y * scale;
  const width = facts.width * scale;
  const height = facts.height * scale;
  // The design and its problem-area overlay lie over each other exactly.
  const placement = { x, y, width, height, preserveAspectRatio: 'none' } as const;
  return (
    <svg
      viewBox="0 0 400 440"
      role="img"
      aria-label={label}
      data-garment={garment.id}
      data-colour={colour.id}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={printBox.x} y={printBox.y} width={printBox.width} height={boxHeight} />
        </clipPath>
      </defs>
      <path
        d={garment.outline}
        fill={colour.fill}
        stroke={colour.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      {garment.details ? <path d={garment.details} fill="none" stroke={colour.line} strokeWidth={2} /> : null}
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
      <g clipPath={`url(#${clipId})`}>
        <image href={image.previewUrl} {...placement} data-testid={testId} />
        {image.overlayUrl ? (
          <image href={image.overlayUrl} {...placement} data-testid={`${testId}-overlay`} />
        ) : null}
      </g>
    </svg>
  );
}

/** The design on each garment, in a chosen colour, to scale inside the print area; after a fix, before and after. */
export function GarmentPreview({
  image,
  before,
  widthIn,
}: {
  image: PreviewImage;
  before?: PreviewImage | null;
  widthIn: number;
}) {
  const id = useId();
  const [garmentId, setGarmentId] = useState<GarmentId>('tshirt');
  const [colourId, setColourId] = useState('black');
  const garment = garments.find((g) => g.id === garmentId) ?? garments[0];
  const colour = garmentColours.find((c) => c.id === colourId) ?? garmentColours[0];
  if (!garment || !colour) return null;
  const alt = (name: string) => text.imageAlt(name, garment.name, colour.name);
  const scene = { widthIn, garment, colour };

  return (
    <Figure>
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <PreviewChoices
        legend={text.garmentLabel}
        name={`${id}-garment`}
        options={garments}
        chosen={garmentId}
        choose={(g) => setGarmentId(g.id)}
      />
      <PreviewChoices
        legend={text.colourLabel}
        name={`${id}-colour`}
        options={garmentColours}
        chosen={colourId}
        choose={(c) => setColourId(c.id)}
        mark={(c) => <Swatch $fill={c.fill} aria-hidden="true" />}
      />
      {before ? (
        <Pair data-testid="before-after">
          <figure>
            <Drawing
              image={before}
              {...scene}
              label={`${text.before}: ${alt(before.facts.name)}`}
              testId="preview-before"
            />
            <figcaption>{text.before}</figcaption>
          </figure>
          <figure>
            <Drawing
              image={image}
              {...scene}
              label={`${text.after}: ${alt(image.facts.name)}`}
              testId="preview-design"
            />
            <figcaption>{text.after}</figcaption>
          </figure>
        </Pair>
      ) : (
        <Drawing image={image} {...scene} label={alt(image.facts.name)} testId="preview-design" />
      )}
      <figcaption>{text.note}</figcaption>
    </Figure>
  );
}
