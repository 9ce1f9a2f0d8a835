import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The processes behind a WebKit session: Xvfb (MiniBrowser is a GTK window), WebKitWebDriver
// (Debian's webkit2gtk-driver) and the MiniBrowser it starts. All ours, all stopped by stop().

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to nothing, the window
// (and so the page) can be as narrow as a phone.
const SHRUNK_TOOLBAR_CSS = `
* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }
button, entry, headerbar, toolbar, box, label, image { border-width: 0; }
image { -gtk-icon-transform: scale(0.1); }
`;

export interface WebKitProcesses {
  /** WebKitWebDriver's port on 127.0.0.1. */
  driverPort: number;
  stop(): Promise<void>;
}

function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number to fd 3.
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let written = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve({ display: `:${written.trim()}`, child });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

export async function startWebKitProcesses(): Promise<WebKitProcesses> {
  const configHome = mkdtempSync(join(tmpdir(), 'pod-webkit-'));
  mkdirSync(join(configHome, 'gtk-3.0'));
  writeFileSync(join(configHome, 'gtk-3.0', 'gtk.css'), SHRUNK_TOOLBAR_CSS);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--replace-on-new-session'], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: configHome },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(driverUrl, driver);
  } catch (error) {
    await Promise.all([stopChild(driver), stopChild(xvfb.child)]);
    throw error;
  }
  return {
    driverPort: port,
    stop: async () => {
      await stopChild(driver);
      await stopChild(xvfb.child);
    },
  };
}
