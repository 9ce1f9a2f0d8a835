import { NavLink, useLocation } from '@pod/router';
import { Container, media } from '@pod/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Logo } from './Logo.tsx';
import { headerLinks } from './navigation.ts';
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

const LinkList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
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

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Choosing a link (any navigation) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setOpen(false), [location.pathname]);

  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and gives focus back to the toggle (otherwise it drops to <body>);
  // a press outside the nav closes it without moving focus, so the click still lands.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Bar>
      <Container>
        <Row>
          <Logo />
          <Actions>
            <Nav aria-label="Main" ref={navRef}>
              <MenuButton
                ref={toggleRef}
                type="button"
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? 'Close' : 'Menu'}
                <span className="visually-hidden"> navigation menu</span>
              </MenuButton>
              <LinkList id={menuId} $open={open}>
                {headerLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} onClick={() => setOpen(false)}>
                      {link.label}
                    </NavLink>
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
