import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedS3 } from '@pod/api/embeddedS3';
import { type FreezableProxy, startFreezableProxy } from './freezableProxy.ts';
import { type RunningSite, startSiteServer } from './siteServer.ts';

export interface BucketTarget {
  to: string;
  /** The S3 settings the deploy tool and the server share. */
  env: Record<string, string>;
  site: RunningSite;
  /** Between both of them and the S3 server: freeze it to make the bucket hang. */
  proxy: FreezableProxy;
  tearDown(): Promise<void>;
}

/** A site server reading its apps from a bucket on an embedded S3 server (behind a freezable proxy). */
export async function startBucketTarget(root: string): Promise<BucketTarget> {
  const s3 = await startEmbeddedS3({
    directory: mkdtempSync(join(tmpdir(), 'pod-deploy-s3-')),
    bucket: 'pod-site',
    corsOrigins: ['http://127.0.0.1'],
  });
  const proxy = await startFreezableProxy(new URL(s3.endpoint));
  // The same S3 settings the API uses; the deploy target names the bucket and prefix.
  const env = {
    S3_ENDPOINT: proxy.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_BUCKET: 'pod-site',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const to = 's3://pod-site/production';
  const site = await startSiteServer({
    ...env,
    SITE_ROOT: root,
    SITE_DEPLOY_TARGET: to,
    DATA_DIR: join(root, 'data'),
  });
  return {
    to,
    env,
    site,
    proxy,
    async tearDown() {
      await site.stop();
      await proxy.close();
      await s3.close();
    },
  };
}
