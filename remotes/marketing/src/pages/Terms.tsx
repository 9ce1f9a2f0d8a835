import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function Terms() {
  usePageMeta({ title: 'Terms & Conditions' });
  return (
    <>
      <PageHeader title="Terms & Conditions" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
