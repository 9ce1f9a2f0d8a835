import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageContent } from '../content/formsContent.ts';
import { ContactForm } from './ContactForm.tsx';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** Heading, the form, and the information cards beside it. */
export function FormPageLayout({ content, aside }: { content: PageContent; aside: ReactNode }) {
  usePageMeta(content.meta);
  return (
    <QueryFrame>
      <PageHeader title={content.heading} subtitle={content.subtitle} />
      <Section style={{ paddingTop: 0 }}>
        <Container>
          <Columns>
            <ContactForm content={content.form} />
            <Aside>{aside}</Aside>
          </Columns>
        </Container>
      </Section>
    </QueryFrame>
  );
}
