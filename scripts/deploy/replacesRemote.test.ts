import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deployCli,
  fakeRemoteDist,
  fakeShellDist,
  readTargetJson,
  removeScratch,
  scratch,
} from './testing/fakeSite.ts';

// `deploy --replaces <name>` drops <name> from the target's registry: the server stops serving
// its routes. It is only safe for a rename (upload became staff), where the new remote serves
// every route the old one did.

const MARKETING = ['/', '/products', '/why-us'];
const FORMS = ['/contact', '/contact-cs'];
const STAFF = ['/upload', '/staff/leads', '/staff/vitals'];

/** Every file of the target with its content: what "nothing written" compares. */
function snapshot(target: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[relative(target, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(target);
  return files;
}

/** A folder target where the shell, marketing, forms and upload (the staff tool's old name) are live. */
function liveTarget(dists: string): string {
  const target = scratch('pod-replaces-target-');
  const deploys: [string, string][] = [
    ['shell', fakeShellDist(join(dists, 'shell'))],
    ['marketing', fakeRemoteDist(join(dists, 'marketing'), 'marketing', MARKETING, 'mkt001')],
    ['forms', fakeRemoteDist(join(dists, 'forms'), 'forms', FORMS, 'frm001')],
    ['upload', fakeRemoteDist(join(dists, 'upload'), 'upload', STAFF, 'upl001')],
  ];
  for (const [app, dist] of deploys) {
    const result = deployCli('deploy', app, ['--to', target, '--dist', dist]);
    expect(result.status, result.output).toBe(0);
  }
  return target;
}

describe('deploy --replaces', { timeout: 60_000 }, () => {
  let live = '';
  let dists = '';
  let staffDist = '';
  let target = '';
  beforeAll(() => {
    dists = scratch('pod-replaces-dists-');
    live = liveTarget(dists);
    staffDist = fakeRemoteDist(join(dists, 'staff'), 'staff', STAFF, 'stf001');
  }, 60_000);
  // Each test starts from a copy of the same live target (four deploys, made once).
  beforeEach(() => {
    target = scratch('pod-replaces-copy-');
    cpSync(live, target, { recursive: true });
  });
  afterAll(removeScratch);

  // A new team's remote (quotes, /quotes) claims no live route, so only --replaces can refuse it.
  const refusals: [string, string[], RegExp][] = [
    ['a live remote whose routes it does not serve (marketing)', ['--replaces', 'marketing'], /\/products/],
    ['another live remote whose routes it does not serve (forms)', ['--replaces', 'forms'], /\/contact-cs/],
    ['a remote that is not live in the target', ['--replaces', 'nosuch'], /nosuch is not live/],
    ['the app being deployed', ['--replaces', 'quotes'], /--replaces names another remote/],
    ['the shell', ['--replaces', 'shell'], /--replaces names another remote/],
    ['marketing, even with --force', ['--replaces', 'marketing', '--force'], /\/products/],
  ];
  for (const [what, args, message] of refusals)
    it(`refuses ${what}: exits non-zero and writes nothing`, () => {
      const quotesDist = fakeRemoteDist(join(dists, 'quotes'), 'quotes', ['/quotes'], 'quo001');
      const before = snapshot(target);
      const result = deployCli('deploy', 'quotes', ['--to', target, '--dist', quotesDist, ...args]);
      expect(result.status, result.output).toBe(1);
      expect(result.output).toMatch(message);
      expect(snapshot(target)).toEqual(before);
    });

  it('refuses a rename whose new build drops one of the old remote’s routes', () => {
    const fewer = fakeRemoteDist(join(dists, 'staff-fewer'), 'staff', ['/upload', '/staff/leads'], 'stf002');
    const before = snapshot(target);
    const result = deployCli('deploy', 'staff', ['--to', target, '--dist', fewer, '--replaces', 'upload']);
    expect(result.status, result.output).toBe(1);
    expect(result.output).toContain('/staff/vitals');
    expect(result.output).not.toContain('/staff/leads,');
    expect(snapshot(target)).toEqual(before);
  });

  it('moves a remote that keeps every route to its new name (upload became staff)', () => {
    const result = deployCli('deploy', 'staff', [
      '--to',
      target,
      '--dist',
      staffDist,
      '--replaces',
      'upload',
    ]);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain('in place of upload');
    expect(readTargetJson(target, 'remotes.json')).toEqual({ remotes: ['forms', 'marketing', 'staff'] });
    expect(readTargetJson(target, 'remotes/staff/live.json')).toMatchObject({
      version: expect.stringMatching(/-stf001$/),
    });
  });
});
