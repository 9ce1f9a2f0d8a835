import type { SqlClient } from '../db/sqlClient.ts';
import { onGalleryChange, readGalleryVersion } from './galleryVersion.ts';

/** How often an instance asks the database whether another instance changed the gallery. */
export const GALLERY_VERSION_CHECK_MS = 1_000;

/**
 * A list the pages show, read once and kept until the gallery changes (answered as it is
 * while current, a promise while it is being read): at once when this
 * process changes it, and within GALLERY_VERSION_CHECK_MS when another instance does (the
 * version in the database, asked at most that often, whatever the traffic). Callers that
 * arrive while a read or a check runs share it. A failed read is not kept: the next call asks
 * again, and the page meanwhile says the list could not load.
 */
export function keptUntilGalleryChanges<T>(
  sql: SqlClient,
  read: () => Promise<T>,
  checkEveryMs = GALLERY_VERSION_CHECK_MS,
): () => T | Promise<T> {
  let kept: { value: T; version: number } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<T> | undefined;
  /** Changes this process announced: a read begun before one is not kept, nor shared after it. */
  let changes = 0;
  onGalleryChange(sql, () => {
    changes += 1;
    kept = undefined;
    pending = undefined;
  });

  const refresh = async (): Promise<T> => {
    const seen = changes;
    const startedAt = Date.now();
    const version = await readGalleryVersion(sql);
    if (kept && kept.version === version) {
      checkedAt = startedAt;
      return kept.value;
    }
    const value = await read();
    if (changes === seen) {
      kept = { value, version };
      checkedAt = startedAt;
    }
    return value;
  };

  return () => {
    // Current: the list itself, so a page view waits for nothing.
    if (kept && !pending && Date.now() - checkedAt < checkEveryMs) return kept.value;
    if (pending) return pending;
    const started = refresh().finally(() => {
      if (pending === started) pending = undefined;
    });
    pending = started;
    return started;
  };
}
