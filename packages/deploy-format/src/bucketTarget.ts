/** s3://bucket/prefix → its parts; anything else is a folder. */
export function parseBucketTarget(target: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(target);
  if (!match?.[1]) return undefined;
  return { bucket: match[1], prefix: match[2] ?? '' };
}
