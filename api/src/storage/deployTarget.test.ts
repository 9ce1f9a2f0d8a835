// A deploy target opens with the S3 settings it is handed (the server's parsed config.storage),
// never with a second read of the environment.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/loadConfig.ts';
import { openDeployTarget } from './deployTarget.ts';

describe('openDeployTarget', () => {
  it('opens a folder as it is, whatever the storage settings', () => {
    const store = openDeployTarget('/srv/site', loadConfig({}).storage);
    expect(store.description).toBe('/srv/site');
  });

  it('reaches an s3:// target with the storage settings it is handed, the bucket from the target', () => {
    const storage = loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'images' }).storage;
    expect(openDeployTarget('s3://site-deploys/prod', storage).description).toBe('s3://site-deploys/prod');
  });

  it('refuses an s3:// target when the settings name only the embedded server', () => {
    expect(() => openDeployTarget('s3://site-deploys/prod', loadConfig({}).storage)).toThrow(/S3_ENDPOINT/);
  });
});
