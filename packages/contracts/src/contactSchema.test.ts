import { describe, expect, it } from 'vitest';
import { contactFieldTable, fieldsOf } from './contactFields.ts';
import { contactSchemaOf, emptyValuesOf, honeypotTripped, parseContactInput } from './contactSchema.ts';

const contactSchema = contactSchemaOf(contactFieldTable);
const emptyContactValues = emptyValuesOf(contactFieldTable);
const emailLimit = contactFieldTable.find((field) => field.name === 'email')?.maxLength;

const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  message: 'Please quote 200 shirts.\nThanks!',
};

describe('contact schema (client side)', () => {
  it('shows Yup default messages with human labels for empty required fields', async () => {
    const error = await contactSchema
      .validate(emptyContactValues, { abortEarly: false })
      .catch((e: { inner: { path: string; message: string }[] }) => e);
    const messages = Object.fromEntries(
      (error as { inner: { path: string; message: string }[] }).inner.map((i) => [i.path, i.message]),
    );
    expect(messages).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      message: 'Required',
    });
  });

  it("validates a form's own fields: the customer-service form's message is required too", () => {
    expect(() =>
      contactSchemaOf(fieldsOf(contactFieldTable, 'customer_service')).validateSync({
        ...valid,
        message: '',
      }),
    ).toThrow('Required');
  });

  it('rejects an invalid email and text past the bounds', () => {
    expect(() => contactSchema.validateSync({ ...valid, email: 'not-an-email' })).toThrow(
      'Email must be a valid email',
    );
    expect(() => contactSchema.validateSync({ ...valid, message: 'x'.repeat(5001) })).toThrow(
      'Message must be at most 5000 characters',
    );
    expect(() => contactSchema.validateSync({ ...valid, company: 'x'.repeat(201) })).toThrow(
      'Company must be at most 200 characters',
    );
  });
});

describe('parseContactInput (server side)', () => {
  it('accepts a valid body, trims and maps an empty company to null', () => {
    expect(parseContactInput(valid)).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Ada', company: null },
    });
  });

  it('accepts every field at its exact bound', () => {
    const local = 'a'.repeat(64);
    const email = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(email).toHaveLength(emailLimit ?? 0);
    const result = parseContactInput({
      firstName: 'f'.repeat(100),
      lastName: 'l'.repeat(100),
      email,
      company: 'c'.repeat(200),
      message: 'm'.repeat(5000),
    });
    expect(result.ok).toBe(true);
  });

  it('refuses non-objects, non-string fields and whitespace-only values', () => {
    for (const body of [null, 'text', 42, [valid], true]) {
      expect(parseContactInput(body)).toMatchObject({ ok: false });
    }
    expect(parseContactInput({ ...valid, firstName: 123 })).toEqual({
      ok: false,
      message: 'Some fields are missing or invalid.',
      fields: { firstName: 'First Name must be text' },
    });
    expect(parseContactInput({ ...valid, lastName: '   ' })).toMatchObject({
      ok: false,
      fields: { lastName: 'Required' },
    });
    expect(parseContactInput({ ...valid, company: { toString: 1 } })).toMatchObject({
      ok: false,
      fields: { company: 'Company must be text' },
    });
  });

  it('refuses control characters, lone surrogates and line breaks in one-line fields', () => {
    expect(parseContactInput({ ...valid, message: 'a\u0000b' })).toMatchObject({ ok: false });
    expect(parseContactInput({ ...valid, message: 'broken \uD800 pair' })).toMatchObject({ ok: false });
    expect(parseContactInput({ ...valid, firstName: 'Ada\nLovelace' })).toMatchObject({ ok: false });
    expect(parseContactInput({ ...valid, message: 'emoji 👕 ok\r\n\tfine' })).toMatchObject({ ok: true });
  });

  it('ignores unknown properties, including __proto__', () => {
    const body = JSON.parse(
      `{"__proto__": {"polluted": true}, "extra": 1, ${JSON.stringify(valid).slice(1)}`,
    );
    const result = parseContactInput(body);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('honeypotTripped', () => {
  it('is true only when the hidden field carries a value', () => {
    expect(honeypotTripped(valid)).toBe(false);
    expect(honeypotTripped({ ...valid, website: '' })).toBe(false);
    expect(honeypotTripped({ ...valid, website: 'http://spam.example' })).toBe(true);
    expect(honeypotTripped({ ...valid, website: 1 })).toBe(true);
    expect(honeypotTripped('website')).toBe(false);
  });
});

describe('invisible and line-breaking characters', () => {
  const base = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    company: 'Engines',
    message: 'Hello',
  };

  it('refuses names made only of invisible characters, with a clear message', () => {
    for (const invisible of ['\u200B', '\u2060\u2060', '\u3164', '\u115F\u1160', '\uFFA0', '\u200B \u2800']) {
      const result = parseContactInput({ ...base, firstName: invisible, company: invisible });
      expect(result, JSON.stringify(invisible)).toEqual({
        ok: false,
        message: 'Some fields are missing or invalid.',
        fields: {
          firstName: 'First Name must contain letters, digits or symbols you can see',
          company: 'Company must contain letters, digits or symbols you can see',
        },
      });
    }
    expect(parseContactInput({ ...base, message: '\u200B\u200B' })).toMatchObject({
      ok: false,
      fields: { message: 'Message must contain letters, digits or symbols you can see' },
    });
  });

  it('refuses NEL, line/paragraph separators and TAB in single-line fields, allows them nowhere else', () => {
    for (const breaker of ['\u0085', '\u2028', '\u2029', '\t', '\n', '\r']) {
      const result = parseContactInput({ ...base, lastName: `Love${breaker}lace` });
      expect(result, JSON.stringify(breaker)).toMatchObject({
        ok: false,
        fields: { lastName: 'Last Name must be on one line, without tabs or line breaks' },
      });
    }
    expect(parseContactInput({ ...base, message: 'Line one\nLine two\twith a tab' }).ok).toBe(true);
  });

  it('keeps names that mix visible letters with joiners (emoji, Persian ZWNJ)', () => {
    expect(parseContactInput({ ...base, firstName: 'می\u200Cخواهم', lastName: '👩\u200D🔧' }).ok).toBe(true);
  });

  it('gives the browser form the same answer', () => {
    expect(() => contactSchema.validateSync({ ...base, firstName: '\u3164' })).toThrow(
      'First Name must contain letters, digits or symbols you can see',
    );
  });
});
