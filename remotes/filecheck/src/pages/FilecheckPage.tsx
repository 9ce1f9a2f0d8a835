import { Container, Island, PageHeader, Section } from '@pod/shared-ui';
import { RulesTable } from '../components/RulesTable.tsx';
import { filecheckPageText as text } from '../content/filecheckPageText.ts';
import FileCheckTool from '../islands/FileCheckTool.tsx';

/** /file-check: check a print file in the browser before ordering. */
export default function FilecheckPage() {
  return (
    <>
      <PageHeader title={text.heading} subtitle={text.intro} />
      <Section>
        <Container>
          <Island name="FileCheckTool" component={FileCheckTool} hydrate="interaction" />
        </Container>
      </Section>
      <Section $tone="tinted">
        <Container>
          <RulesTable />
        </Container>
      </Section>
    </>
  );
}
