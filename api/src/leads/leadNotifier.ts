import type { Db } from '../db/openDatabase.ts';
import { composeLeadMail } from './leadMail.ts';
import type { Lead } from './leadRecord.ts';
import type { LeadMailSettings } from './leadSettings.ts';
import { createLeadsOutbox } from './leadsOutbox.ts';
import { createSmtpSender, type MailSender } from './mailSender.ts';

/** What the contact routes need from the sender. */
export interface LeadNotifier {
  /** SMTP is configured: new leads get a "pending" notification instead of "off". */
  readonly enabled: boolean;
  /** A lead was just committed: deliver it soon. */
  wake(): void;
  stop(): Promise<void>;
}

const BATCH = 20;
const MAX_TIMER_MS = 2 ** 31 - 1;

export function backoffMs(attempt: number, settings: Pick<LeadMailSettings, 'retryBaseMs' | 'retryMaxMs'>) {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempt - 1), settings.retryMaxMs);
}

function describe(error: unknown): string {
  const text =
    error instanceof Error
      ? `${(error as { code?: string }).code ?? error.name}: ${error.message}`
      : String(error);
  return text.slice(0, 500);
}

/**
 * Delivers the outbox: at start (so it resumes after a restart), on wake() and when the
 * next retry is due. One drain at a time, one lead after another, so a lead is never
 * sent twice by this process; a crash between the SMTP accept and the "sent" mark can
 * repeat it once after restart, with the same Message-ID.
 */
export function startLeadNotifier(options: {
  db: Db;
  settings: LeadMailSettings;
  /** Tests pass their own; default: nodemailer over settings.smtpUrl. */
  sender?: MailSender;
  log?: (message: string) => void;
}): LeadNotifier {
  const { db, settings } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const smtpUrl = settings.smtpUrl;
  if (!options.sender && !smtpUrl) return { enabled: false, wake() {}, async stop() {} };
  const sender = options.sender ?? createSmtpSender(smtpUrl as string);
  const outbox = createLeadsOutbox(db);
  const delivered = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const deliver = async (lead: Lead): Promise<void> => {
    if (!delivered.has(lead.id)) {
      const attempt = lead.notification.attempts + 1;
      try {
        await sender.send(composeLeadMail(lead, settings));
      } catch (error) {
        const next = attempt >= settings.maxAttempts ? null : Date.now() + backoffMs(attempt, settings);
        outbox.markFailedAttempt(lead.id, attempt, next, describe(error));
        log(`[leads] notification of ${lead.id} failed (attempt ${attempt}): ${describe(error)}`);
        return;
      }
      delivered.add(lead.id);
    }
    outbox.markSent(lead.id, new Date().toISOString());
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    const at = outbox.nextDueAt();
    if (at === null) return;
    timer = setTimeout(kick, Math.min(Math.max(0, at - Date.now()), MAX_TIMER_MS));
    timer.unref();
  };

  const drain = async () => {
    do {
      again = false;
      for (let batch = outbox.due(Date.now(), BATCH); batch.length > 0 && !stopped; ) {
        for (const lead of batch) {
          if (stopped) return;
          await deliver(lead);
        }
        batch = outbox.due(Date.now(), BATCH);
      }
    } while (again && !stopped);
    schedule();
  };

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        // e.g. the database is busy: try again shortly rather than stall the outbox.
        log(`[leads] outbox run failed: ${describe(error)}`);
        clearTimeout(timer);
        timer = setTimeout(kick, 5_000);
        timer.unref();
      })
      .finally(() => {
        running = null;
      });
  }

  setImmediate(kick);
  return {
    enabled: true,
    wake: () => setImmediate(kick),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close();
    },
  };
}
