import { Button, Container } from '@pod/shared-ui';
import styled from 'styled-components';

const Box = styled.div`
  padding: 4rem 0;
  min-height: 50vh;
  p { color: var(--color-muted); max-width: 60ch; }
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <Container>
        <h1 tabIndex={-1}>This section is temporarily unavailable</h1>
        <p>
          We couldn&apos;t load this part of the site. The rest of the site still works. Please try again in a
          moment.
        </p>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      </Container>
    </Box>
  );
}
