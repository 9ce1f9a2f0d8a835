import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** An image task did not finish by its deadline; its worker was killed. */
export class ImageDeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`timeout: the image was not done within ${deadlineMs} ms`);
    this.name = 'ImageDeadlineError';
  }
}

/**
 * The image worker did not work on the task (stopped, starved, or unreachable): nothing is known
 * of the image, so the caller answers "try again", never "not an image".
 */
export class ImageWorkerUnavailableError extends Error {
  constructor(why: string) {
    super(`the image worker is unavailable: ${why}`);
    this.name = 'ImageWorkerUnavailableError';
  }
}

/** A task past its deadline whose worker used less CPU than this share of it was not decoding. */
const BUSY_SHARE = 0.2;
/** Linux reports a process's CPU time in clock ticks of 10 ms. */
const MS_PER_TICK = 10;

/** CPU time the process has used so far (Linux /proc), or null where that cannot be read. */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  message?: string;
}

interface Job {
  module: URL;
  name: string;
  args: unknown[];
  deadlineMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const ENTRY = new URL('./imageWorkerEntry.ts', import.meta.url);

/**
 * Decoding and resizing images run in one child process, one task at a time, never in the
 * server's process: libvips work there would share Node's libuv thread pool (four threads)
 * with file reads, password hashing and DNS, so a few slow images held every request. A
 * child has its own pool and can be killed: a task past its deadline costs that much of one
 * worker, then the worker is replaced. One worker, because the site runs on two cores and
 * images are staff uploads; the rest wait their turn in order.
 */
class ImageWorkers {
  /** The worker's whole environment (libvips' settings and the locale); none until main sets it. */
  env: Readonly<Record<string, string>> = {};
  #child: ChildProcess | null = null;
  #queue: Job[] = [];
  #running: { job: Job; id: number; timer: NodeJS.Timeout } | null = null;
  #runningChild: ChildProcess | null = null;
  #nextId = 1;

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  run<T>(module: URL, name: string, args: unknown[], deadlineMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        module,
        name,
        args,
        deadlineMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.#startNext();
    });
  }

  #spawn(): ChildProcess {
    const child = fork(ENTRY, [], {
      // Not the server's flags (an inspector port or a watch would clash); serialization
      // 'advanced' passes the image bytes as they are.
      execArgv: [],
      // Only what config.uploads.imageWorkerEnv holds: none of the server's secrets.
      env: { ...this.env },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: Reply) => this.#settle(child, reply));
    const lost = (why: string) => {
      if (this.#child === child) this.#child = null;
      if (child === this.#runningChild) this.#finish(new Error(`the image worker stopped (${why})`));
    };
    child.on('exit', (code, signal) => lost(String(signal ?? code)));
    child.on('error', (error) => lost(error.message));
    // An idle worker must not keep the server (or a test, or a CLI) running.
    child.unref();
    child.channel?.unref();
    return child;
  }

  #startNext(): void {
    if (this.#running) return;
    const job = this.#queue.shift();
    if (!job) return;
    this.#child ??= this.#spawn();
    const child = this.#child;
    const id = this.#nextId++;
    const cpuAtStart = cpuMsOf(child.pid);
    const timer = setTimeout(() => {
      // A worker that spent the deadline decoding met a costly image; one that barely ran
      // (stopped, hung, starved) says nothing about the image.
      const cpuNow = cpuMsOf(child.pid);
      const usedMs = cpuAtStart !== null && cpuNow !== null ? cpuNow - cpuAtStart : null;
      // Killing is the only way to stop libvips mid-decode; the next task gets a new worker.
      this.#child = null;
      child.kill('SIGKILL');
      this.#finish(
        usedMs !== null && usedMs < job.deadlineMs * BUSY_SHARE
          ? new ImageWorkerUnavailableError(`it used ${usedMs} ms of CPU in ${job.deadlineMs} ms`)
          : new ImageDeadlineError(job.deadlineMs),
      );
    }, job.deadlineMs);
    this.#running = { job, id, timer };
    this.#runningChild = child;
    child.send({ id, module: job.module.href, name: job.name, args: job.args }, (error) => {
      if (error) this.#finish(new ImageWorkerUnavailableError(error.message));
    });
  }

  #settle(child: ChildProcess, reply: Reply): void {
    if (!this.#running || child !== this.#runningChild || reply.id !== this.#running.id) return;
    if (reply.ok) this.#finish(null, reply.result);
    else this.#finish(new Error(reply.message ?? 'the image task failed'));
  }

  #finish(error: Error | null, result?: unknown): void {
    const running = this.#running;
    if (!running) return;
    clearTimeout(running.timer);
    this.#running = null;
    this.#runningChild = null;
    if (error) running.job.reject(error);
    else running.job.resolve(result);
    this.#startNext();
  }
}

const workers = new ImageWorkers();

/** The process id of the image worker, if one runs (tests stop it to play a hung worker). */
export function imageWorkerPid(): number | undefined {
  return workers.pid;
}

/**
 * The environment the image worker starts with (config.uploads.imageWorkerEnv, set by main.ts);
 * a worker already running keeps its own until it is replaced.
 */
export function setImageWorkerEnv(env: Readonly<Record<string, string>>): void {
  workers.env = env;
}

/**
 * Runs `name` exported by `module` (a file of api/src) in the image worker with these
 * arguments (structured-clone values: numbers, strings, Uint8Arrays), refusing with an
 * ImageDeadlineError past deadlineMs. Buffers come back as Uint8Arrays.
 */
export function runImageTask<T>(module: URL, name: string, args: unknown[], deadlineMs: number): Promise<T> {
  return workers.run<T>(module, name, args, deadlineMs);
}
