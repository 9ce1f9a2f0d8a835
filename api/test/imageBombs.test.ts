// A hostile image costs at most its deadline of one image worker, never the site: a JPEG with
// too many scans is refused before decoding, one that decodes too slowly is cut off at its
// deadline, a truncated one is refused, and the server answers while bombs are being checked.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImageVariants } from '../src/gallery/makeImageVariants.ts';
import { ImageWorkerUnavailableError, imageWorkerPid } from '../src/uploads/imageWorkers.ts';
import { isWholeImage } from '../src/uploads/inspectImage.ts';
import { countJpegScans } from '../src/uploads/jpegScans.ts';
import { scanBomb } from './support/scanBomb.ts';
import { type Harness, jsonRequest, STAFF, startHarness } from './uploadHarness.ts';

const photo = (progressive: boolean) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg({ progressive, quality: 80 })
    .toBuffer();

// Small enough to build in a moment, slow enough (thousands of whole-image scans) to outlast
// a short deadline many times over.
const SLOW_BOMB = () => scanBomb(4096, 3_000);
const SHORT = { maxJpegScans: 10_000, deadlineMs: 1_000 };

describe('decoding an image has limits of its own', () => {
  it('counts the scans of a JPEG from its markers', async () => {
    expect(countJpegScans(await photo(false))).toBe(1);
    expect(countJpegScans(await photo(true))).toBeGreaterThan(1);
    expect(countJpegScans(scanBomb(1024, 40))).toBe(41);
    expect(countJpegScans(Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
  });

  it('refuses a JPEG with more scans than the limit without decoding it, and takes one within it', async () => {
    const bomb = scanBomb(1024, 40);
    expect(await isWholeImage(bomb, 'image/jpeg', { maxJpegScans: 20, deadlineMs: 60_000 })).toBe(false);
    expect(await isWholeImage(bomb, 'image/jpeg', { maxJpegScans: 50, deadlineMs: 60_000 })).toBe(true);
    expect(await isWholeImage(await photo(true), 'image/jpeg')).toBe(true);
    await expect(makeImageVariants(bomb, { maxJpegScans: 20, deadlineMs: 60_000 })).rejects.toThrow(/scans/);
  });

  it('cuts a decode off at its deadline, and the next image is checked by a fresh worker', async () => {
    expect(await isWholeImage(SLOW_BOMB(), 'image/jpeg', SHORT)).toBe(false);
    await expect(makeImageVariants(SLOW_BOMB(), SHORT)).rejects.toThrow(/timeout/);
    expect(await isWholeImage(await photo(false), 'image/jpeg')).toBe(true);
  });

  it('a worker that stops working says nothing about the image: unavailable, and the next check gets a fresh worker', async () => {
    const valid = await photo(false);
    expect(await isWholeImage(valid, 'image/jpeg')).toBe(true);
    const pid = imageWorkerPid();
    expect(pid).toBeDefined();
    process.kill(pid ?? 0, 'SIGSTOP');
    await expect(isWholeImage(valid, 'image/jpeg', SHORT)).rejects.toBeInstanceOf(
      ImageWorkerUnavailableError,
    );
    expect(imageWorkerPid()).not.toBe(pid);
    expect(await isWholeImage(valid, 'image/jpeg')).toBe(true);
  });

  it('refuses a truncated JPEG, even with its end marker put back', async () => {
    const whole = await photo(false);
    const cut = Buffer.concat([whole.subarray(0, Math.floor(whole.length * 0.6)), Buffer.from([0xff, 0xd9])]);
    expect(await isWholeImage(whole, 'image/jpeg')).toBe(true);
    expect(await isWholeImage(cut, 'image/jpeg')).toBe(false);
  });
});

describe('the server while bombs are checked', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers health and signs staff in while four bombs are being checked', async () => {
    let settled = 0;
    const bombs = Array.from({ length: 4 }, () =>
      isWholeImage(SLOW_BOMB(), 'image/jpeg', SHORT).finally(() => {
        settled += 1;
      }),
    );
    const health = await h.app.request('/api/health');
    const signIn = await jsonRequest(h.app, 'POST', '/api/auth/login', STAFF);
    // Both answered while the bombs were still being decoded (in the image worker, one by one).
    const settledMeanwhile = settled;
    expect(health.status).toBe(200);
    expect(signIn.status).toBe(200);
    expect(settledMeanwhile).toBeLessThan(4);
    expect(await Promise.all(bombs)).toEqual([false, false, false, false]);
  });
});
