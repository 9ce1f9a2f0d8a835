import { ButtonLink, Container, usePageMeta } from '@pod/shared-ui';
import styled from 'styled-components';

const Wrapper = styled.div`
  padding: 4rem 0;
  min-height: 50vh;
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
  p { color: var(--color-muted); font-size: 1.15rem; }
`;

export function NotFound() {
  usePageMeta({ title: '404 Page Not Found' });
  return (
    <Wrapper>
      <Container>
        <h1 tabIndex={-1}>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </Container>
    </Wrapper>
  );
}
