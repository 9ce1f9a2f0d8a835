import styled from 'styled-components';
import { radius, space } from '../theme/tokens.ts';

export const Card = styled.div`
  background: var(--color-surfaceRaised);
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  padding: ${space.lg};
`;

export const CardTitle = styled.h2`
  font-size: 1.25rem;
  margin-bottom: ${space.sm};
`;
