import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FAILED_MARK, FILE_WAITING_MARK, HYDRATED_MARK, RETRY_BUTTON } from '../islands/islandLife.ts';
import { color, radius, space } from '../theme/tokens.ts';
import { Button } from './Button.tsx';

// The head's first script (the theme's) marks the page :root.js. Text that is true only with
// scripts on, or only with them off, is written in the server's HTML both ways and shown by
// that mark: right from the first paint, before an island that waits for the visitor is hydrated.
// An island not hydrated yet carries the marks of @pod/shared-ui/islandLife: a file waiting for it,
// or failed (its code did not arrive). Once the island is hydrated React says the rest.

const notHydrated = `:not([${HYDRATED_MARK}])`;

/** Shown only where scripts run, and not in an island whose code failed. */
export const WithScript = styled.span`
  :root:not(.js) &,
  :root.js [${FAILED_MARK}]${notHydrated} & {
    display: none;
  }
`;

/** Shown only with JavaScript off. */
export const WithoutScript = styled.span`
  :root.js & {
    display: none;
  }
`;

/** Shown instead of its sibling UnlessFileWaits while a file chosen early waits for the island. */
export const WhileFileWaits = styled.span`
  display: none;
  :root.js [${FILE_WAITING_MARK}]${notHydrated}:not([${FAILED_MARK}]) & {
    display: inline;
  }
`;

/** Hidden while a file chosen early waits for the island (see WhileFileWaits). */
export const UnlessFileWaits = styled.span`
  :root.js [${FILE_WAITING_MARK}]${notHydrated}:not([${FAILED_MARK}]) & {
    display: none;
  }
`;

const FailureBox = styled.div`
  display: none;
  margin: ${space.sm} 0;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${color('danger')};
  border-radius: ${radius.md};
  :root.js [${FAILED_MARK}]${notHydrated} & {
    display: block;
  }
  & > p {
    margin: 0 0 ${space.sm};
  }
`;

/**
 * What an island says where it stands when its code failed or has not arrived: words true for a
 * visitor with JavaScript (children), and a "Try again" that asks for the code once more in
 * place (a retry button: the head's islands.ts and the shell answer it), so nothing typed is
 * lost. Rendered in the server's HTML, hidden until the island is marked failed.
 */
export function IslandFailure({
  children,
  retryLabel = 'Try again',
}: {
  children: ReactNode;
  retryLabel?: string;
}) {
  return (
    <FailureBox data-island-failure="">
      <p>{children}</p>
      <Button type="button" $variant="secondary" {...{ [RETRY_BUTTON]: '' }}>
        {retryLabel}
      </Button>
    </FailureBox>
  );
}
