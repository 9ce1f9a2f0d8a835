import { nextTask } from './nextTask.ts';

/**
 * Evaluates the large shared libraries one task each, before the code that uses them: a
 * script's evaluation cannot be split, but left to the first import of the start-up code they
 * would all run in one long task (React DOM, styled-components, the router, shared-ui). A tap
 * in between is answered between two of them.
 */
export async function evaluateInTurn(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('@pod/router');
  await nextTask();
  await import('@pod/shared-ui');
  await nextTask();
}
