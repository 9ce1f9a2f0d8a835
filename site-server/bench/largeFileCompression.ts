// How long the first request for a large text file spends compressing it, and how long the
// event loop waits meanwhile (it should not). Run under the heavy lock:
//   node site-server/bench/largeFileCompression.ts
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { staticFile } from '../src/staticFiles.ts';

let seed = 7;
const words = Array.from({ length: 1_500_000 }, () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return `v${seed.toString(36)}`;
});
const body = Buffer.from(`${words.join('+')};`);
const file = staticFile('static/js/big.js', body, '"x"');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const start = performance.now();
const compressed = await file.compressed?.();
const ms = Math.round(performance.now() - start);
delay.disable();
console.log(
  `${(body.length / 1e6).toFixed(1)} MB script: brotli ${compressed?.brotli.length} B, gzip ${compressed?.gzip.length} B in ${ms} ms; event loop delay max ${Math.round(delay.max / 1e6)} ms`,
);
