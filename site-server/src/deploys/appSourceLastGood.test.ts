// AppSource keeps serving the last good version when the next is unfinished, malformed or
// unreadable, or the target does not answer, and health says why; after a restart, the newest sound one.
import { join } from 'node:path';
import { livePointerKey } from '@pod/deploy-format/layout';
import { describe, expect, it, vi } from 'vitest';
import { StaticFolder } from '../staticFiles.ts';
import { prerender, site, TARGET_TIMEOUT_MS, text } from '../testing/formsDeploySite.ts';
import { AppSource } from './appSource.ts';

describe('AppSource (deployed versions behind a live pointer)', () => {
  it('never serves a version whose upload did not finish (a deploy killed halfway)', async () => {
    const { source, deploy, point } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    await deploy('v2', { 'static/js/b.33333333.js': 'half' }, 'uploading');
    expect((await source.live()).version).toBe('v1');
    expect(await text(source, 'static/js/b.33333333.js')).toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await point('v2'); // a pointer to it anyway: refused, the last good version instead
    expect((await source.live()).version).toBe('v1');
  });

  it('keeps serving the last good version when live.json is malformed, and says so once', async () => {
    const { source, deploy, point, store, health } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.write(livePointerKey('forms'), '{"version": "../../etc"');
    expect((await source.live()).version).toBe('v1');
    expect((await source.live()).version).toBe('v1');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/forms: .*malformed.*serving version v1/);
    expect(health.problems()).toEqual({ forms: 'remotes/forms/live.json is malformed' });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    expect(health.problems()).toBeUndefined();
  });

  it('answers from the last good pointer, quickly, while the target does not answer at all', async () => {
    let frozen = false;
    const { source, deploy, point, health } = site((store) => ({
      description: store.description,
      read: (key, tag) => (frozen ? new Promise(() => {}) : store.read(key, tag)),
      write: (key, body) => store.write(key, body),
      remove: (key) => store.remove(key),
    }));
    await deploy('v1', { 'prerender.json': prerender('v1'), 'remoteEntry.js': 'entry v1' });
    await point('v1');
    expect(await text(source, 'remoteEntry.js')).toBe('entry v1');
    frozen = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    expect((await source.live()).version).toBe('v1');
    expect(await text(source, 'remoteEntry.js')).toBe('entry v1');
    expect(Date.now() - started).toBeLessThan(5000); // bounded by the read timeout, not by the target
    // Late, not yet stuck: a target under load is not reported unreadable for one slow read.
    expect(health.problems()).toBeUndefined();
    // Unanswered for ten timeouts: it cannot be read, and health says so.
    await new Promise((resolve) => setTimeout(resolve, TARGET_TIMEOUT_MS * 10 + 20));
    expect((await source.live()).version).toBe('v1');
    expect(health.problems()?.forms).toMatch(/no answer for \d+ ms/);
  });

  it('does not report a target that answers late but answers, and a failing one at once', async () => {
    let late = false;
    let failing = false;
    const { source, deploy, point, health } = site((store) => ({
      description: store.description,
      read: async (key, tag) => {
        if (failing) throw new Error('connection refused');
        if (late) await new Promise((resolve) => setTimeout(resolve, TARGET_TIMEOUT_MS * 2));
        return store.read(key, tag);
      },
      write: (key, body) => store.write(key, body),
      remove: (key) => store.remove(key),
    }));
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    late = true;
    for (let i = 0; i < 3; i++) expect((await source.live()).version).toBe('v1');
    expect(health.problems()).toBeUndefined();
    late = false;
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, TARGET_TIMEOUT_MS * 3)); // the late reads land
    expect((await source.live()).version).toBe('v1');
    expect(health.problems()?.forms).toMatch(/connection refused/);
  });

  it('refuses a version whose prerender.json is malformed in any field, keeps the last good one, and health says so', async () => {
    const malformed: Record<string, (data: Record<string, unknown>) => void> = {
      'a route that is null': (data) => {
        data.routes = [null];
      },
      'robots with a line break': (data) => {
        data.heads = { '/contact': { title: 'Contact', robots: 'noindex\r\nSet-Cookie: a=b' } };
      },
      'robots that is not text': (data) => {
        data.heads = { '/contact': { title: 'Contact', robots: ['noindex'] } };
      },
      'a numeric title': (data) => {
        data.heads = { '/contact': { title: 42 } };
      },
      'numeric CSS': (data) => {
        data.pages = {
          '/contact': { module: './Contact', html: '', css: 7, islands: [], preload: { js: [], css: [] } },
        };
      },
      'pages that are a list': (data) => {
        data.pages = [];
      },
    };
    const { source, deploy, point, health } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [index, [what, change]] of Object.entries(malformed).entries()) {
      const id = `bad${index}`;
      await deploy(id, { 'prerender.json': prerender(id, change) });
      await point(id);
      expect((await source.live()).version, what).toBe('v1');
      expect(health.problems()?.forms, what).toMatch(new RegExp(`^version ${id}: prerender\\.json: `));
    }
    await deploy('v2', { 'prerender.json': prerender('v2') });
    await point('v2');
    expect((await source.live()).version).toBe('v2');
    expect(health.problems()).toBeUndefined();
  });

  it('after a restart, serves the newest sound version deployed before a malformed live one', async () => {
    const { root, deploy, point, store, health } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await deploy('v2', { 'prerender.json': prerender('v2') });
    await deploy('v3', {
      'prerender.json': prerender('v3', (data) => {
        data.routes = [null];
      }),
    });
    await point('v3');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const restarted = new AppSource(
      'forms',
      new StaticFolder(join(root, 'remotes/forms/dist'), 0),
      store,
      health,
      TARGET_TIMEOUT_MS,
      0,
    );
    expect((await restarted.live()).version).toBe('v2');
    expect(health.problems()?.forms).toMatch(/^version v3: prerender\.json: routes\[0\] is not an object/);
  });
});
