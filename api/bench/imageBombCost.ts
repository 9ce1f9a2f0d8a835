// How long the upload check spends on the scan bomb (a progressive JPEG with thousands of
// whole-image scans), and how long health and sign-in wait meanwhile. Run under the heavy lock:
//   node api/bench/imageBombCost.ts
import { performance } from 'node:perf_hooks';
import { isWholeImage } from '../src/uploads/inspectImage.ts';
import { scanBomb } from '../test/support/scanBomb.ts';
import { jsonRequest, STAFF, startHarness } from '../test/uploadHarness.ts';

const time = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - start) };
};

const bomb = scanBomb(8192, 4_500);
console.log(`bomb: 8192x8192, 4,500 scans, ${bomb.length} bytes`);
console.log('check, default limits:', await time(() => isWholeImage(bomb, 'image/jpeg')));
const allowed = scanBomb(8192, 99); // a DC scan and 99 AC scans: the most the check takes
console.log(
  'check, 100 scans (the most allowed) at 8192x8192:',
  await time(() => isWholeImage(allowed, 'image/jpeg')),
);
const noCount = { maxJpegScans: 1_000_000, deadlineMs: 10_000 };
console.log(
  'check, no scan limit, 10 s deadline:',
  await time(() => isWholeImage(bomb, 'image/jpeg', noCount)),
);

const h = await startHarness();
const four = Array.from({ length: 4 }, () => isWholeImage(bomb, 'image/jpeg', noCount));
const health = await time(() => Promise.resolve(h.app.request('/api/health')));
const signIn = await time(() => jsonRequest(h.app, 'POST', '/api/auth/login', STAFF));
console.log(
  `while four bombs are checked (no scan limit): health ${health.result.status} in ${health.ms} ms, sign-in ${signIn.result.status} in ${signIn.ms} ms`,
);
const all = await time(() => Promise.all(four));
console.log(`the four bombs settled ${all.ms} ms later: ${JSON.stringify(all.result)}`);
await h.close();
