import { Container, Island, PageHeader } from '@pod/shared-ui';
import { LegalBody } from '../components/LegalBody.tsx';
import { LegalSections } from '../components/LegalSections.tsx';
import { TableOfContents } from '../components/TableOfContents.tsx';
import { pageHeadings } from '../content/pageHeadings.ts';
import { termsIntro, termsSections } from '../content/terms.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';
import BackToTop from '../islands/BackToTop.tsx';

const heading = pageHeadings.Terms;

export default function Terms() {
  useScrollToHash();
  return (
    <>
      <PageHeader title={heading} subtitle={termsIntro} />
      <LegalBody>
        <Container>
          <TableOfContents entries={termsSections} numbered />
          <LegalSections sections={termsSections} />
          <Island name="BackToTop" component={BackToTop} hydrate="visible" />
        </Container>
      </LegalBody>
    </>
  );
}
