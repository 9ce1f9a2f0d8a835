import { shown } from './configError.ts';

/** What the cross checks read: the checked text of the settings they relate. */
interface Related {
  NODE_ENV?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  LEADS_SALES_TO?: string | undefined;
  LEADS_SUPPORT_TO?: string | undefined;
  STAFF_USERNAME?: string | undefined;
  STAFF_PASSWORD?: string | undefined;
}

const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(value.trim());

/**
 * Rules across settings, checked once every value on its own is known to be good: one line
 * per problem, none when the settings fit together.
 */
export function crossProblems(
  s: Related,
  siteOrigins: readonly string[],
  allowedHosts: readonly string[] | 'any',
): string[] {
  const problems: string[] = [];
  // Without a known public address a page would print whatever Host a visitor sent
  // (canonical URLs, og tags, sitemap): fine on a laptop, not on the internet.
  if (s.NODE_ENV === 'production' && siteOrigins.length === 0 && allowedHosts.length === 0)
    problems.push(
      'NODE_ENV=production needs PUBLIC_SITE_URL (e.g. https://www.example.com) or ALLOWED_HOSTS (e.g. www.example.com,example.com)',
    );
  // A half-configured mailer would lose mail quietly: it stops the start instead.
  if (s.SMTP_URL) {
    for (const name of ['MAIL_FROM', 'LEADS_SALES_TO', 'LEADS_SUPPORT_TO'] as const) {
      const value = name === 'LEADS_SUPPORT_TO' ? s.LEADS_SUPPORT_TO || s.LEADS_SALES_TO : s[name];
      if (!looksLikeAddress(value ?? ''))
        problems.push(`${name}=${shown(value)}: an e-mail address, required when SMTP_URL is set`);
    }
  }
  if (Boolean(s.STAFF_USERNAME) !== Boolean(s.STAFF_PASSWORD))
    problems.push('STAFF_USERNAME and STAFF_PASSWORD: set both, or neither');
  return problems;
}
