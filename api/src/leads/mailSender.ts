import { createTransport } from 'nodemailer';
import type { LeadMail } from './leadMail.ts';

/** Sends one mail; rejects when the server did not accept it. */
export interface MailSender {
  send(mail: LeadMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). */
export function createSmtpSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A stuck server must not hold the outbox forever.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
