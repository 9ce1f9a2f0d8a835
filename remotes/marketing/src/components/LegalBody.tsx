import { media, Section } from '@pod/shared-ui';
import styled from 'styled-components';

/**
 * The body of a legal page. The page header above already ends with its own padding, so the
 * section adds little more: on phones the two paddings together left a screenful of white
 * between the title and the contents.
 */
export const LegalBody = styled(Section)`
  padding-top: 0.5rem;
  ${media.md} { padding-top: 1.5rem; }
`;
