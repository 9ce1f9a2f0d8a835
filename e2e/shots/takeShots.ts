// `npm run shots`: full-page screenshots of every route at 375 and 1280 px in both themes,
// into e2e/shots/out (git-ignored) with an index.html to review them in a minute.
// Uses the current production build (run `pnpm build` first) and starts its own server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { shotIndexHtml } from './shotIndex.ts';
import { shots } from './shotMatrix.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const outDir = join(here, 'out');
const port = Number(process.env.SHOTS_PORT || 3520);
const baseUrl = `http://127.0.0.1:${port}`;

function startServer(): ChildProcess {
  const server = spawn(process.execPath, [join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pod-shots-')),
      PUBLIC_SITE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not answer on ${baseUrl} (is there a build? run pnpm build)`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = startServer();
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport: { width: shot.viewport.width, height: shot.viewport.height },
        colorScheme: shot.theme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${shot.route}`, { waitUntil: 'networkidle' });
      // A full-page shot never scrolls, so parts rendered only near the viewport (shared-ui's
      // renderNearViewport) would shoot blank, and lazy images below the fold too.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (getComputedStyle(element).contentVisibility === 'auto')
            element.style.contentVisibility = 'visible';
        }
        for (const image of document.querySelectorAll('img[loading="lazy"]')) {
          (image as HTMLImageElement).loading = 'eager';
        }
      });
      await page.waitForLoadState('networkidle');
      // Loaded is not painted: wait until every image has decoded, or a card can shoot blank.
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => {}))),
      );
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(outDir, shot.file), fullPage: true });
      await context.close();
      process.stdout.write(`${shot.file}\n`);
    }
    await browser.close();
    writeFileSync(join(outDir, 'index.html'), shotIndexHtml(shots, new Date().toISOString()));
    process.stdout.write(`${shots.length} screenshots: ${join(outDir, 'index.html')}\n`);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
