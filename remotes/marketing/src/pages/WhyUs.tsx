import { Container, Grid, media, PageHeader, Section } from '@pod/shared-ui';
import styled from 'styled-components';
import { CallToAction } from '../components/CallToAction.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { StepList } from '../components/StepList.tsx';
import { TitledTextCard } from '../components/TitledTextCard.tsx';
import { pageHeadings } from '../content/pageHeadings.ts';
import {
  advantageSection,
  capabilitiesSection,
  clientProcessSection,
  internalProcessSection,
  visionSection,
  whyUsCallToAction,
  whyUsIntro,
} from '../content/whyUs.ts';

const heading = pageHeadings.WhyUs;

// Two paragraphs side by side on a wide screen: each keeps a readable line, and the section
// uses the width instead of leaving its right 40 % empty.
const Prose = styled.div`
  max-width: 75ch;
  p { font-size: 1.08rem; margin: 0 0 1rem; }
  ${media.lg} {
    max-width: none;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2.5rem;
    p { margin: 0; }
  }
`;

export default function WhyUs() {
  return (
    <>
      <PageHeader title={heading} subtitle={whyUsIntro} />
      <Section aria-labelledby="vision-heading">
        <Container>
          <SectionHeading id="vision-heading">{visionSection.title}</SectionHeading>
          <Prose>
            {visionSection.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </Prose>
        </Container>
      </Section>
      <Section $tone="tinted" aria-labelledby="advantage-heading">
        <Container>
          <SectionHeading id="advantage-heading">{advantageSection.title}</SectionHeading>
          <Grid $min="240px">
            {advantageSection.items.map((item) => (
              <TitledTextCard key={item.title} item={item} />
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="client-process-heading">
        <Container>
          <SectionHeading id="client-process-heading">{clientProcessSection.title}</SectionHeading>
          <StepList steps={clientProcessSection.steps} />
        </Container>
      </Section>
      <Section $tone="tinted" aria-labelledby="internal-process-heading">
        <Container>
          <SectionHeading id="internal-process-heading">{internalProcessSection.title}</SectionHeading>
          <Prose>
            {internalProcessSection.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </Prose>
        </Container>
      </Section>
      <Section aria-labelledby="capabilities-heading">
        <Container>
          <SectionHeading id="capabilities-heading">{capabilitiesSection.title}</SectionHeading>
          <Grid $min="240px">
            {capabilitiesSection.items.map((item) => (
              <TitledTextCard key={item.title} item={item} />
            ))}
          </Grid>
        </Container>
      </Section>
      <CallToAction id="why-us-cta-heading" content={whyUsCallToAction} />
    </>
  );
}
