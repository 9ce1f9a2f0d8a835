import { format } from 'node:util';
import type { Logger } from './logger.ts';

/**
 * Sends console.log/info/warn/error through the logger, so every line the server writes is
 * one JSON object (code that logs with console, such as the site server, included). An Error
 * among the arguments keeps its stack under `err`.
 */
export function routeConsoleTo(logger: Logger): void {
  const forward =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== error));
      if (error) logger[level]({ err: error }, text);
      else logger[level](text);
    };
  console.log = forward('info');
  console.info = forward('info');
  console.warn = forward('warn');
  console.error = forward('error');
}
