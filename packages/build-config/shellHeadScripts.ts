// The shell's inline head scripts, as `html.tags`. Inline, so the first paint waits on no
// request; the server allows exactly these scripts by their hashes
// (site-server/src/inlineScriptHashes.ts). Their sources are TypeScript in shell/src/inline/,
// emitted small by inlineScript.ts. themeInit sets data-theme before the first paint;
// headerControls answers the header's buttons; searchListEarly filters the FAQ's list at each key
// before its island is hydrated; islands is an island's life before it is hydrated, and requests the
// entry script when the first island is due.
import { join } from 'node:path';
import { ONLY_WITH_ATTRIBUTE } from '@pod/deploy-format/prerender';
import { SEARCH_MARKS } from '@pod/faq-search/marks';
import type { HtmlConfig } from '@rsbuild/core';
import { inlineScript } from './inlineScript.ts';

type HtmlTags = NonNullable<HtmlConfig['tags']>;

/** The starter's slot for the entry script's URL, filled in as the HTML is generated. */
const ENTRY_SLOT = '__ENTRY__';

export async function shellHeadScripts(appDir: string): Promise<HtmlTags> {
  const inline = (name: string) => inlineScript(join(appDir, 'src', 'inline', `${name}.ts`));
  const [themeInit, headerControls, islands, searchListEarly] = await Promise.all([
    inline('themeInit'),
    inline('headerControls'),
    inline('islands'),
    inline('searchListEarly'),
  ]);
  return [
    { tag: 'script', children: themeInit, head: true },
    { tag: 'script', children: headerControls, head: true },
    // Sent only with a page that has a search list (the server drops it from the others).
    {
      tag: 'script',
      children: searchListEarly,
      head: true,
      attrs: { [ONLY_WITH_ATTRIBUTE]: SEARCH_MARKS.form },
    },
    // The entry script is not in the HTML: islands requests it when the page needs it.
    (tags) => {
      const entry = tags.find(
        (tag) => tag.tag === 'script' && /\/index\.[^/]*js$/.test(String(tag.attrs?.src)),
      )?.attrs?.src;
      if (typeof entry !== 'string') return tags;
      // __VITALS__ (vitalsBuild.ts) and __BOOT_SCRIPTS__ (bootScriptsPlugin.ts) are written in
      // after the build.
      const starter = islands.replace(ENTRY_SLOT, entry);
      return [
        ...tags.filter((tag) => tag.attrs?.src !== entry),
        { tag: 'script', head: true, children: starter },
      ];
    },
  ];
}
