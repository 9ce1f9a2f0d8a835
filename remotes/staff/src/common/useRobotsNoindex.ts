import { useEffect } from 'react';

/**
 * <meta name="robots" content="noindex"> while a staff page is shown. The server sends
 * it in the HTML (route head field `robots`); this covers arriving by client navigation.
 */
export function useRobotsNoindex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return () => {
      if (previous === null) meta?.remove();
      else if (meta) meta.content = previous;
    };
  }, []);
}
