import { useColorScheme } from '@pod/shared-ui';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  border: 1px solid var(--color-border);
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  svg { width: 20px; height: 20px; }
  /* The sun offers light in the dark theme; the moon offers dark otherwise. */
  :root[data-theme='dark'] & [data-icon='moon'],
  :root:not([data-theme='dark']) & [data-icon='sun'] { display: none; }
  /* It needs JavaScript to do anything; without it the OS theme applies. */
  :root:not(.js) & { display: none; }
`;

/**
 * Both icons are in the HTML and the theme (data-theme) shows one, so the server's HTML is right
 * in either theme. A press is answered by shell/src/inline/headerControls.ts, which also keeps the label
 * in step; a tree rendered in the browser (dev servers) reads the label from the theme too.
 */
export function ThemeToggle() {
  const { scheme } = useColorScheme();
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <Toggle
      type="button"
      data-theme-toggle=""
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <svg
        data-icon="sun"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </svg>
      <svg data-icon="moon" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
    </Toggle>
  );
}
