import styled from 'styled-components';

/** An <h2> for a page section, with an optional lead paragraph. */
export const SectionHeading = styled.h2`
  font-size: clamp(1.6rem, 3.5vw, 2.25rem);
  margin-bottom: 0.75rem;
`;

export const Lead = styled.p`
  color: var(--color-muted);
  font-size: 1.1rem;
  max-width: 70ch;
  margin: 0 0 1.75rem;
`;
