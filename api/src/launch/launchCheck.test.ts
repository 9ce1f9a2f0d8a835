import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placeholdersIn } from '@pod/contracts/placeholders';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config/loadConfig.ts';
import { launchProblems } from './launchCheck.ts';

const facts = {
  PUBLIC_BRAND_NAME: 'Acme Print Co',
  PUBLIC_LEGAL_NAME: 'Acme Print Co Inc.',
  PUBLIC_PHONE: '(512) 201-4400',
  PUBLIC_SALES_EMAIL: 'sales@acme-print.com',
  PUBLIC_SUPPORT_EMAIL: 'help@acme-print.com',
  PUBLIC_STREET_ADDRESS: '500 Main St',
  PUBLIC_PORTAL_URL: 'https://portal.acme-print.com',
  PUBLIC_PRODUCT_BRANDS: '{"tshirts":["Acme Tees"]}',
};
const ready = {
  ...facts,
  PUBLIC_SITE_URL: 'https://www.acme-print.com',
  SMTP_URL: 'smtps://u:p@smtp.acme-print.com:465',
  MAIL_FROM: 'site@acme-print.com',
  LEADS_SALES_TO: 'sales@acme-print.com',
  HTTPS: 'true',
  TRUST_PROXY: '10.0.0.0/8',
  STAFF_USERNAME: 'owner',
  STAFF_PASSWORD: 'a long and private passphrase',
};

function photos(ids: string[], present: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'hero-photos-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  for (const id of present) writeFileSync(join(folder, `${id}.jpg`), 'jpeg');
  return { folder, ids };
}

describe('launch check', () => {
  it('flags every placeholder fact, the missing hero photos and each unsafe setting', () => {
    const problems = launchProblems(
      loadConfig({ HTTPS: 'true', STAFF_USERNAME: 'staff', STAFF_PASSWORD: 'e2e staff password 123' }),
      placeholdersIn({}),
      photos(['hero-a', 'hero-b'], ['hero-a']),
    ).map((item) => item.problem);
    for (const fact of [
      'brandName',
      'legalName',
      'phone',
      'salesEmail',
      'supportEmail',
      'streetAddress',
      'portalSignInUrl',
      'productBrands',
    ])
      expect(
        problems.some((line) => line.startsWith(`${fact} is a placeholder`)),
        fact,
      ).toBe(true);
    expect(problems).toContainEqual(expect.stringContaining('1 of 2 hero photos are missing (hero-b)'));
    expect(problems).toContainEqual(expect.stringContaining('PUBLIC_SITE_URL is not set'));
    expect(problems).toContainEqual(
      expect.stringContaining('STAFF_PASSWORD is a password printed in this repository'),
    );
    expect(problems).toContainEqual(expect.stringContaining('lead e-mail is off'));
    expect(problems).toContainEqual(expect.stringContaining('TRUST_PROXY is not set'));
    expect(problems).toHaveLength(13);
  });

  it('flags one fact at a time: setting one variable clears exactly that one', () => {
    const all = placeholdersIn({}).map((item) => item.fact);
    const withPhone = placeholdersIn({ PUBLIC_PHONE: '(512) 201-4400' }).map((item) => item.fact);
    expect(all.filter((fact) => !withPhone.includes(fact))).toEqual(['phone']);
  });

  it('reads TRUST_PROXY as the server does: no proxy named behind TLS is still a problem', () => {
    const problems = launchProblems(loadConfig({ ...ready, TRUST_PROXY: 'false' }), []).map(
      (item) => item.problem,
    );
    expect(problems).toEqual([expect.stringContaining('TRUST_PROXY is not set')]);
  });

  it('passes once every fact, photo and setting is real', () => {
    expect(placeholdersIn(facts)).toEqual([]);
    expect(
      launchProblems(
        loadConfig(ready),
        placeholdersIn(ready),
        photos(['hero-a', 'hero-b'], ['hero-a', 'hero-b']),
      ),
    ).toEqual([]);
  });
});
