import { describe, expect, it } from 'vitest';
import { fillPage } from './fillPage.ts';
import { PageEdits } from './pageEdits.ts';
import { mapPage } from './pageMap.ts';
import { slotEdits } from './slotEdits.ts';

const page =
  '<!doctype html><html lang="en"><head><title>T</title></head><body>' +
  '<div data-props="{&quot;key&quot;:&quot;podSlot&quot;,&quot;n&quot;:1}"><p id="a" hidden="">old</p>' +
  '<input name="k" value="podSlot"/><span>Hi podSlot</span></div></body></html>';

describe('a page read once and written in one pass', () => {
  it('finds elements, their attributes as the parser decodes them, and every place of a slot', () => {
    const map = mapPage(page, ['podSlot']);
    const island = map.withAttribute('data-props')[0];
    expect(island?.attrs.get('data-props')).toBe('{"key":"podSlot","n":1}');
    expect(map.byId('a')?.tag).toBe('p');
    expect(map.slots('podSlot')).toHaveLength(3);
  });

  it('writes attributes, content and slots escaped, leaving every other byte as it was', () => {
    const filled = fillPage(
      page,
      (edits) => {
        const box = edits.map.byId('a');
        if (!box) throw new Error('no box');
        edits.setAttribute(box, 'hidden', null);
        edits.setAttribute(box, 'title', 'a "quote" & <tag>');
        edits.replaceContent(box, 'new');
        slotEdits(edits, 'podSlot', 'K"1');
      },
      ['podSlot'],
    );
    expect(filled).toContain('<p id="a" title="a &quot;quote&quot; &amp; &lt;tag&gt;">new</p>');
    expect(filled).toContain('<input name="k" value="K&quot;1"/>');
    expect(filled).toContain('<span>Hi K&quot;1</span>');
    const props = mapPage(filled).withAttribute('data-props')[0]?.attrs.get('data-props');
    expect(JSON.parse(props ?? '')).toEqual({ key: 'K"1', n: 1 });
    expect(filled.replace(/<div.*<\/div>/, '')).toBe(page.replace(/<div.*<\/div>/, ''));
  });

  it('composes two parts that change the same props, and sends the page as built when nothing changes', () => {
    const edits = new PageEdits(mapPage(page));
    expect(edits.empty).toBe(true);
    expect(edits.write()).toBe(page);
    const island = edits.map.withAttribute('data-props')[0];
    if (!island) throw new Error('no island');
    edits.setProps(island, { ...edits.props(island), first: 1 });
    edits.setProps(island, { ...edits.props(island), second: 2 });
    const props = mapPage(edits.write()).withAttribute('data-props')[0]?.attrs.get('data-props');
    expect(JSON.parse(props ?? '')).toEqual({ key: 'podSlot', n: 1, first: 1, second: 2 });
  });

  it("never takes a slot's letters that a request wrote for the slot itself", () => {
    // The map holds the build's places only: a typed value holding the slot stays as typed.
    const filled = fillPage(
      page,
      (edits) => {
        const title = edits.map.first('title');
        if (title) edits.insert(title.startTagEnd, 'podSlot ');
        slotEdits(edits, 'podSlot', 'key');
      },
      ['podSlot'],
    );
    expect(filled).toContain('<title>podSlot T</title>');
    expect(filled).toContain('value="key"');
  });
});
