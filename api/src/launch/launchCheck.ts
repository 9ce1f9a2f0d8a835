// What still stands between this site and the internet: placeholder facts visitors would see,
// and settings that are unsafe or silent in production. `npm run launch-check` prints the list
// and fails while anything is on it; a production start logs it as warnings.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaceholderFact } from '@pod/contracts/placeholders';
import type { AppConfig } from '../config/loadConfig.ts';

export interface LaunchProblem {
  /** What a visitor or an operator would meet. */
  problem: string;
  /** How to fix it. */
  fix: string;
}

/** Passwords printed in this repository (docs, tests): never one a live site may use. */
const KNOWN_PASSWORDS = new Set([
  'e2e staff password 123',
  'correct horse battery staple',
  'change-me-please',
]);

/** The hero slides whose photo the marketing build looks for (remotes/marketing/artwork/photos/<id>.*). */
export interface HeroPhotos {
  folder: string;
  ids: readonly string[];
}

function missingPhotos({ folder, ids }: HeroPhotos): string[] {
  return ids.filter(
    (id) => !['jpg', 'jpeg', 'png', 'webp'].some((ext) => existsSync(join(folder, `${id}.${ext}`))),
  );
}

/** The settings the check reads: the server's own, parsed (loadConfig), so both agree on what is set. */
export type LaunchSettings = Pick<AppConfig, 'core' | 'auth' | 'leads'>;

export function launchProblems(
  config: LaunchSettings,
  placeholders: readonly PlaceholderFact[],
  heroPhotos?: HeroPhotos,
): LaunchProblem[] {
  const problems: LaunchProblem[] = placeholders.map((placeholder) => ({
    problem: `${placeholder.fact} is a placeholder: visitors see "${placeholder.value}"`,
    fix: `set ${placeholder.variable} when building (npm start / pnpm build)`,
  }));
  if (heroPhotos) {
    const missing = missingPhotos(heroPhotos);
    if (missing.length > 0)
      problems.push({
        problem: `the home page slideshow shows illustrations: ${missing.length} of ${heroPhotos.ids.length} hero photos are missing (${missing.join(', ')})`,
        fix: `drop the photos into ${heroPhotos.folder}/<id>.jpg and rebuild (remotes/marketing/README.md)`,
      });
  }
  if (config.core.siteOrigins.length === 0)
    problems.push({
      problem:
        'PUBLIC_SITE_URL is not set: canonical URLs, og tags and the sitemap follow whatever address a request names',
      fix: 'set PUBLIC_SITE_URL=https://www.your-domain.com',
    });
  const staffPassword = config.auth.staff?.password;
  if (staffPassword && KNOWN_PASSWORDS.has(staffPassword))
    problems.push({
      problem: 'STAFF_PASSWORD is a password printed in this repository',
      fix: 'choose a new one (pnpm --filter @pod/api staff <name> resets it without putting it in the environment)',
    });
  if (!config.leads.smtpUrl)
    problems.push({
      problem: 'lead e-mail is off (SMTP_URL is not set): new leads wait in the staff inbox with nobody told',
      fix: 'set SMTP_URL, MAIL_FROM and LEADS_SALES_TO (README, "Leads inbox and e-mail notifications")',
    });
  if (config.core.https && config.core.trustedProxies.length === 0)
    problems.push({
      problem:
        "HTTPS is terminated in front of the server but TRUST_PROXY is not set: every visitor shares the proxy's address, so one visitor's rate limit and sign-in throttle stop everyone",
      fix: "set TRUST_PROXY to the proxies' addresses or ranges (e.g. loopback, or 10.0.0.0/8)",
    });
  return problems;
}

/** The problems as lines, for a terminal or a log. */
export function formatLaunchProblems(problems: readonly LaunchProblem[]): string[] {
  return problems.map((item) => `${item.problem}. Fix: ${item.fix}.`);
}
