import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors/apiError.ts';
import { OTHER_ROUTE, parseVitalsBeacon } from './vitalsBeacon.ts';

const known = new Set(['/', '/faqs']);

function refusal(body: unknown): { status: number; fields: Record<string, string> | undefined } {
  try {
    parseVitalsBeacon(body, known);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, fields: error.fields };
    throw error;
  }
  throw new Error('accepted');
}

describe('vitals beacon validation', () => {
  it('keeps a live route and its measurements, and nothing else from the body', () => {
    const beacon = parseVitalsBeacon(
      {
        route: '/faqs',
        metrics: [
          { name: 'LCP', value: 1234.5, id: 'v5-1' },
          { name: 'CLS', value: 0.02 },
        ],
        url: 'https://example.com/faqs?email=someone@example.com',
      },
      known,
    );
    expect(beacon).toEqual({
      route: '/faqs',
      samples: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
      ],
    });
  });

  it('folds any route the site does not serve into one bucket', () => {
    for (const route of ['/nope', '/faqs?q=secret', '/FAQS', `/${'x'.repeat(150)}`]) {
      expect(parseVitalsBeacon({ route, metrics: [{ name: 'TTFB', value: 80 }] }, known).route).toBe(
        OTHER_ROUTE,
      );
    }
  });

  it.each([
    ['a non-object', 'nope', 'body'],
    ['null', null, 'body'],
    ['an array', [], 'body'],
    ['no route', { metrics: [{ name: 'LCP', value: 1 }] }, 'route'],
    ['a numeric route', { route: 7, metrics: [{ name: 'LCP', value: 1 }] }, 'route'],
    ['a huge route', { route: `/${'a'.repeat(300)}`, metrics: [{ name: 'LCP', value: 1 }] }, 'route'],
    ['no metrics', { route: '/' }, 'metrics'],
    ['empty metrics', { route: '/', metrics: [] }, 'metrics'],
    ['too many metrics', { route: '/', metrics: Array(11).fill({ name: 'LCP', value: 1 }) }, 'metrics'],
    ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 1 }] }, 'metrics.0.name'],
    ['a string value', { route: '/', metrics: [{ name: 'LCP', value: '1' }] }, 'metrics.0.value'],
    ['a negative value', { route: '/', metrics: [{ name: 'LCP', value: -1 }] }, 'metrics.0.value'],
    ['an absurd time', { route: '/', metrics: [{ name: 'INP', value: 1e9 }] }, 'metrics.0.value'],
    ['an absurd CLS', { route: '/', metrics: [{ name: 'CLS', value: 500 }] }, 'metrics.0.value'],
    ['a null entry', { route: '/', metrics: [{ name: 'LCP', value: 1 }, null] }, 'metrics.1.name'],
  ])('refuses %s with a 400 naming the field', (_label, body, field) => {
    const { status, fields } = refusal(body);
    expect(status).toBe(400);
    expect(Object.keys(fields ?? {})).toEqual([field]);
  });
});
