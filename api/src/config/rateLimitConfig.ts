import { whole } from './settingTypes.ts';

/** A per-client limit on a public endpoint: so many requests per window. */
export interface RateLimitSettings {
  /** Requests allowed per client per window (0 = off). */
  rateLimitMax: number;
  /** Window length. */
  rateLimitWindowMs: number;
}

type RateLimitNames<Area extends string> = `${Area}_RATE_LIMIT_MAX` | `${Area}_RATE_LIMIT_WINDOW_SECONDS`;

/** The two settings of an area's limit: `<AREA>_RATE_LIMIT_MAX`, `<AREA>_RATE_LIMIT_WINDOW_SECONDS`. */
export function rateLimitFields<Area extends string>(area: Area) {
  return {
    [`${area}_RATE_LIMIT_MAX`]: whole(0, 1_000_000),
    [`${area}_RATE_LIMIT_WINDOW_SECONDS`]: whole(1, 86_400),
  } as Record<RateLimitNames<Area>, ReturnType<typeof whole>>;
}

/** The area's limit from its checked settings; the window is 600 s (10 minutes) unless set. */
export function rateLimitConfig<Area extends string>(
  area: Area,
  s: Partial<Record<RateLimitNames<Area>, number>>,
  defaultMax: number,
): RateLimitSettings {
  const max = s[`${area}_RATE_LIMIT_MAX`];
  const windowSeconds = s[`${area}_RATE_LIMIT_WINDOW_SECONDS`];
  return { rateLimitMax: max ?? defaultMax, rateLimitWindowMs: (windowSeconds ?? 600) * 1000 };
}
