/**
 * React recovers from a hydration mismatch by re-rendering on the client, silently in
 * production. Say so in the console, so tests and developers see it.
 */
export function reportRecoverableError(root: string) {
  return (error: unknown): void => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[hydration] recoverable error in the ${root} root: ${message}`);
  };
}
