import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function Integration() {
  usePageMeta({ title: 'Integration Options' });
  return (
    <>
      <PageHeader title="Integration Options" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
