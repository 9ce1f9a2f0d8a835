import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillPage } from '@pod/page-fill/fillPage';
import { withoutSpeculationRulesEdits } from '@pod/page-fill/speculationRules';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

const RULES =
  '<script type="speculationrules">{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"immediate"}]}</script>';

/** The fixture's site with speculation rules in the shell's head, as the shipped index.html has. */
function siteWithRules() {
  const root = builtSiteFixture();
  const file = join(root, 'shell', 'dist', 'index.html');
  writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `    ${RULES}\n</head>`));
  return createSiteServer(siteSettings(root, { siteOrigins: ['http://localhost:3000'] }));
}

const page = (site: ReturnType<typeof siteWithRules>, headers: Record<string, string> = {}) =>
  site.routes.request('http://localhost:3000/contact', { headers: { Host: 'localhost:3000', ...headers } });

describe('a page asked for with the data saver on', () => {
  it('carries the speculation rules for every other visitor', async () => {
    const response = await page(siteWithRules());
    expect(await response.text()).toContain(RULES);
    expect(response.headers.get('Vary')).toMatch(/\bSave-Data\b/);
  });

  it('is sent without them, and says it varies by Save-Data', async () => {
    for (const value of ['on', 'On', ' on ']) {
      const response = await page(siteWithRules(), { 'Save-Data': value });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, value).not.toContain('speculationrules');
      expect(html).toContain('<div id="root">');
      expect(response.headers.get('Vary')).toMatch(/\bSave-Data\b/);
    }
  });

  it('is not answered 304 with the validator of the page that has the rules', async () => {
    const site = siteWithRules();
    const full = await page(site);
    const saving = await page(site, { 'Save-Data': 'on', 'If-None-Match': full.headers.get('ETag') ?? '' });
    expect(saving.status).toBe(200);
    expect(await saving.text()).not.toContain('speculationrules');
  });

  it('keeps the rules when Save-Data says anything but on', async () => {
    expect(await (await page(siteWithRules(), { 'Save-Data': 'off' })).text()).toContain(RULES);
  });
});

describe('leaving speculation rules out of a page', () => {
  it('removes every rules script and nothing else', () => {
    const html = `<head>\n    ${RULES}\n    <script>theme()</script>\n    <script type='speculationrules'>{}</script>\n</head>`;
    expect(fillPage(html, withoutSpeculationRulesEdits)).toBe(
      '<head>\n    <script>theme()</script>\n</head>',
    );
  });
});
