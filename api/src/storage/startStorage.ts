import { join } from 'node:path';
import type { AppConfig } from '../config/loadConfig.ts';
import { startEmbeddedS3 } from './embeddedS3.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { createS3Storage } from './s3Storage.ts';

/**
 * Connects to the configured S3-compatible endpoint, or, with none configured,
 * starts the embedded one on loopback so `npm start` needs no setup.
 */
export async function startStorage(config: Pick<AppConfig, 'core' | 'storage'>): Promise<ObjectStorage> {
  // A fixed folder, not one per process under /tmp: a crash's copies go at the next start.
  const settings = { ...config.storage, readCacheDirectory: join(config.core.dataDir, 'object-reads') };
  if (!settings.embedded) return createS3Storage(settings);
  const server = await startEmbeddedS3({
    directory: join(config.core.dataDir, 'objects'),
    bucket: settings.bucket,
    corsOrigins: settings.corsOrigins,
    port: settings.embeddedPort,
  });
  console.log(`Embedded S3-compatible storage at ${server.endpoint} (bucket "${settings.bucket}")`);
  return createS3Storage(
    {
      ...settings,
      endpoint: server.endpoint,
      publicEndpoint: settings.publicEndpoint,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
      forcePathStyle: true,
    },
    () => server.close(),
  );
}
