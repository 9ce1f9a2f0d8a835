import styled from 'styled-components';
import { vitalsText } from './vitalsText.ts';
import type { VitalRating } from './vitalThresholds.ts';

// The rating in words, with a shape beside it (circle, square, triangle, as PageSpeed Insights
// draws them), so colour is never the only sign.
const Mark = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 0.35rem;
  font-weight: 600;
  --rating-needs: #9a4a00;
  :root[data-theme='dark'] & { --rating-needs: #ffc266; }
  [aria-hidden] { font-size: 0.8em; }
  &[data-rating='good'] { color: var(--color-success); }
  &[data-rating='needs-improvement'] { color: var(--rating-needs); }
  &[data-rating='poor'] { color: var(--color-danger); }
`;

const shapes: Record<VitalRating, string> = { good: '●', 'needs-improvement': '■', poor: '▲' };

export function RatingMark({ rating }: { rating: VitalRating }) {
  return (
    <Mark data-rating={rating}>
      <span aria-hidden="true">{shapes[rating]}</span>
      {vitalsText.ratings[rating]}
    </Mark>
  );
}
