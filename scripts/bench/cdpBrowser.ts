// Debian Chromium driven over the Chrome DevTools Protocol, for the navigation benchmark.
// Raw CDP rather than playwright-core's browser: Playwright launches Chromium with paint holding
// and the back/forward cache turned off (its default switches), and does not hand out the
// targets of prerendered pages, which would then load unthrottled. Here every page target,
// prerendered ones included, is attached before it runs and gets the same phone profile.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '@pod/e2e/support/chromium';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  sessionId?: string;
  result?: Params;
  error?: { message: string };
}

export interface PageTarget {
  targetId: string;
  sessionId: string;
  subtype?: string;
}

export class CdpBrowser {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: Params) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Set<(message: Message) => void>();
  /** Page targets attached now, prerendered ones included, by session. */
  readonly pages = new Map<string, PageTarget>();

  private readonly socket: WebSocket;
  private readonly child: ChildProcess;
  private readonly profileDir: string;

  private constructor(socket: WebSocket, child: ChildProcess, profileDir: string) {
    this.socket = socket;
    this.child = child;
    this.profileDir = profileDir;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Message;
      if (message.id !== undefined) {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error.message));
        else waiter?.resolve(message.result ?? {});
        return;
      }
      for (const listener of this.listeners) listener(message);
    });
  }

  /** Headless Chromium with the e2e suite's flags, listening for CDP on a free port. */
  static async launch(chromePath: string, extraArgs: readonly string[] = []): Promise<CdpBrowser> {
    const profileDir = mkdtempSync(join(tmpdir(), 'pod-nav-bench-'));
    const child = spawn(
      chromePath,
      [
        ...chromiumArgs,
        '--headless=new',
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        '--window-size=412,823',
        ...extraArgs,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const endpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', () => reject(new Error(`Chromium exited:\n${output}`)));
    });
    const socket = new WebSocket(endpoint);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new CdpBrowser(socket, child, profileDir);
  }

  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => {
      // A command to a target that went away (a page replaced by its prerender) may never be
      // answered: fail it rather than hold the benchmark for ever.
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer in 60 s`));
      }, 60_000);
      timer.unref();
      this.pending.set(id, {
        resolve: (result) => {
          clearTimeout(timer);
          (resolve as (r: Params) => void)(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  on(listener: (message: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Attaches to every page target before its first script runs (`prepare` sets it up), and
   * forgets targets that go away.
   */
  async attachToPages(prepare: (sessionId: string) => Promise<void>): Promise<void> {
    this.on((message) => {
      if (message.method === 'Target.attachedToTarget') {
        const { sessionId, targetInfo, waitingForDebugger } = message.params as {
          sessionId: string;
          targetInfo: { targetId: string; type: string; subtype?: string };
          waitingForDebugger: boolean;
        };
        const resume = () =>
          waitingForDebugger
            ? this.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {})
            : Promise.resolve();
        if (targetInfo.type === 'tab') {
          // A tab's pages (its current page, a prerendered one) are attached under it.
          void this.send(
            'Target.setAutoAttach',
            { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
            sessionId,
          )
            .catch(() => {})
            .then(resume);
          return;
        }
        if (targetInfo.type !== 'page') {
          void resume();
          return;
        }
        this.pages.set(sessionId, { targetId: targetInfo.targetId, sessionId, subtype: targetInfo.subtype });
        // A page's own children (frames, workers) come here too.
        void this.send(
          'Target.setAutoAttach',
          { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
          sessionId,
        )
          .catch(() => {})
          .then(() => prepare(sessionId))
          .catch(() => {})
          .then(resume);
      } else if (message.method === 'Target.detachedFromTarget') {
        this.pages.delete(String(message.params?.sessionId));
      } else if (message.method === 'Target.targetInfoChanged') {
        const info = message.params?.targetInfo as { targetId: string; subtype?: string };
        for (const page of this.pages.values())
          if (page.targetId === info.targetId) page.subtype = info.subtype;
      }
    });
    await this.send('Target.setDiscoverTargets', { discover: true });
    // Pages through their tabs, never directly: Chromium refuses to prerender for a page whose
    // DevTools session came without its tab (devtools_instrumentation.cc, IsPrerenderAllowed).
    await this.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'page', exclude: true }, {}],
    });
  }

  /** Evaluates an expression in a page and returns its value (JSON-serialisable). */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const reply = await this.send<{ result: { value?: T }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      { expression, returnByValue: true, awaitPromise: true },
      sessionId,
    );
    if (reply.exceptionDetails) throw new Error(reply.exceptionDetails.text);
    return reply.result.value as T;
  }

  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => {});
    this.socket.close();
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) resolve();
      else this.child.once('exit', () => resolve());
      setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 5000);
    });
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}
