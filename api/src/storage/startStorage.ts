import { join } from 'node:path';
import type { CoreConfig } from '../config.ts';
import { startEmbeddedS3 } from './embeddedS3.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { createS3Storage } from './s3Storage.ts';
import { loadStorageSettings } from './storageSettings.ts';

/**
 * Connects to the configured S3-compatible endpoint, or, with none configured,
 * starts the embedded one on loopback so `npm start` needs no setup.
 */
export async function startStorage(
  config: CoreConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ObjectStorage> {
  const settings = loadStorageSettings(config, env);
  if (!settings.embedded) return createS3Storage(settings);
  const server = await startEmbeddedS3({
    directory: join(config.dataDir, 'objects'),
    bucket: settings.bucket,
    corsOrigins: settings.corsOrigins,
    port: env.S3_EMBEDDED_PORT ? Number(env.S3_EMBEDDED_PORT) : 0,
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
