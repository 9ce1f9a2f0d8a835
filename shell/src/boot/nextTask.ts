/**
 * Resolves in a new task, so each piece of start-up work is a short task of its own and the
 * browser can paint and answer input between them (scheduler.yield where the browser has it).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
