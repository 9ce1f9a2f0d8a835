import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: 0.75rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: var(--color-primary);
  color: var(--color-onPrimary);
  border-radius: 6px;
  font-weight: 600;
  &:focus { top: 0.75rem; }
`;

export function SkipLink() {
  return <Link href="#main-content">Skip to main content</Link>;
}
