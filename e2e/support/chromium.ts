import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install chromium); Playwright's own browser download is not allowed here. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}. Install it: apt-get install -y chromium`);
  return path;
}

// Without the networking flags Chromium floods the closed network with connection attempts.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
