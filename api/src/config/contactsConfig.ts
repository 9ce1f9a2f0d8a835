import { type InferType, object } from 'yup';
import { type RateLimitSettings, rateLimitConfig, rateLimitFields } from './rateLimitConfig.ts';
import { whole } from './settingTypes.ts';

/** CONTACTS_RATE_LIMIT_MAX, CONTACTS_RATE_LIMIT_WINDOW_SECONDS, CONTACTS_BODY_LIMIT_BYTES. */
export const contactsSchema = object({
  ...rateLimitFields('CONTACTS'),
  CONTACTS_BODY_LIMIT_BYTES: whole(1024, 10_485_760),
});

/** Limits on the public contact endpoints: 10 posts per client per 10 minutes unless set. */
export interface ContactSettings extends RateLimitSettings {
  /** Largest accepted body (CONTACTS_BODY_LIMIT_BYTES, default 32768). */
  bodyLimitBytes: number;
}

export function contactsConfig(s: InferType<typeof contactsSchema>): ContactSettings {
  return { ...rateLimitConfig('CONTACTS', s, 10), bodyLimitBytes: s.CONTACTS_BODY_LIMIT_BYTES ?? 32_768 };
}
