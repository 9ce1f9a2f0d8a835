/** The text a reader gets from raw HTML: no scripts or styles, tags dropped, entities decoded. */
export function visibleText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ');
}

/** The first <h1> inside <main>, as text. */
export function mainHeading(html: string): string | undefined {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? '';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main)?.[1];
  return h1 === undefined ? undefined : visibleText(h1).trim();
}
