import { describe, expect, it } from 'vitest';
import { bootScripts } from './bootScriptsPlugin.ts';

describe('the scripts a first island needs', () => {
  const chunks = [
    { initial: true, files: ['static/js/index.1.js'], origins: [] },
    { files: ['static/js/async/react.2.js'], origins: [{ request: 'react' }] },
    {
      files: ['static/js/async/page-area.3.js', 'static/css/page.css'],
      origins: [{ request: './renderPageArea.tsx' }],
    },
    {
      files: ['static/js/async/shared.4.js'],
      origins: [{ request: './renderPageArea.tsx' }, { request: './bootstrap.tsx' }],
    },
  ];

  it('are every script of the build but those only a skipped import loads, sorted, with the prefix', () => {
    expect(bootScripts(chunks, ['./renderPageArea.tsx'], '/')).toEqual([
      '/static/js/async/react.2.js',
      '/static/js/async/shared.4.js',
      '/static/js/index.1.js',
    ]);
  });

  it('keep the entry even when an origin names a skipped import', () => {
    const entry = [
      { initial: true, files: ['static/js/index.1.js'], origins: [{ request: './renderPageArea.tsx' }] },
    ];
    expect(bootScripts(entry, ['./renderPageArea.tsx'], '/')).toEqual(['/static/js/index.1.js']);
  });
});
