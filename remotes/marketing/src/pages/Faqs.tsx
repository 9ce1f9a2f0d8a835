import { ButtonAnchor, Container, Island, PageHeader, Section, siteConfig } from '@pod/shared-ui';
import styled from 'styled-components';
import { FAQ_MEASURE as measure } from '../content/faqMeasure.ts';
import { faqSubtitle, stillHaveQuestions } from '../content/faqs.ts';
import { pageHeadings } from '../content/pageHeadings.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';
import BackToTop from '../islands/BackToTop.tsx';
import FaqList from '../islands/FaqList.tsx';

const heading = pageHeadings.Faqs;

const StillHaveQuestions = styled.section`
  max-width: ${measure};
  margin-top: 2.5rem;
  padding: 1.5rem 1rem;
  border-radius: 16px;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  text-align: center;
  h2 { font-size: 1.5rem; }
  div { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1rem; }
  small { display: block; margin-top: 1rem; color: var(--color-muted); font-size: 0.95rem; overflow-wrap: anywhere; }
  @media (min-width: 600px) { padding: 1.75rem; }
`;

export default function Faqs() {
  useScrollToHash();
  return (
    <>
      <PageHeader title={heading} subtitle={faqSubtitle} />
      <Section>
        <Container>
          <Island name="FaqList" component={FaqList} hydrate="interaction" />
          <StillHaveQuestions aria-labelledby="still-heading">
            <h2 id="still-heading">{stillHaveQuestions.title}</h2>
            <p>{stillHaveQuestions.text}</p>
            <div>
              <ButtonAnchor href={`mailto:${siteConfig.salesEmail}`}>
                {stillHaveQuestions.salesLabel}
              </ButtonAnchor>
              <ButtonAnchor href={`mailto:${siteConfig.supportEmail}`} $variant="secondary">
                {stillHaveQuestions.supportLabel}
              </ButtonAnchor>
            </div>
            <small>{stillHaveQuestions.addresses}</small>
          </StillHaveQuestions>
          <Island name="BackToTop" component={BackToTop} hydrate="visible" />
        </Container>
      </Section>
    </>
  );
}
