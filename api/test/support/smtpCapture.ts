// A real SMTP server (the smtp-server package) that records every accepted message.
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** Unfolded header lines, by lower-case name. */
  headers: Map<string, string>;
  body: string;
}

export interface SmtpCapture {
  port: number;
  mails: CapturedMail[];
  /** Messages whose DATA arrived but that were not answered yet (hold mode). */
  held: number;
  /** While holding, DATA is read but never answered, as a server that hangs would. */
  setHolding(holding: boolean): void;
  close(): Promise<void>;
}

function parse(raw: string, from: string, to: string[]): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const qp = headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable';
  return { from, to, raw, headers, body: qp ? decodeQuotedPrintable(body) : body };
}

function decodeQuotedPrintable(text: string): string {
  const escaped = text
    .replace(/=\r\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(escaped);
}

export function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let holding = false;
  const state = { held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          state.held++;
          return; // never answered: the client is left waiting
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        callback(null, 'queued');
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        mails,
        get held() {
          return state.held;
        },
        setHolding: (value) => {
          holding = value;
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
