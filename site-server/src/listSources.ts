/**
 * Reads one public list a page may show (FilledListTemplates.source), as its public GET
 * answers it: the items themselves when they are kept and current, else a read. The API
 * supplies them (api/src/gallery/listSources.ts): the page server reads no database.
 */
export type ListSources = Record<string, () => readonly object[] | Promise<readonly object[]>>;
