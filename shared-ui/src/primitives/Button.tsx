import { Link } from '@pod/router';
import styled, { css } from 'styled-components';
import { radius, space } from '../theme/tokens.ts';

type Variant = 'primary' | 'secondary';

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: 0.65rem 1.4rem;
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid var(--color-primary);
  transition: background-color 150ms ease, color 150ms ease;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: var(--color-primary);
          color: var(--color-onPrimary);
          &:hover { background: var(--color-primaryHover); border-color: var(--color-primaryHover); }
        `
      : css`
          background: transparent;
          color: var(--color-primary);
          &:hover { background: var(--color-surface); }
        `}
  &:disabled, &[aria-disabled='true'] { opacity: 0.65; cursor: not-allowed; }
`;

/** A real <button>. */
export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyles}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;

/** A plain anchor (external, mailto, download) that looks like a button. */
export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${buttonStyles}
`;
