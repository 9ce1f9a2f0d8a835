import { ButtonLink, Container, usePageMeta } from '@pod/shared-ui';
import styled from 'styled-components';
import { notFoundLinks } from '../layout/siteLinks.ts';

const Wrapper = styled.div`
  padding: 4rem 0;
  min-height: 50vh;
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
  p { color: var(--color-muted); font-size: 1.15rem; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
`;

// Wraps on phones; the links reuse the site's secondary button (44 px targets).
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export function NotFound() {
  usePageMeta({ title: '404 Page Not Found' });
  return (
    <Wrapper>
      <Container>
        <h1 tabIndex={-1}>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <nav aria-labelledby="not-found-links">
          <h2 id="not-found-links">Try one of these pages</h2>
          <Links>
            {notFoundLinks.map((link) => (
              <li key={link.to}>
                <ButtonLink to={link.to} $variant="secondary">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </Links>
        </nav>
      </Container>
    </Wrapper>
  );
}
