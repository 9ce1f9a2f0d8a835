import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Paths never written to a log line: cookies and credentials in headers, passwords, and
 * what visitors write (a contact's or lead's message and body). Nothing logs them on purpose;
 * this holds should one be passed along by mistake.
 */
const REDACTED = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  'password',
  '*.password',
  'cookie',
  '*.cookie',
  'body',
  '*.body',
  'contact.message',
  'lead.message',
];

/** Lines are written together once this much is held... */
const LOG_WRITE_BYTES = 4096;
/** ...and whatever is held every this often: a quiet server's lines are not held back. */
const LOG_FLUSH_MS = 100;

/**
 * pino's ISO `time` field, worked out once per millisecond: a spike writes dozens of lines in
 * one, and formatting the date was a fifth of a line's cost.
 */
let lastTime = { at: Number.NaN, field: '' };
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== lastTime.at) lastTime = { at: now, field: `,"time":"${new Date(now).toISOString()}"` };
  return lastTime.field;
}

/** LOG_LEVEL (trace, debug, info, warn, error, silent) and LOG_FORMAT=pretty. */
export interface LogSettings {
  level: string;
  pretty: boolean;
}

/**
 * The one logger: JSON lines on stdout (one object per line, `msg` for the text), or the same
 * lines prettified when LOG_FORMAT=pretty (only `npm run dev` sets it; pino-pretty is a dev
 * dependency).
 */
export function createLogger(settings: LogSettings, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: settings.level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    base: { pid: process.pid },
    timestamp: isoTimeOncePerMillisecond,
  };
  if (destination) return pino(options, destination);
  if (settings.pretty)
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true } } });
  // Written off the event loop, in 4 KB writes (or whatever is held after at most 100 ms): a
  // write per line cost a spike of page views ~10% of the server's time. A normal exit, a
  // crash and SIGTERM flush what is held (pino's exit handlers).
  return pino(
    options,
    pino.destination({ dest: 1, sync: false, minLength: LOG_WRITE_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}
