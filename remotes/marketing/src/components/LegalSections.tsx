import styled from 'styled-components';
import type { LegalSection } from '../content/legalTypes.ts';
import { EmailLinks } from './EmailLinks.tsx';

// One readable measure (about 75 characters a line) for the text and the divider above it.
const Article = styled.section`
  max-width: 65ch;
  padding: 1.25rem 0;
  border-top: 1px solid var(--color-border);
  h2 { font-size: 1.35rem; }
  &:target h2 { color: var(--color-primary); }
`;

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Article key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>
              <EmailLinks text={paragraph} />
            </p>
          ))}
        </Article>
      ))}
    </>
  );
}
