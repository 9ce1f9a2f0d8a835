import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the marketing team's issue fills this page in.
export default function WhyUs() {
  usePageMeta({ title: 'Why Us' });
  return (
    <>
      <PageHeader title="Why Us" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
