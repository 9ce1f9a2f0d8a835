// What the browser is given to upload straight to the bucket: a presigned PUT URL, and the origin
// it points at (which the page's connect-src must allow).
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { PresignPutOptions } from './objectStorage.ts';
import type { S3Settings } from './s3Client.ts';

/** Where presigned URLs point: the endpoint itself (path style) or bucket.endpoint (virtual-hosted). */
export function browserOrigin(settings: S3Settings, publicEndpoint: string | undefined): string {
  const base = new URL(publicEndpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? base.origin : `${base.protocol}//${settings.bucket}.${base.host}`;
}

/** A URL the browser can PUT `key` to; the type and length given are signed, so the PUT must match. */
export function presignPut(
  client: S3Client,
  Bucket: string,
  key: string,
  options: PresignPutOptions,
): Promise<string> {
  const signable = new Set<string>();
  if (options.contentType) signable.add('content-type');
  if (options.contentLength !== undefined) signable.add('content-length');
  return getSignedUrl(
    client,
    new PutObjectCommand({
      Bucket,
      Key: key,
      ...(options.contentType ? { ContentType: options.contentType } : {}),
      ...(options.contentLength !== undefined ? { ContentLength: options.contentLength } : {}),
    }),
    {
      expiresIn: options.expiresInSeconds,
      signableHeaders: signable,
      ...(options.signingDate ? { signingDate: options.signingDate } : {}),
    },
  );
}
