/** Runs a command's main; a thrown error is printed as a message (no stack) with exit code 1. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
