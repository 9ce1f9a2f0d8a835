import { siteConfig } from '@pod/contracts/siteConfig';
import { useEffect } from 'react';

/** What a page's head says (the route entry's head: title, description, robots). */
export interface PageMeta {
  title: string;
  description?: string;
  /** e.g. "noindex" for staff pages; absent: no robots meta. */
  robots?: string;
}

// The shell's index.html description, remembered before any page replaces it.
let siteDescription: string | undefined;
function defaultDescription(): string {
  siteDescription ??= document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
  return siteDescription;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Makes the document's head say what the server sends for the page shown now: title, meta
 * description, og:title/og:description/og:url, canonical URL and robots. The shell calls it
 * after a client-side navigation with the route entry's head.
 */
export function applyPageMeta({ title, description, robots }: PageMeta): void {
  document.title = title;
  setMeta('property', 'og:title', title);
  // A page without its own description must not keep the previous page's.
  const text = description ?? defaultDescription();
  setMeta('name', 'description', text);
  setMeta('property', 'og:description', text);
  setMeta('name', 'robots', robots);
  const url = `${siteConfig.siteUrl || window.location.origin}${window.location.pathname}`;
  setMeta('property', 'og:url', url);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = url;
}

/** applyPageMeta while a page is shown (pages outside any route list: the shell's 404). */
export function usePageMeta({ title, description, robots }: PageMeta): void {
  useEffect(() => applyPageMeta({ title, description, robots }), [title, description, robots]);
}
