// An image worker that has stopped: recording an upload answers 503 and keeps it for a retry.
import { describe, expect, it } from 'vitest';
import { imageWorkerPid } from '../src/uploads/imageWorkers.ts';
import { jsonRequest, presignAndPut, signedInHarness } from './uploadHarness.ts';

describe('an image worker that has stopped', () => {
  const signed = signedInHarness();

  it('answers 503 and keeps the upload, so the retry once a worker runs records it', async () => {
    const { h, cookie } = signed;
    const imageURL = await presignAndPut(h.app, cookie, 'kept.png');
    // A first upload starts the worker; then it is stopped, as a hung process would be.
    const body = { filename: 'kept.png', imageURL };
    const warm = await presignAndPut(h.app, cookie, 'warm.png');
    expect(
      (
        await jsonRequest(
          h.app,
          'PUT',
          '/api/product-images',
          { filename: 'warm.png', imageURL: warm },
          cookie,
        )
      ).status,
    ).toBe(201);
    const pid = imageWorkerPid();
    expect(pid).toBeDefined();
    process.kill(pid ?? 0, 'SIGSTOP');
    const stopped = await jsonRequest(h.app, 'PUT', '/api/product-images', body, cookie);
    expect(stopped.status).toBe(503);
    expect(stopped.headers.get('retry-after')).toBe('10');
    expect(((await stopped.json()) as { error: { code: string } }).error.code).toBe(
      'image_check_unavailable',
    );
    const retry = await jsonRequest(h.app, 'PUT', '/api/product-images', body, cookie);
    expect(retry.status).toBe(201);
  }, 30_000);
});
