// The page key's slot is the build's marker, filled before anything a request carries goes in:
// a query, a search box's words or a typed value that spells the marker stays those letters.
import { gunzipSync } from 'node:zlib';
import { FORM_KEY_PATTERN, FORM_KEY_SLOT } from '@pod/contracts/formAnswer';
import {
  oneQuestionSearchList,
  prerenderedPage,
  publishedRoute,
  remotePrerender,
} from '@pod/deploy-format/testing';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { prerenderedSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

const searchList = oneQuestionSearchList;
const KEY_FIELD = `<input type="hidden" name="formKey" value="${FORM_KEY_SLOT}"/>`;

function site() {
  const pages = remotePrerender('pages', 'p4ges1', {
    routes: [publishedRoute('/ask', './Ask')],
    heads: { '/ask': { title: 'Ask' } },
    pages: {
      '/ask': prerenderedPage(
        './Ask',
        `<form>${KEY_FIELD}<section><article id="a"></article></section>${searchList.box}${searchList.status}` +
          '<textarea name="message" data-query-fill="message"></textarea></form>',
        { searchList },
      ),
    },
  });
  return createSiteServer(
    siteSettings(prerenderedSiteFixture(pages), { siteOrigins: ['http://localhost:3000'] }),
  );
}

describe("the page key's slot", () => {
  it('is never filled where a visitor wrote its letters: the search box and a linked message keep them', async () => {
    const res = await site().routes.request(
      `http://localhost:3000/ask?q=${FORM_KEY_SLOT}&message=${FORM_KEY_SLOT}`,
      { headers: { Host: 'localhost:3000' } },
    );
    const html = await res.text();
    expect(html).toContain(`<input name="q" value="${FORM_KEY_SLOT}"/>`);
    expect(html).toMatch(new RegExp(`data-query-fill="message"[^>]*>${FORM_KEY_SLOT}</textarea>`));
    // The key itself is a fresh one.
    expect(html).not.toContain(KEY_FIELD);
    expect(html).toMatch(/name="formKey" value="[A-Za-z0-9_-]{22}"/);
  });

  it('gives each view its own key, in a gzip body made around the key (any client) or plain', async () => {
    const server = site();
    const view = async (encoding: string) => {
      const response = await server.routes.request('http://localhost:3000/ask', {
        headers: { Host: 'localhost:3000', 'Accept-Encoding': encoding },
      });
      const body = Buffer.from(await response.arrayBuffer());
      const gzipped = response.headers.get('Content-Encoding') === 'gzip';
      return {
        html: (gzipped ? gunzipSync(body) : body).toString(),
        encoding: response.headers.get('Content-Encoding'),
      };
    };
    const keyOf = (html: string) => /name="formKey" value="([^"]+)"/.exec(html)?.[1];
    const [first, second, plain] = [await view('br, gzip'), await view('gzip'), await view('identity')];
    expect([first.encoding, second.encoding, plain.encoding]).toEqual(['gzip', 'gzip', null]);
    const keys = [first, second, plain].map(({ html }) => keyOf(html));
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(FORM_KEY_PATTERN);
    // Apart from its key, every view is the same page.
    expect(second.html.replace(keys[1] ?? '', keys[0] ?? '')).toBe(first.html);
    expect(first.html).not.toContain(FORM_KEY_SLOT);
  });
});
