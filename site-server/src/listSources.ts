/**
 * Reads one public list a page may show live (FilledListTemplates.source), as its public GET
 * answers it. The API supplies them (api/src/gallery/listSources.ts): the page server reads no
 * database.
 */
export type ListSources = Record<string, () => Promise<readonly object[]>>;
