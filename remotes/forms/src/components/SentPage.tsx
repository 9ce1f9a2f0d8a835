import { ButtonLink, Container, PageHeader, Section } from '@pod/shared-ui';
import styled from 'styled-components';
import { type FormName, pageContentOf, sentPage } from '../content/formsContent.ts';

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 0;
`;

/**
 * Where a message sent by a plain-HTML post lands (303 See Other from the server): the spec's
 * success words as the page's heading, and the ways on. Plain links, no island: nothing to run.
 */
export function SentPage({ form }: { form: FormName }) {
  const content = pageContentOf[form];
  return (
    <>
      <PageHeader title={content.form.success.title} subtitle={content.form.success.description} />
      <Section style={{ paddingTop: 0 }}>
        <Container>
          <Actions>
            <ButtonLink to={content.form.place.page}>{sentPage.back}</ButtonLink>
            <ButtonLink to="/" $variant="secondary">
              {sentPage.home}
            </ButtonLink>
          </Actions>
        </Container>
      </Section>
    </>
  );
}
