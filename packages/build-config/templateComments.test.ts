import { describe, expect, it } from 'vitest';
import { withoutProseComments } from './templateComments.ts';

describe("the built template's comments", () => {
  it('leaves out prose comments, one line or many, with the lines they stood on', () => {
    const template = [
      '<head>',
      '    <!-- One line of why. -->',
      '    <link rel="expect" href="#route-announcer" blocking="render" />',
      '    <!-- Many lines',
      '         of why. -->',
      '    <title>x</title>',
      '</head>',
    ].join('\n');
    expect(withoutProseComments(template)).toBe(
      [
        '<head>',
        '    <link rel="expect" href="#route-announcer" blocking="render" />',
        '    <title>x</title>',
        '</head>',
      ].join('\n'),
    );
  });

  it('keeps markers, which are not prose, and what is not a comment', () => {
    const html = '<main><!--pod-page-slot--></main><p>a &lt;!-- b</p><script>x="<!--y"</script>';
    expect(withoutProseComments(html)).toBe(html);
  });
});
