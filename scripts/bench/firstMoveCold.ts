// The first move in place with nothing of the next page's code in the browser yet: a phone
// (412x823 touch, 4x CPU, 150 ms a request, 200 kB/s, DevTools throttling) on /faqs, its search
// typed in so the shell is live, presses the footer's Terms link (a finger held 90 ms). Prints,
// per run, the press to the next heading shown and when each script of the move was asked for.
// `pnpm bench:first-move` (FIRST_MOVE_RUNS, 5; FIRST_MOVE_ORIGIN: a running site instead of one
// started here).
import { chromium } from '@playwright/test';
import { chromiumArgs } from '@pod/e2e/support/chromium';
import { ensureChromium } from '../ensureChromium.ts';
import { benchSite } from './benchSite.ts';

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 };

async function firstMoves(origin: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await page.goto(`${origin}/faqs`);
      await page.getByRole('searchbox').tap();
      await page.keyboard.type('s');
      // The shell runs the page once the search island it hydrated is live.
      await page.locator('[data-island="FaqList"][data-island-hydrated]').waitFor({ state: 'attached' });
      // What the shell and the search fetch settles (the page never goes network-idle: its
      // analytics beacon and links fetched ahead come and go).
      await page.waitForTimeout(3000);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      if (!box) throw new Error('the footer has no Terms of Service link');
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const asked: string[] = [];
      const start = Date.now();
      page.on('request', (request) => {
        if (request.resourceType() === 'script')
          asked.push(`${Date.now() - start} ms ${new URL(request.url()).pathname.split('/').pop()}`);
      });
      // Chromium answers a touchStart only once the touch is over: sent, not awaited alone.
      const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await page.waitForTimeout(90);
      const up = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await Promise.all([down, up]);
      await page.locator('main h1', { hasText: 'Terms' }).waitFor();
      times.push(Date.now() - start);
      console.log(
        `[bench:first-move] run ${run + 1}: ${times.at(-1)} ms; scripts asked for: ${asked.join(', ')}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const { origin, stop } = await benchSite(process.env.FIRST_MOVE_ORIGIN, 'first-move');
try {
  const times = (await firstMoves(origin, Number(process.env.FIRST_MOVE_RUNS || 5))).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `[bench:first-move] /faqs -> /terms in place, code not yet fetched: median ${median} ms (${times[0]}–${times.at(-1)})`,
  );
} finally {
  await stop();
}
