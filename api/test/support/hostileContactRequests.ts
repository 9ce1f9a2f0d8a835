// Random and hostile requests to both contact endpoints, for the property tests
// (contactsProperty.test.ts): bodies of every shape and size, odd paths, methods, types and origins.
import fc from 'fast-check';
import { type ContactsHarness, ORIGIN } from '../contactsHarness.ts';

// --- hostile inputs -----------------------------------------------------------------
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDC00x',
  '<script>alert(1)</script>',
  "'; DROP TABLE contacts; --",
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${process.exit()}',
  '\u202Eevil',
  'a\r\nb',
  '👕'.repeat(60),
  'x'.repeat(101),
  'y'.repeat(5001),
  `${'a'.repeat(64)}@${'b'.repeat(190)}.com`,
  'a@b',
  'ada@example.com',
  ' ada@example.com ',
  'not an email',
  'Ada',
];
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 260 }) },
);
const fieldValue = fc.oneof(
  { weight: 8, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, ['Ada'], { toString: 'x' }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const contactLike = fc.record(
  {
    firstName: fieldValue,
    lastName: fieldValue,
    email: fc.oneof(fc.emailAddress(), fieldValue),
    company: fieldValue,
    message: fieldValue,
    website: fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fieldValue }),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);
// A fully valid body now and then, so the 201 path is exercised often.
const validBody = fc.record({
  firstName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map((s) => `N${s}`.trim()),
  lastName: fc.constantFrom('Lovelace', 'Núñez', '李', "O'Brien"),
  email: fc.emailAddress().filter((e) => e.length <= 254),
  company: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
  message: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).map((s) => `M${s}`),
});

export interface Attempt {
  path: string;
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  body: string | Uint8Array | undefined;
}

const bodyArb: fc.Arbitrary<string | Uint8Array | undefined> = fc.oneof(
  { weight: 5, arbitrary: contactLike.map((o) => JSON.stringify(o)) },
  { weight: 6, arbitrary: validBody.map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '[]', 'null', '{"__proto__":{"x":1}}', '"\\ud800"', undefined),
  },
  { weight: 1, arbitrary: fc.nat({ max: 6000 }).map((n) => `[${'['.repeat(n)}${']'.repeat(n)}]`) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 3000, max: 70_000 })
      .map((n) => JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'm'.repeat(n) })),
  },
);

export const attemptArb: fc.Arbitrary<Attempt> = fc.record({
  path: fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom('/api/contacts', '/api/contacts/cs') },
    fc.constantFrom('/api/contacts/', '/api/contacts/cs/', '/api/contacts/../contacts', '/api/contacts/%ff'),
  ),
  method: fc.oneof(
    { weight: 12, arbitrary: fc.constant('POST') },
    fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH'),
  ),
  contentType: fc.oneof(
    { weight: 10, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zz',
      'application/jsonx',
      '',
      ';;;',
    ),
  ),
  origin: fc.oneof(
    { weight: 10, arbitrary: fc.constant(ORIGIN) },
    fc.constantFrom(undefined, 'https://evil.example', 'null', 'http://localhost:1'),
  ),
  body: bodyArb,
});

export async function send(h: ContactsHarness, attempt: Attempt): Promise<Response> {
  const headers: Record<string, string> = {};
  if (attempt.contentType !== undefined) headers['Content-Type'] = attempt.contentType;
  if (attempt.origin !== undefined) headers.Origin = attempt.origin;
  const hasBody = attempt.method !== 'GET' && attempt.body !== undefined;
  return h.app.request(attempt.path, {
    method: attempt.method,
    headers,
    body: hasBody ? (attempt.body as BodyInit) : undefined,
  });
}
