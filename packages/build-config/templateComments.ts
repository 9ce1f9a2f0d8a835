import type { RsbuildPlugin } from '@rsbuild/core';

// The shell's template explains itself to its developers in HTML comments: about 1.9 kB, 700 B
// of brotli in every page, where Home sits at the edge of what a new connection's first round
// trip carries (docs/performance.md). They stay in shell/index.html and are left out of the
// built page. Only prose (`<!--` then white space): a marker such as <!--pod-page-slot--> stays.
const PROSE_COMMENT = /[ \t]*<!--\s[\s\S]*?-->[ \t]*\n?/g;

/** The HTML without its prose comments, and without the lines they stood on. */
export const withoutProseComments = (html: string): string => html.replace(PROSE_COMMENT, '');

/** Drops the template's prose comments from the HTML the build emits. */
export function templateCommentsPlugin(): RsbuildPlugin {
  return {
    name: 'pod:template-comments',
    setup(api) {
      api.modifyHTML((html) => withoutProseComments(html));
    },
  };
}
