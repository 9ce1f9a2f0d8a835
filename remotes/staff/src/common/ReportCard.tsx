import { Card } from '@pod/shared-ui';
import styled from 'styled-components';

/** The card around a staff report: slimmer edges on a phone, so its rows get the width. */
export const ReportCard = styled(Card)`
  @media (max-width: 719px) { padding: 1rem; }
`;
