import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { oneAtATime } from '../background/oneAtATime.ts';
import type { LeadMailSettings } from '../config/leadsConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { composeLeadMail } from './leadMail.ts';
import { type ClaimedLead, createLeadsOutbox, type LeadsOutbox } from './leadsOutbox.ts';
import { createSmtpSender, type MailSender } from './mailSender.ts';

/** What the contact routes need from the sender. */
export interface LeadNotifier {
  /** SMTP is configured: new leads get a "pending" notification instead of "off". */
  readonly enabled: boolean;
  /** A lead was just committed: deliver it soon. */
  wake(): void;
  /** "ok" until a send fails, "failing" until one succeeds again; absent: "ok" when enabled. */
  mailState?(): 'off' | 'ok' | 'failing';
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
 * Sends one claimed lead's mail and records the outcome: "sent", or a failed attempt with
 * the next try after a doubling delay. A mail that went out but whose "sent" mark did not
 * reach the database (it was busy) is only marked on later passes, never sent again by this
 * instance (flushUnrecorded).
 */
function createLeadDelivery(
  outbox: LeadsOutbox,
  sender: MailSender,
  settings: LeadMailSettings,
  log: (message: string) => void,
) {
  const unrecorded = new Map<string, string>();
  let lastSendFailed = false;

  const record = async (leadId: string, sentAt: string) => {
    unrecorded.set(leadId, sentAt);
    await outbox.markSent(leadId, sentAt);
    unrecorded.delete(leadId);
  };

  return {
    failing: () => lastSendFailed,
    async flushUnrecorded(): Promise<void> {
      for (const [leadId, sentAt] of unrecorded) await record(leadId, sentAt);
    },

    async deliver({ lead, leasedUntil }: ClaimedLead): Promise<void> {
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
        lastSendFailed = true;
        const next = attempt >= settings.maxAttempts ? null : Date.now() + backoffMs(attempt, settings);
        await outbox.markFailedAttempt(lead.id, attempt, next, describe(error));
        log(`[leads] notification of ${lead.id} failed (attempt ${attempt}): ${describe(error)}`);
        return;
      }
      lastSendFailed = false;
      await record(lead.id, new Date().toISOString());
    },
  };
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
  const delivery = createLeadDelivery(outbox, sender, settings, log);
  let timer: NodeJS.Timeout | undefined;

  const lookAgainIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => runs.run(), Math.min(ms, MAX_TIMER_MS));
    timer.unref();
  };

  // One pass: everything due now, then a timer for the next due time. A wake() during a
  // pass runs one more pass after it.
  const drain = async () => {
    await delivery.flushUnrecorded();
    while (!runs.stopped) {
      const claimed = await outbox.claim(Date.now());
      if (!claimed) break;
      await delivery.deliver(claimed);
    }
    if (runs.stopped) return;
    const at = await outbox.nextDueAt();
    clearTimeout(timer);
    if (runs.stopped) return;
    // Even with nothing due here, look again within pollMs: another instance may claim a lead
    // and die (its lease runs out) or be scaled away with retries pending, and nothing else
    // would wake this one.
    lookAgainIn(Math.min(at === null ? Number.POSITIVE_INFINITY : Math.max(0, at - Date.now()), pollMs));
  };

  const runs = oneAtATime(drain, {
    whenBusy: 'again',
    onError: (error) => {
      // e.g. the database is busy: try again shortly rather than stall the outbox.
      log(`[leads] outbox run failed: ${describe(error)}`);
      clearTimeout(timer);
      if (!runs.stopped) lookAgainIn(RETRY_AFTER_FAILED_RUN_MS);
    },
  });

  setImmediate(() => runs.run());
  return {
    enabled: true,
    mailState: () => (delivery.failing() ? 'failing' : 'ok'),
    wake: () => setImmediate(() => runs.run()),
    async stop() {
      clearTimeout(timer);
      await runs.stop();
      sender.close();
    },
  };
}
