import { siteConfig } from '@pod/contracts/siteConfig';
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
}

// The shell's index.html description, remembered before any page replaces it.
let siteDescription: string | undefined;
function defaultDescription(): string {
  siteDescription ??= document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
  return siteDescription;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets document title, meta description and og:title/og:description while a page is shown. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    setMeta('property', 'og:title', title);
    // A page without its own description must not keep the previous page's.
    const text = description ?? defaultDescription();
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
    const url = `${siteConfig.siteUrl || window.location.origin}${window.location.pathname}`;
    setMeta('property', 'og:url', url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [title, description]);
}
