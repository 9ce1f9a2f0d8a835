import { ButtonLink, Container, Section } from '@pod/shared-ui';
import styled from 'styled-components';
import type { CallToActionContent } from '../content/callToAction.ts';
import { SectionHeading } from './SectionHeading.tsx';

const Body = styled.div`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto;
  p { font-size: 1.15rem; color: var(--color-muted); margin-bottom: 1.5rem; }
`;

// Inside the section's padding (2.5rem, 4rem from 768 px): 182-272 px, then 184-195 px, measured
// from 320 to 1920 px wide (one line of text at most widths).
const roughHeight = { base: '13.5rem', md: '12rem' };

/**
 * The tinted closing band of a page: a heading, one line and one button. `belowFirstScreen`: on
 * a page long enough that no first screen shows it (shared-ui's Section).
 */
export function CallToAction({
  id,
  content,
  belowFirstScreen = false,
}: {
  id: string;
  content: CallToActionContent;
  belowFirstScreen?: boolean;
}) {
  return (
    <Section
      $tone="tinted"
      aria-labelledby={id}
      $belowFirstScreen={belowFirstScreen ? roughHeight : undefined}
    >
      <Container>
        <Body>
          <SectionHeading id={id}>{content.title}</SectionHeading>
          <p>{content.text}</p>
          <ButtonLink to={content.to}>{content.button}</ButtonLink>
        </Body>
      </Container>
    </Section>
  );
}
