/**
 * Greedy word wrap: each line takes words while `width(line)` stays within `maxWidth` (a word
 * wider than that gets a line of its own). Used by the og image and the design-guide PDF,
 * each measuring with its own font library.
 */
export function wrapWords(text: string, maxWidth: number, width: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && width(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
