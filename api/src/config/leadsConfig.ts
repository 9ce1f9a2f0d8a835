import { type InferType, object } from 'yup';
import type { CoreConfig } from './coreConfig.ts';
import { parsed, positive, text, whole } from './settingTypes.ts';

function checkSmtpUrl(value: string): void {
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('expected smtp://user:pass@host:port or smtps://...');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('it must start with smtp:// or smtps://');
}

export const leadsSchema = object({
  SMTP_URL: parsed(checkSmtpUrl),
  MAIL_FROM: text(),
  LEADS_SALES_TO: text(),
  LEADS_SUPPORT_TO: text(),
  LEADS_RETRY_BASE_SECONDS: positive(),
  LEADS_RETRY_MAX_SECONDS: positive(),
  LEADS_MAX_ATTEMPTS: whole(1, 1000),
  LEADS_LEASE_SECONDS: positive(),
});

/** Where lead notifications go and how the sender retries. */
export interface LeadMailSettings {
  /** smtp:// or smtps:// URL, credentials inside (SMTP_URL). Unset: notifications are off. */
  smtpUrl: string | undefined;
  /** Sender address (MAIL_FROM). */
  from: string;
  /** Recipient of sales-form leads (LEADS_SALES_TO). */
  salesTo: string;
  /** Recipient of customer-service requests (LEADS_SUPPORT_TO, default LEADS_SALES_TO). */
  supportTo: string;
  /** Origin the inbox link in each mail points to (first of PUBLIC_SITE_URL, else localhost:PORT). */
  siteOrigin: string;
  /** First retry delay; doubles each time (LEADS_RETRY_BASE_SECONDS, default 30). */
  retryBaseMs: number;
  /** Longest delay between tries (LEADS_RETRY_MAX_SECONDS, default 3600). */
  retryMaxMs: number;
  /** Tries before a notification is "failed" (LEADS_MAX_ATTEMPTS, default 12). */
  maxAttempts: number;
  /**
   * How long an instance keeps the others off a lead it is sending (LEADS_LEASE_SECONDS,
   * default 300). A send is cut off well before its lease ends, so keep it above the SMTP
   * timeouts (about a minute); it is also how long a crashed instance's lead waits.
   */
  leaseMs: number;
}

export function leadsConfig(s: InferType<typeof leadsSchema>, core: CoreConfig): LeadMailSettings {
  const salesTo = s.LEADS_SALES_TO ?? '';
  return {
    smtpUrl: s.SMTP_URL || undefined,
    from: s.MAIL_FROM ?? '',
    salesTo,
    supportTo: s.LEADS_SUPPORT_TO || salesTo,
    // The inbox link in each mail: the canonical public origin, else this machine.
    siteOrigin: core.siteOrigins[0] ?? `http://localhost:${core.port}`,
    retryBaseMs: (s.LEADS_RETRY_BASE_SECONDS ?? 30) * 1000,
    retryMaxMs: (s.LEADS_RETRY_MAX_SECONDS ?? 3600) * 1000,
    maxAttempts: s.LEADS_MAX_ATTEMPTS ?? 12,
    leaseMs: (s.LEADS_LEASE_SECONDS ?? 300) * 1000,
  };
}
