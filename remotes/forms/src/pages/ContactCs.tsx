import { Container, PageHeader, Section, usePageMeta } from '@pod/shared-ui';

// Placeholder until the forms team's issue fills this page in.
export default function ContactCs() {
  usePageMeta({ title: 'Customer Service' });
  return (
    <>
      <PageHeader title="Customer Service" />
      <Section>
        <Container>
          <p>This page is coming soon.</p>
        </Container>
      </Section>
    </>
  );
}
