import type { Readable } from 'node:stream';

/** What a response that is cut off is made of: the socket it goes out on, if any (none in tests). */
export interface Outgoing {
  destroy(): void;
}

/**
 * Cuts off a body that is sent slower than `minBytesPerSecond`, measured over each window, as a
 * reverse proxy's send timeout does: a reader taking 256 B/s of a 9 MB image would otherwise
 * hold its file (and its socket) for ten hours. A window is long enough for a phone on a poor
 * link; the bytes counted are those the body gave to the response, which the socket only takes
 * as the reader reads. The check stops once the body is read out or closed.
 */
export function cutOffWhenTooSlow(
  body: Readable,
  outgoing: Outgoing | undefined,
  rule: { minBytesPerSecond: number; windowMs: number },
): void {
  if (rule.minBytesPerSecond <= 0) return;
  const needed = (rule.minBytesPerSecond * rule.windowMs) / 1000;
  let sent = 0;
  body.on('data', (chunk: Buffer) => {
    sent += chunk.length;
  });
  const timer = setInterval(() => {
    // The socket's close lets the body go too (the adapter cancels it); destroying the body
    // first would make the adapter log an abort as an error.
    if (sent < needed) (outgoing ?? body).destroy();
    sent = 0;
  }, rule.windowMs);
  timer.unref();
  body.once('close', () => clearInterval(timer));
}
