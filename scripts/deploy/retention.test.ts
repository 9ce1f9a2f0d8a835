import type { VersionRecord } from '@pod/deploy-format/layout';
import { describe, expect, it } from 'vitest';
import { versionsToPrune } from './retention.ts';

const version = (id: string, state: VersionRecord['state'] = 'ready'): VersionRecord => ({
  id,
  build: id,
  builtAt: '',
  commit: 'abc1234',
  deployedAt: '',
  state,
  files: [],
});
const ids = (records: VersionRecord[]) => records.map((record) => record.id);

describe('retention', () => {
  const seven = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7'].map((id) => version(id));

  it('keeps the newest N ready versions', () => {
    expect(ids(versionsToPrune(seven, 'v7', 5, 'v7'))).toEqual(['v1', 'v2']);
  });

  it('never removes the live version, even an old one after a rollback', () => {
    expect(ids(versionsToPrune(seven, 'v1', 5))).toEqual(['v2']);
  });

  it('removes uploads that never finished, but not the one in progress', () => {
    const records = [version('v1'), version('v2', 'uploading'), version('v3'), version('v4', 'uploading')];
    expect(ids(versionsToPrune(records, 'v3', 5, 'v4'))).toEqual(['v2']);
  });

  it('keeps at least one version', () => {
    expect(ids(versionsToPrune(seven, 'v7', 0, 'v7'))).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
  });
});
