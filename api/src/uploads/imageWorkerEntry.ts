// The image worker process: runs one image task at a time for imageWorkers.ts and answers
// over IPC. A task is an exported function of a module in api/src named by the parent
// (never by a request). libvips runs here, in this process's own thread pool, so a slow
// decode cannot take the threads the server needs, and the parent can kill it at a deadline.
import sharp from 'sharp';

// One libvips thread: the worker is one of two cores' worth of work; the server keeps the other.
sharp.concurrency(1);
sharp.cache(false);

interface TaskMessage {
  id: number;
  module: string;
  name: string;
  args: unknown[];
}

type Task = (...args: unknown[]) => Promise<unknown>;

process.on('message', async (message: TaskMessage) => {
  try {
    const loaded = (await import(message.module)) as Record<string, unknown>;
    const task = loaded[message.name];
    if (typeof task !== 'function') throw new Error(`no task ${message.name} in ${message.module}`);
    const result = await (task as Task)(...message.args);
    process.send?.({ id: message.id, ok: true, result });
  } catch (error) {
    process.send?.({
      id: message.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

// The server went away: nothing is left to answer to.
process.on('disconnect', () => process.exit(0));
