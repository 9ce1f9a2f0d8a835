import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';
import AWSAccount from '@20minutes/s3rver/lib/models/account.js';

export interface EmbeddedS3 {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Lets the site's pages PUT straight to the bucket (and nothing else cross-origin). */
export function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>PUT</AllowedMethod><AllowedHeader>content-type</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * The signature-checking S3-compatible server on loopback, objects on disk under
 * `directory`, the bucket and its CORS configured at start (SDK bucket calls fail on it).
 */
export async function startEmbeddedS3(options: {
  directory: string;
  bucket: string;
  corsOrigins: readonly string[];
  port?: number;
}): Promise<EmbeddedS3> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.corsOrigins)] }],
  });
  const address = (await server.run()) as AddressInfo;
  // s3rver's built-in key pair is public knowledge; this one changes every start.
  // (The server still lets unsigned requests through, so it stays on loopback.)
  const accessKeyId = `POD${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64url');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId,
    secretAccessKey,
    async close() {
      AWSAccount.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      await server.close();
    },
  };
}
