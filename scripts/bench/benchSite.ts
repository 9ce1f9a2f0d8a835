import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The site a bench presses on: the running one at `origin` when given, else one started here on
 * a free port with a fresh data folder, stopped by `stop`.
 */
export async function benchSite(
  origin: string | undefined,
  name: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (origin) return { origin, stop: async () => {} };
  const { startServerProcess, freePort } = await import('@pod/api/support/serverProcess');
  const site = await startServerProcess({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), `pod-${name}-site-`)),
  });
  return { origin: site.origin, stop: site.stop };
}
