// For the outbox tests: waiting on asynchronous state, and a sender that is slow on purpose
// and records what it was asked to send.
import type { MailSender } from '../../src/leads/mailSender.ts';

/** Polls an async (or plain) probe until it answers something truthy. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('eventually: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every send a notifier started (the lead's Message-ID), before it reached the server. */
export interface SendLog {
  started: string[];
}

/**
 * Wraps a sender so each send is recorded when it starts and takes at least delayMs: two
 * notifiers then overlap in their sends, which is when a lead could go out twice.
 */
export function slowRecordingSender(inner: MailSender, delayMs: number, log: SendLog): MailSender {
  return {
    async send(mail) {
      log.started.push(mail.messageId);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await inner.send(mail);
    },
    close: () => inner.close(),
  };
}
