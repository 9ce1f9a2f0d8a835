import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contentWidth, media, space } from '../theme/tokens.ts';
import { type RoughHeight, renderNearViewport } from './renderNearViewport.ts';

export const Container = styled.div`
  width: 100%;
  max-width: ${contentWidth};
  margin: 0 auto;
  padding: 0 ${space.md};
  ${media.md} { padding: 0 ${space.lg}; }
`;

interface SectionProps {
  $tone?: 'plain' | 'tinted';
  /**
   * For a section that no first screen shows, at any width (far down a long page): its rough
   * height. It is then rendered only as it nears the viewport (see renderNearViewport).
   */
  $belowFirstScreen?: RoughHeight;
}

export const Section = styled.section<SectionProps>`
  padding: ${space.xl} 0;
  background: ${({ $tone }) => ($tone === 'tinted' ? 'var(--color-surface)' : 'transparent')};
  ${media.md} { padding: ${space.xxl} 0; }
  ${({ $belowFirstScreen }) => ($belowFirstScreen ? renderNearViewport($belowFirstScreen) : '')}
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr));
`;

const Header = styled.header`
  padding: ${space.xl} 0 ${space.lg};
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
  p { color: var(--color-muted); font-size: 1.15rem; max-width: 65ch; margin: 0; }
`;

/** The page's one <h1> (the shell moves focus to it on navigation) and its subtitle. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Header>
      <Container>
        <h1 tabIndex={-1}>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        {children}
      </Container>
    </Header>
  );
}
