/**
 * Reads one public list a page may show live (LiveListTemplates.source), as its public GET
 * answers it. The API supplies them (api/src/gallery/liveSources.ts): the page server reads no
 * database.
 */
export type LiveSources = Record<string, () => Promise<readonly object[]>>;
