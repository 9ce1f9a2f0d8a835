import { type InferType, object } from 'yup';
import { oneOf, text } from './settingTypes.ts';

export const loggingSchema = object({
  LOG_LEVEL: oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']),
  LOG_FORMAT: text(),
});

export interface LoggingSettings {
  /** LOG_LEVEL, default info. */
  level: string;
  /** LOG_FORMAT=pretty: readable lines (`npm run dev`) instead of JSON. */
  pretty: boolean;
}

export function loggingConfig(s: InferType<typeof loggingSchema>): LoggingSettings {
  return { level: s.LOG_LEVEL ?? 'info', pretty: s.LOG_FORMAT === 'pretty' };
}
