// react-toastify is loaded on demand, off the critical path of the first paint:
// no page needs it until the visitor does something that shows a toast.
type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | undefined;
let markMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const demandListeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  library ??= import('react-toastify');
  return library;
}

/** Called by the container once it is in the DOM; queued toasts are then shown. */
export function toastContainerMounted(): void {
  markMounted?.();
}

export function whenToastContainerMounted(): Promise<void> {
  return mounted;
}

/** Asks the host to mount the container now (a toast is waiting). */
export function demandToastContainer(): void {
  for (const listener of demandListeners) listener();
}

export function onToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}
