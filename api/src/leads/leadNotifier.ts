import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SqlClient } from '../db/sqlClient.ts';
import { composeLeadMail } from './leadMail.ts';
import type { LeadMailSettings } from './leadSettings.ts';
import { type ClaimedLead, createLeadsOutbox } from './leadsOutbox.ts';
import { createSmtpSender, type MailSender } from './mailSender.ts';

/** What the contact routes need from the sender. */
export interface LeadNotifier {
  /** SMTP is configured: new leads get a "pending" notification instead of "off". */
  readonly enabled: boolean;
  /** A lead was just committed: deliver it soon. */
  wake(): void;
  stop(): Promise<void>;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_AFTER_FAILED_RUN_MS = 5_000;
const DEFAULT_POLL_MS = 60_000;

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

/** Rejects once ms have passed; the send itself cannot be recalled, only no longer awaited. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the SMTP server took longer than ${Math.round(ms / 1000)} s`)),
      Math.max(0, ms),
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Delivers the outbox: at start (so it resumes after a restart), on wake() and when the
 * next retry is due. Any number of instances may run one over the same database: each
 * lead is leased before it is sent (see leadsOutbox), so two instances never send the same
 * lead. A crash between the SMTP accept and the "sent" mark can repeat it once, after the
 * lease runs out, with the same Message-ID.
 */
export function startLeadNotifier(options: {
  sql: SqlClient;
  settings: LeadMailSettings;
  /** Tests pass their own; default: nodemailer over settings.smtpUrl. */
  sender?: MailSender;
  log?: (message: string) => void;
  /** Longest idle time between looks at the outbox (another instance's leads; 60 s). */
  pollMs?: number;
}): LeadNotifier {
  const { sql, settings } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const log = options.log ?? ((message: string) => console.error(message));
  const smtpUrl = settings.smtpUrl;
  if (!options.sender && !smtpUrl) return { enabled: false, wake() {}, async stop() {} };
  const sender = options.sender ?? createSmtpSender(smtpUrl as string);
  // Unique per notifier, not per host: two in one process (tests) are two instances too.
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const outbox = createLeadsOutbox(sql, { owner, leaseMs: settings.leaseMs });
  // Sent, but the "sent" mark did not reach the database yet (it was busy): never sent again
  // by this instance, only marked.
  const unrecorded = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const record = async (leadId: string, sentAt: string) => {
    unrecorded.set(leadId, sentAt);
    await outbox.markSent(leadId, sentAt);
    unrecorded.delete(leadId);
  };

  const deliver = async ({ lead, leasedUntil }: ClaimedLead): Promise<void> => {
    const sentBefore = unrecorded.get(lead.id);
    if (sentBefore) return record(lead.id, sentBefore);
    const attempt = lead.notification.attempts + 1;
    try {
      // Give up on the send a fifth of the lease before it ends, so another instance never
      // takes a lead this one is still sending.
      await withDeadline(
        sender.send(composeLeadMail(lead, settings)),
        leasedUntil - Date.now() - settings.leaseMs / 5,
      );
    } catch (error) {
      const next = attempt >= settings.maxAttempts ? null : Date.now() + backoffMs(attempt, settings);
      await outbox.markFailedAttempt(lead.id, attempt, next, describe(error));
      log(`[leads] notification of ${lead.id} failed (attempt ${attempt}): ${describe(error)}`);
      return;
    }
    await record(lead.id, new Date().toISOString());
  };

  const schedule = async () => {
    const at = await outbox.nextDueAt();
    clearTimeout(timer);
    if (stopped) return;
    // Even with nothing due here, look again within pollMs: another instance may claim a lead
    // and die (its lease runs out) or be scaled away with retries pending, and nothing else
    // would wake this one.
    const wait = Math.min(at === null ? Number.POSITIVE_INFINITY : Math.max(0, at - Date.now()), pollMs);
    timer = setTimeout(kick, Math.min(wait, MAX_TIMER_MS));
    timer.unref();
  };

  const drain = async () => {
    for (const [leadId, sentAt] of unrecorded) await record(leadId, sentAt);
    for (;;) {
      again = false;
      while (!stopped) {
        const claimed = await outbox.claim(Date.now());
        if (!claimed) break;
        await deliver(claimed);
      }
      if (stopped) return;
      await schedule();
      // A wake() that came while the next due time was being read: run again.
      if (!again) return;
    }
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
        if (stopped) return;
        timer = setTimeout(kick, RETRY_AFTER_FAILED_RUN_MS);
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
