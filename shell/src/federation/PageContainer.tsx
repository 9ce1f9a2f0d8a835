import type { Ref } from 'react';

interface Props {
  remote: string;
  /** Build time: the slot the server fills with the page's HTML. In the browser: nothing. */
  html?: string;
  /** A page rendering on the client keeps the loading placeholder's height until it paints. */
  reserveHeight?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The element a remote's page lives in: its own React root, so the page hydrates with its
 * own useId prefix. React leaves the inner HTML of a dangerouslySetInnerHTML element alone
 * while hydrating, which is what lets the server-rendered page stay until its remote takes over.
 */
export function PageContainer({ remote, html = '', reserveHeight = false, ref }: Props) {
  return (
    <div
      data-page-root={remote}
      ref={ref}
      style={reserveHeight ? { minHeight: '100vh' } : undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only the build's own slot marker, never user data
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
