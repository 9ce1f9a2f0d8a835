import { FORM_KEY_SLOT } from '@pod/contracts/formAnswer';
import { Container, Island, PageHeader, Section } from '@pod/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type FormName, pageContentOf } from '../content/formsContent.ts';
import ContactFormIsland from '../islands/ContactForm.tsx';

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

/**
 * Heading, the form (the page's one island), and the information cards beside it. The form
 * is plain HTML that posts to the server, so it hydrates only when the visitor reaches for it
 * (focus, a press). A link that pre-fills its message (?message=) wakes nothing: the server
 * writes the message into the box, as it writes a fresh key over the slot for every page.
 */
export function FormPageLayout({ form, aside }: { form: FormName; aside: ReactNode }) {
  const content = pageContentOf[form];
  return (
    <>
      <PageHeader title={content.heading} subtitle={content.subtitle} />
      <Section style={{ paddingTop: 0 }}>
        <Container>
          <Columns>
            <Island
              name="ContactForm"
              component={ContactFormIsland}
              props={{ form, formKey: FORM_KEY_SLOT }}
              hydrate="interaction"
            />
            <Aside>{aside}</Aside>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
