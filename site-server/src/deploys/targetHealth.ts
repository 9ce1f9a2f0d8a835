/**
 * Whether the deploy target answered the last reads. Per app: the reason its last read
 * failed, if it did. Logged when it changes (not per request); /api/health reports it.
 */
export class TargetHealth {
  readonly description: string;
  private readonly failures = new Map<string, string>();

  constructor(description: string) {
    this.description = description;
  }

  /** `servedFrom`: what the app is served from meanwhile, for the log line. */
  failed(app: string, reason: string, servedFrom: string): void {
    if (this.failures.get(app) === reason) return;
    this.failures.set(app, reason);
    console.error(
      `[site] ${app}: the deploy target ${this.description} could not be read (${reason}); serving ${servedFrom}`,
    );
  }

  ok(app: string): void {
    if (!this.failures.delete(app)) return;
    console.error(`[site] ${app}: the deploy target ${this.description} answers again`);
  }

  /** Undefined when every read succeeded; else which apps failed and why. */
  problems(): Record<string, string> | undefined {
    return this.failures.size > 0 ? Object.fromEntries(this.failures) : undefined;
  }
}
