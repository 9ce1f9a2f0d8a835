/**
 * React recovers from a hydration mismatch by re-rendering on the client, silently in
 * production. Say so in the console, so tests and developers see it.
 */
export function reportRecoverableError(root: string) {
  return (error: unknown): void => {
    const message = error instanceof Error ? error.message : String(error);
    // React wraps what went wrong (a thrown error, a mismatch) as the cause: say that too.
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
    console.error(`[hydration] recoverable error in the ${root} root: ${message}${cause}`);
  };
}
