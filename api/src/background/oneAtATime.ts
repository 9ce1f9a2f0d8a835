export interface OneAtATimeOptions {
  /**
   * A run() while the job runs: 'skip' drops it; 'again' runs the job once more after the
   * current run (however many came), so work that arrived mid-run is never missed.
   */
  whenBusy: 'skip' | 'again';
  /** A run that threw; no run is repeated after one that failed. */
  onError: (error: unknown) => void;
}

export interface OneAtATime {
  /** Starts the job now unless it is running (see whenBusy) or stop() was called. */
  run(): void;
  /** No run starts after this; resolves once the run under way (if any) has finished. */
  stop(): Promise<void>;
  readonly stopped: boolean;
}

/** Runs an async job so that two runs never overlap. */
export function oneAtATime(job: () => Promise<void>, { whenBusy, onError }: OneAtATimeOptions): OneAtATime {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const start = (): void => {
    again = false;
    running = job().then(
      () => {
        running = null;
        if (again && !stopped) start();
      },
      (error: unknown) => {
        running = null;
        again = false;
        onError(error);
      },
    );
  };

  return {
    run() {
      if (stopped) return;
      if (running) {
        if (whenBusy === 'again') again = true;
        return;
      }
      start();
    },
    async stop() {
      stopped = true;
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
