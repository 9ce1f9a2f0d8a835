import type { Context } from 'hono';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { clientAddress } from '../http/clientAddress/clientAddress.ts';
import type { RateLimitOptions } from '../http/rateLimit/rateLimit.ts';
import { SharedCounters } from '../limits/sharedCounters.ts';

/**
 * The contacts' one budget per client: both forms, JSON or plain HTML, every instance (counted
 * in the database under the same key), so a visitor has one however they send.
 */
export function contactRateLimit(
  sql: SqlClient,
  config: Pick<AppConfig, 'core' | 'contacts'>,
): RateLimitOptions {
  return {
    max: config.contacts.rateLimitMax,
    counters: new SharedCounters(sql, config.contacts.rateLimitWindowMs),
    key: (c: Context) => `contact:${clientAddress(c, config.core.trustedProxies)}`,
  };
}
