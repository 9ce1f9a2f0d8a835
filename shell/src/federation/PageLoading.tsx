import styled from 'styled-components';

// Reserves the page's space while a remote loads, so the footer doesn't jump (CLS).
const Placeholder = styled.div`
  min-height: 100vh;
`;

export function PageLoading() {
  return (
    <Placeholder aria-busy="true">
      <span className="visually-hidden">Loading…</span>
    </Placeholder>
  );
}
