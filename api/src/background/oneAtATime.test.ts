import { describe, expect, it } from 'vitest';
import { oneAtATime } from './oneAtATime.ts';

/** A job whose runs finish only when the test says so; it counts starts and overlaps. */
function gatedJob() {
  const releases: (() => void)[] = [];
  let active = 0;
  const state = { starts: 0, mostAtOnce: 0 };
  const job = () => {
    state.starts += 1;
    active += 1;
    state.mostAtOnce = Math.max(state.mostAtOnce, active);
    return new Promise<void>((resolve) => {
      releases.push(() => {
        active -= 1;
        resolve();
      });
    });
  };
  const finishRun = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, state, finishRun };
}

const noErrors = (error: unknown) => {
  throw error;
};

/** A runner over a gated job, asked to run three times while its first run is under way. */
function calledThreeTimes(whenBusy: 'skip' | 'again') {
  const gated = gatedJob();
  const runs = oneAtATime(gated.job, { whenBusy, onError: noErrors });
  for (let call = 0; call < 3; call += 1) runs.run();
  return { ...gated, runs };
}

describe('oneAtATime', () => {
  it('skip: calls while a run is under way are dropped', async () => {
    const { state, finishRun, runs } = calledThreeTimes('skip');
    await finishRun();
    expect(state.starts).toBe(1);
    runs.run();
    await finishRun();
    expect(state).toEqual({ starts: 2, mostAtOnce: 1 });
  });

  it('again: any number of calls during a run give exactly one more run after it', async () => {
    const { state, finishRun } = calledThreeTimes('again');
    expect(state.starts).toBe(1);
    await finishRun();
    expect(state.starts).toBe(2);
    await finishRun();
    expect(state).toEqual({ starts: 2, mostAtOnce: 1 });
  });

  it('stop waits for the run under way and starts none after it', async () => {
    // The calls after the first ask for one more run, which stop() cancels.
    const { state, finishRun, runs } = calledThreeTimes('again');
    let stopped = false;
    const stopping = runs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    await finishRun();
    await stopping;
    runs.run();
    expect(runs.stopped).toBe(true);
    expect(state.starts).toBe(1);
  });

  it('a run that throws is reported, not repeated, and the next call runs again', async () => {
    const errors: unknown[] = [];
    let starts = 0;
    const runs = oneAtATime(
      async () => {
        starts += 1;
        if (starts === 1) throw new Error('database busy');
      },
      { whenBusy: 'again', onError: (error) => errors.push(error) },
    );
    runs.run();
    runs.run(); // would ask for a repeat; a failed run is not repeated
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([new Error('database busy')]);
    expect(starts).toBe(1);
    runs.run();
    await runs.stop();
    expect(starts).toBe(2);
  });
});
