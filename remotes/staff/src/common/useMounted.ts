import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true after mount: anything that
 * reads cookies, the clock or the visitor's locale waits for it, so hydration matches.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
