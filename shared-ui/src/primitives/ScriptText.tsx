import styled from 'styled-components';

// The head's first script (the theme's) marks the page :root.js. Text that is true only with
// scripts on, or only with them off, is written in the server's HTML both ways and shown by
// that mark: right from the first paint, before an island that waits for the visitor is live.
// An island whose code failed to load ([data-island-failed]) is as good as without script.

/** Shown only where scripts run (hidden with JavaScript off, or in an island that failed). */
export const WithScript = styled.span`
  :root:not(.js) &,
  :root.js [data-island-failed] & {
    display: none;
  }
`;

/** Shown only with JavaScript off, or in an island whose code failed to load. */
export const WithoutScript = styled.span`
  :root.js & {
    display: none;
  }
  :root.js [data-island-failed] & {
    display: inline;
  }
`;
