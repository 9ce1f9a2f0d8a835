// Build-time only (Node): one React tree to HTML plus the CSS it needs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * styled-components' server sheet carries rehydration markers (`data-styled.g1[id=…]`) whose
 * group numbers collide between separately rendered apps. The CSS is served as a plain
 * <style> instead, so strip them and keep the rules.
 */
export function plainCss(styleTags: string): string {
  return styleTags
    .replace(/<style[^>]*>/g, '')
    .replace(/<\/style>/g, '')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\//g, '')
    .replace(/\n+/g, '\n')
    .trim();
}

export function renderToHtml(element: ReactElement, identifierPrefix: string): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element), { identifierPrefix });
    return { html, css: plainCss(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}
