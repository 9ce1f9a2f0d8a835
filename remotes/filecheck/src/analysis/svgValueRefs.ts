// What a property value makes the browser draw besides the element: the local ids it refers to,
// the data: images it holds, and the CSS filter functions it runs.
import { readValue } from './cssValueParts.ts';
import { isDataUrl } from './svgElements.ts';

/** What a value refers to: local ids, data: URLs, and CSS filter functions. */
export interface Refs {
  ids: string[];
  dataUrls: string[];
  functions: number;
  /** Whether it uses var(), which can stand for any custom property. */
  variables: boolean;
}

/** CSS filter functions: each is a filter pass. */
const filterFunctions = new Set([
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
]);

export function refsOf(value: string): Refs {
  const parts = readValue(value);
  const refs: Refs = {
    ids: [],
    dataUrls: [],
    functions: parts.functions.filter((name) => filterFunctions.has(name)).length,
    variables: parts.functions.includes('var'),
  };
  for (const url of parts.urls) {
    if (url.startsWith('#')) {
      const id = url.slice(1);
      refs.ids.push(id);
      try {
        const decoded = decodeURIComponent(id);
        if (decoded !== id) refs.ids.push(decoded);
      } catch {
        // Not percent-encoded.
      }
    } else if (isDataUrl(url)) refs.dataUrls.push(url);
  }
  for (const text of parts.strings) {
    if (isDataUrl(text) && !refs.dataUrls.includes(text)) refs.dataUrls.push(text);
  }
  return refs;
}
