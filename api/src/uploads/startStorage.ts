import type { CoreConfig } from '../config.ts';
import type { ObjectStorage } from './objectStorage.ts';

/** Connects to S3 (or starts the embedded server). Placeholder until the upload issue lands. */
export async function startStorage(_config: CoreConfig): Promise<ObjectStorage | null> {
  return null;
}
