import type { VersionRecord } from '@pod/deploy-format/layout';

/**
 * Which versions a deploy removes: ready versions beyond the newest `keep` (the live one is
 * always kept, even after a rollback to an old one), and uploads that never finished
 * (a deploy that was killed) other than `current`.
 */
export function versionsToPrune(
  versions: readonly VersionRecord[],
  liveId: string | undefined,
  keep: number,
  current?: string,
): VersionRecord[] {
  const ready = versions.filter((record) => record.state === 'ready');
  const kept = new Set(ready.slice(-Math.max(1, keep)).map((record) => record.id));
  if (liveId) kept.add(liveId);
  if (current) kept.add(current);
  return versions.filter((record) => !kept.has(record.id));
}
