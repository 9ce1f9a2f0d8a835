import { Card } from '@pod/shared-ui';
import styled from 'styled-components';
import type { TitledText } from '../content/home.ts';

const Box = styled(Card)`
  height: 100%;
  h3 { font-size: 1.15rem; margin-bottom: 0.4rem; }
  p { margin: 0; color: var(--color-muted); }
`;

/** A small card: title and one paragraph, for guarantees, tiles and service cards. */
export function TitledTextCard({ item, headingLevel = 3 }: { item: TitledText; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Box>
      <Heading>{item.title}</Heading>
      <p>{item.text}</p>
    </Box>
  );
}
