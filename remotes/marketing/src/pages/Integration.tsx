import { ButtonLink, Container, Grid, PageHeader, Section } from '@pod/shared-ui';
import styled from 'styled-components';
import { PartnerMarks } from '../components/PartnerMarks.tsx';
import { Lead, SectionHeading } from '../components/SectionHeading.tsx';
import { StepList } from '../components/StepList.tsx';
import { contactWithMessage } from '../content/contactWithMessage.ts';
import { integrationIntro, integrationOptions, processIntro } from '../content/integration.ts';
import { pageHeadings } from '../content/pageHeadings.ts';
import { carriers, marketplaces } from '../content/partners.ts';
import { clientProcessSection } from '../content/whyUs.ts';

const heading = pageHeadings.Integration;

const Option = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--color-border);
  border-top: 6px solid var(--color-primary);
  border-radius: 16px;
  background: var(--color-surfaceRaised);
  padding: 1.5rem;
  h2 { font-size: 1.4rem; margin-bottom: 0.25rem; }
  ul { margin: 0.5rem 0 1.25rem; padding-left: 1.2rem; }
  li { margin: 0.25rem 0; }
  /* The next step sits at the bottom of every card, whatever its length. */
  > a { margin-top: auto; align-self: flex-start; }
`;

// Plain strong text: in the accent colour the marketplace names read like an error.
const Audience = styled.p`
  font-weight: 600;
  color: var(--color-text);
  margin: 0 0 0.75rem;
`;

const Cta = styled.div`
  margin-top: 2.5rem;
  text-align: center;
  p { font-size: 1.1rem; color: var(--color-muted); }
`;

export default function Integration() {
  return (
    <>
      <PageHeader title={heading} subtitle={integrationIntro} />
      <Section>
        <Container>
          <Grid $min="280px">
            {integrationOptions.map((option) => (
              <Option key={option.id} id={option.id} aria-labelledby={`${option.id}-title`}>
                <h2 id={`${option.id}-title`}>{option.title}</h2>
                <Audience>{option.audience}</Audience>
                <p>{option.summary}</p>
                <ul>
                  {option.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <ButtonLink to={contactWithMessage(option.nextStep.message)} $variant="secondary">
                  {option.nextStep.label}
                </ButtonLink>
              </Option>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="tinted" aria-labelledby="marketplaces-title">
        <Container>
          <SectionHeading id="marketplaces-title">{marketplaces.title}</SectionHeading>
          <Lead>
            {marketplaces.via}: {marketplaces.intro}
          </Lead>
          <PartnerMarks partners={marketplaces.partners} />
        </Container>
      </Section>
      <Section aria-labelledby="process-title">
        <Container>
          <SectionHeading id="process-title">{processIntro.title}</SectionHeading>
          <Lead>{processIntro.text}</Lead>
          <StepList steps={clientProcessSection.steps} />
        </Container>
      </Section>
      <Section $tone="tinted" aria-labelledby="carriers-title">
        <Container>
          <SectionHeading id="carriers-title">{carriers.title}</SectionHeading>
          <Lead>{carriers.intro}</Lead>
          <PartnerMarks partners={carriers.partners} />
          <Cta>
            <p>Not sure which option fits? Our team will help you choose.</p>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
          </Cta>
        </Container>
      </Section>
    </>
  );
}
