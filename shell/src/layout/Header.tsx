import { NavLink } from '@pod/router';
import { Container, media } from '@pod/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Logo } from './Logo.tsx';
import { SkipLink } from './SkipLink.tsx';
import { headerLinks } from './siteLinks.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: var(--color-headerBg);
  border-bottom: 1px solid var(--color-border);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0 1rem;
  min-height: 4rem;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  /* One width for "Menu" and "Close", and for the fallback font and Inter: the header never
     moves when the label changes or the brand font arrives. */
  min-width: 4.75rem;
  justify-content: center;
  padding: 0 0.9rem;
  border-radius: 999px;
  border: 1px solid var(--color-border);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${media.md} { display: none; }
  :root:not(.js) & { display: none; }
`;

// The toggle sits inside the nav, before the list, so Tab goes from it into the open menu.
const Nav = styled.nav`
  display: flex;
  align-items: center;
`;

// Open while its button says so (shell/src/inline/headerControls.ts sets aria-expanded).
const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  display: none;
  [aria-expanded='true'] + & { display: flex; }
  flex-direction: column;
  gap: 0.25rem;
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  padding: 0.5rem 1rem 1rem;
  background: var(--color-bg);
  border-bottom: 1px solid var(--color-border);
  ${media.md} {
    display: flex;
    flex-direction: row;
    position: static;
    padding: 0;
    border: 0;
    background: transparent;
  }
  /* JavaScript off: no menu button, so the links show as a row that wraps. */
  :root:not(.js) & {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    position: static;
    padding: 0;
    border: 0;
    background: transparent;
  }
  a {
    display: block;
    padding: 0.6rem 0.9rem;
    border-radius: 8px;
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: var(--color-surface); }
  a[aria-current='page'] { color: var(--color-primary); background: var(--color-surface); text-decoration: underline; text-underline-offset: 0.3em; }
`;

/**
 * The header: server HTML on every page, never hydrated. Its menu button and theme switch are
 * answered by shell/src/inline/headerControls.ts, inlined in every page head, so they work from the first
 * paint, before (and without) any of the app's JavaScript; it also moves the current-page mark
 * after a client-side navigation.
 */
export function Header() {
  const menuId = useId();
  return (
    <Bar>
      {/* First in the header, so it stands in a landmark and is still the page's first stop. */}
      <SkipLink />
      <Container>
        <Row>
          <Logo />
          <Actions>
            <Nav aria-label="Main">
              <MenuButton type="button" aria-expanded={false} aria-controls={menuId} data-menu-toggle="">
                <span data-menu-label="">Menu</span>
                <span className="visually-hidden"> navigation menu</span>
              </MenuButton>
              <LinkList id={menuId}>
                {headerLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to}>{link.label}</NavLink>
                  </li>
                ))}
              </LinkList>
            </Nav>
            <ThemeToggle />
          </Actions>
        </Row>
      </Container>
    </Bar>
  );
}
