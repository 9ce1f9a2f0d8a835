/** Where lead notifications go and how the sender retries; all from the environment. */
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

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return parsed;
}

const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(value.trim());

/** Throws on a half-configured mailer, so a typo stops start-up instead of losing mail. */
export function loadLeadMailSettings(
  env: NodeJS.ProcessEnv = process.env,
  fallbackOrigin = `http://localhost:${env.PORT || 3000}`,
): LeadMailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.MAIL_FROM?.trim() ?? '';
  const salesTo = env.LEADS_SALES_TO?.trim() ?? '';
  const supportTo = env.LEADS_SUPPORT_TO?.trim() || salesTo;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new Error('Invalid SMTP_URL: expected smtp://user:pass@host:port or smtps://...');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error('Invalid SMTP_URL: it must start with smtp:// or smtps://');
    for (const [name, value] of [
      ['MAIL_FROM', from],
      ['LEADS_SALES_TO', salesTo],
      ['LEADS_SUPPORT_TO', supportTo],
    ] as const) {
      if (!looksLikeAddress(value)) throw new Error(`${name} must be an e-mail address when SMTP_URL is set`);
    }
  }
  const siteOrigin =
    env.PUBLIC_SITE_URL?.split(',')[0]?.trim().replace(/\/$/, '') || fallbackOrigin.replace(/\/$/, '');
  return {
    smtpUrl,
    from,
    salesTo,
    supportTo,
    siteOrigin,
    retryBaseMs: positive('LEADS_RETRY_BASE_SECONDS', env.LEADS_RETRY_BASE_SECONDS, 30) * 1000,
    retryMaxMs: positive('LEADS_RETRY_MAX_SECONDS', env.LEADS_RETRY_MAX_SECONDS, 3600) * 1000,
    maxAttempts: Math.floor(positive('LEADS_MAX_ATTEMPTS', env.LEADS_MAX_ATTEMPTS, 12)),
    leaseMs: positive('LEADS_LEASE_SECONDS', env.LEADS_LEASE_SECONDS, 300) * 1000,
  };
}
