import { describe, expect, it } from 'vitest';
import {
  contactLimits,
  contactSchema,
  emptyContactValues,
  honeypotTripped,
  makeContactSchema,
  parseContactInput,
} from './contactSchema.ts';

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

  it('uses a custom label for the message field when asked', () => {
    expect(() =>
      makeContactSchema({ message: 'How can we help?' }).validateSync({ ...valid, message: '' }),
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
    expect(email).toHaveLength(contactLimits.email);
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
