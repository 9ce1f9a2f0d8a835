import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '../theme/tokens.ts';
import { Button } from './Button.tsx';

// The head's first script (the theme's) marks the page :root.js. Text that is true only with
// scripts on, or only with them off, is written in the server's HTML both ways and shown by
// that mark: right from the first paint, before an island that waits for the visitor is live.
// The early-taps script (shell/src/inline/earlyTaps.ts) marks an island that is not live yet:
// data-island-pressed (a press is held for it), data-island-typed (typed into, or a file
// chosen), data-island-failed (its code failed, or did not arrive within a few seconds of the
// visitor reaching for it). Once the island is live (data-island-hydrated) React says the rest.

const notLive = ':not([data-island-hydrated])';

/** Shown only where scripts run, and not in an island whose code failed. */
export const WithScript = styled.span`
  :root:not(.js) &,
  :root.js [data-island-failed]${notLive} & {
    display: none;
  }
`;

/** Shown only with JavaScript off. */
export const WithoutScript = styled.span`
  :root.js & {
    display: none;
  }
`;

/** Shown instead of its sibling UnlessPressedEarly while a press waits for the island's code. */
export const WhilePressedEarly = styled.span`
  display: none;
  :root.js [data-island-pressed]${notLive}:not([data-island-failed]) & {
    display: inline;
  }
`;

/** Hidden while a press waits for the island's code (see WhilePressedEarly). */
export const UnlessPressedEarly = styled.span`
  :root.js [data-island-pressed]${notLive}:not([data-island-failed]) & {
    display: none;
  }
`;

/** Shown instead of its sibling UnlessTypedEarly once the visitor typed into a waking island. */
export const WhileTypedEarly = styled.span`
  display: none;
  :root.js [data-island-typed]${notLive}:not([data-island-failed]) & {
    display: inline;
  }
`;

/** Hidden once the visitor typed into a waking island (see WhileTypedEarly). */
export const UnlessTypedEarly = styled.span`
  :root.js [data-island-typed]${notLive}:not([data-island-failed]) & {
    display: none;
  }
`;

const FailureBox = styled.div`
  display: none;
  margin: ${space.sm} 0;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${color('danger')};
  border-radius: ${radius.md};
  :root.js [data-island-failed]${notLive} & {
    display: block;
  }
  & > p {
    margin: 0 0 ${space.sm};
  }
`;

/**
 * What an island says where it stands when its code failed or has not arrived: words true for a
 * visitor with JavaScript (children), and a "Try again" that asks for the code once more in
 * place (data-island-retry: the early-taps script and the shell answer it), so nothing typed is
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
      <Button type="button" $variant="secondary" data-island-retry="">
        {retryLabel}
      </Button>
    </FailureBox>
  );
}
