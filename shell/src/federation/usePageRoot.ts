import { type ReactElement, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { reportRecoverableError } from './reportRecoverableError.ts';

interface Options {
  identifierPrefix: string;
  remote: string;
}

interface MountedRoot {
  root: Root;
  node: HTMLElement;
  element: ReactElement;
}

// Unmounting a root while the shell is mid-render is not allowed; do it right after.
const unmountLater = (mounted: MountedRoot | null): void => {
  if (mounted) setTimeout(() => mounted.root.unmount(), 0);
};

/**
 * Runs `element` as its own React root inside `container`: created on the first
 * element, re-rendered on every later one, and unmounted when the container goes away.
 */
export function usePageRoot(
  container: RefObject<HTMLDivElement | null>,
  element: ReactElement | null,
  { identifierPrefix, remote }: Options,
): void {
  const mounted = useRef<MountedRoot | null>(null);

  useLayoutEffect(() => {
    const node = container.current;
    if (mounted.current && mounted.current.node !== node) {
      unmountLater(mounted.current);
      mounted.current = null;
    }
    if (!node || !element) return;
    if (mounted.current) {
      if (mounted.current.element !== element) mounted.current.root.render(element);
      mounted.current.element = element;
      return;
    }
    const options = { identifierPrefix, onRecoverableError: reportRecoverableError(remote) };
    const root = createRoot(node, options);
    root.render(element);
    mounted.current = { root, node, element };
  });

  useEffect(
    () => () => {
      unmountLater(mounted.current);
      mounted.current = null;
    },
    [],
  );
}
