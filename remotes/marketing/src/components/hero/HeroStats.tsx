import { media } from '@pod/shared-ui';
import styled from 'styled-components';

// The key numbers, once, at the foot of the hero: on a wide screen one row under the artwork and
// the text (Hero.tsx counts on its height, about 8rem); on a phone two short rows.
const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem 1.5rem;
  /* The hero layout's own width and side padding, so the rule lines up with its content. */
  width: calc(100% - 2rem);
  max-width: calc(1200px - 2rem);
  margin: 1.75rem auto 0;
  padding-top: 1.25rem;
  border-top: 1px solid var(--color-border);
  ${media.md} { width: calc(100% - 3rem); max-width: calc(1200px - 3rem); padding-top: 1.5rem; }
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); margin-top: 2.5rem; }
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; }
  dt { margin: 0; color: var(--color-muted); font-size: 0.95rem; }
  dd { margin: 0; font-size: clamp(1.5rem, 3vw, 2rem); font-weight: 800; line-height: 1.15; color: var(--color-primary); }
`;

export interface HeroStat {
  value: string;
  label: string;
}

/** Each figure is a term/description pair read label-first by a screen reader ("shipping: 2-3 day"). */
export function HeroStats({ stats }: { stats: readonly HeroStat[] }) {
  return (
    <Strip>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Strip>
  );
}
