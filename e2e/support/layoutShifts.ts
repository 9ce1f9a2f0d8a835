/**
 * Runs in the page: the layout shifts so far (not caused by input), and what moved, so a failure
 * says which element jumped. Two frames: buffered entries arrive before the second callback.
 */
export function layoutShifts(): Promise<{ total: number; moved: string[] }> {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  return new Promise((resolve) => {
    let total = 0;
    const moved: string[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const what = `${node?.tagName.toLowerCase() ?? '?'} "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
          moved.push(
            `${what} y ${source.previousRect.y}->${source.currentRect.y} h ${source.previousRect.height}->${source.currentRect.height} at ${Math.round(entry.startTime)} ms`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, moved })));
  });
}
