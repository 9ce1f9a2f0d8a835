import styled from 'styled-components';

// The head's first script (the theme's) marks the page :root.js. Text that is true only with
// scripts on, or only with them off, is written in the server's HTML both ways and shown by
// that mark: right from the first paint, before an island that waits for the visitor is live.

/** Shown only where scripts run (hidden with JavaScript off). */
export const WithScript = styled.span`
  :root:not(.js) & {
    display: none;
  }
`;

/** Shown only with JavaScript off (hidden as soon as the head's script has run). */
export const WithoutScript = styled.span`
  :root.js & {
    display: none;
  }
`;
