import { rmSync } from 'node:fs';

// Playwright's global teardown: removes the run's data folder (server.ts made it), unless the
// caller passed their own E2E_DATA_DIR.
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_REMOVE_DATA_DIR === 'true')
    rmSync(dataDir, { recursive: true, force: true });
}
