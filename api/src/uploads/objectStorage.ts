/** The upload room's storage handle (S3 client, bucket, presigner). Filled in by the upload issue. */
export interface ObjectStorage {
  /** Origins the browser talks to directly (presigned PUT), for the CSP connect-src. */
  browserOrigins: readonly string[];
  close(): Promise<void>;
}
