/** Resolves in a new task, so each piece of start-up work is a short task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
