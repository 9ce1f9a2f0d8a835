import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the upload team's issue fills this page in.
export default function Upload() {
  usePageMeta({ title: 'Production Image Upload' });
  return (
    <>
      <PageHeader title="Production Image Upload" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
