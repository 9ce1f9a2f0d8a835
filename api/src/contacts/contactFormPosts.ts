import { createHash } from 'node:crypto';
import { type ContactFieldTable, contactFieldTable, fieldsOf } from '@pod/contracts/contactFields';
import { contactFormPlaces } from '@pod/contracts/contactForms';
import { honeypotField, parseContactInput } from '@pod/contracts/contactSchema';
import { FORM_KEY_FIELD, FORM_KEY_PATTERN, type FormAnswer } from '@pod/contracts/formAnswer';
import type { SiteServer } from '@pod/site-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { databaseFailure } from '../http/errors/databaseFailure.ts';
import { readFormBody } from '../http/formBody/formBody.ts';
import { countRequest } from '../http/rateLimit/rateLimit.ts';
import { crossSitePost } from '../http/sameOrigin/crossSitePost.ts';
import { refusedPostPage } from '../http/sameOrigin/refusedPostPage.ts';
import { contactRateLimit } from './contactRateLimit.ts';
import { type ContactListener, type ContactSource, createContactStore } from './contactStore.ts';

export interface ContactFormPostDeps {
  sql: SqlClient;
  config: Pick<AppConfig, 'core' | 'contacts'>;
  contactListener?: ContactListener;
  /** Answers a post it does not act on with the form's page again. */
  site: Pick<SiteServer, 'answerForm'>;
  /** The forms' fields (by default the field table). */
  fields?: ContactFieldTable;
}

/** What the page says when the post itself could not be read or acted on. */
const problems = {
  unreadable: 'The form could not be read. Please check your message and send it again.',
  busy: (seconds: number) =>
    `Too many messages were sent from your address. Please try again in ${
      seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
    }; what you typed is kept below.`,
  unavailable:
    'We could not store your message just now. Please send it again in a minute; what you typed is kept below.',
};

/**
 * One message per page and content: the key the page was sent with, joined to the message, so a
 * double press, Back then Send, or a reload of the post stores once, while Back, a change and
 * Send stores the changed message as a new one. Without a well-formed page key: no key.
 */
function idempotencyKeyOf(
  source: ContactSource,
  pageKey: string | undefined,
  body: unknown,
): string | undefined {
  if (!pageKey || !FORM_KEY_PATTERN.test(pageKey)) return undefined;
  return createHash('sha256')
    .update(`${source}\n${pageKey}\n${JSON.stringify(body)}`)
    .digest('base64url');
}

/**
 * POST /contact/messages and /contact-cs/messages: the contact forms as plain HTML, answered with
 * no script at all.
 * The same schema, store, outbox, honeypot and rate limit as POST /api/contacts; stored, a 303 to
 * the form's "sent" page; otherwise the form's page again with what was typed, each problem
 * beside its field and in a summary at the top (422, 429 or 503 with Retry-After).
 */
export function createContactFormPosts(deps: ContactFormPostDeps): Hono {
  const settings = deps.config.contacts;
  const table = deps.fields ?? contactFieldTable;
  const store = createContactStore(deps.sql, deps.contactListener, table);
  // The JSON route's budget: a visitor has one, however they send.
  const limit = contactRateLimit(deps.sql, deps.config);
  const routes = new Hono();

  for (const place of Object.values(contactFormPlaces)) {
    const asked = fieldsOf(table, place.source);
    // The address a form posts to is no page: asked for as one (a reload of an answer, a link), the form.
    routes.get(place.action, (c) => c.redirect(place.page, 303));
    routes.post(place.action, async (c) => {
      if (crossSitePost(c, deps.config.core.siteOrigins)) return refusedPostPage(c, place.page);
      const answer = (
        status: ContentfulStatusCode,
        body: FormAnswer,
        pageKey?: string,
        headers: Record<string, string> = {},
      ) =>
        deps.site.answerForm(c, place.page, {
          status,
          form: body,
          formKey: pageKey && FORM_KEY_PATTERN.test(pageKey) ? pageKey : undefined,
          headers: { 'Cache-Control': 'no-store', ...headers },
        });

      const retryAfter = await countRequest(limit, c);
      let fields: Map<string, string>;
      try {
        fields = await readFormBody(c, settings.bodyLimitBytes);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const headers: Record<string, string> = error.status === 413 ? { Connection: 'close' } : {};
        return answer(
          error.status,
          { values: {}, errors: {}, summary: [{ text: problems.unreadable }] },
          undefined,
          headers,
        );
      }
      const values = Object.fromEntries(asked.map(({ name }) => [name, fields.get(name) ?? '']));
      const pageKey = fields.get(FORM_KEY_FIELD);
      if (retryAfter !== undefined)
        return answer(429, { values, errors: {}, summary: [{ text: problems.busy(retryAfter) }] }, pageKey, {
          'Retry-After': String(retryAfter),
        });
      // A bot filled the field people never see: answered like a person, nothing kept.
      if (fields.get(honeypotField)) return c.redirect(place.sent, 303);

      const parsed = parseContactInput(values, asked);
      if (!parsed.ok) {
        const errors = parsed.fields;
        const summary = asked.flatMap(({ name, label }) => {
          const message = errors[name];
          return message ? [{ field: name, text: `${label}: ${message}` }] : [];
        });
        return answer(422, { values, errors, summary }, pageKey);
      }
      try {
        await store.add(parsed.value, place.source, idempotencyKeyOf(place.source, pageKey, parsed.value));
      } catch (error) {
        const failure = databaseFailure(error);
        if (!failure) throw error;
        return answer(503, { values, errors: {}, summary: [{ text: problems.unavailable }] }, pageKey, {
          'Retry-After': failure.headers?.['Retry-After'] ?? '60',
        });
      }
      return c.redirect(place.sent, 303);
    });
  }
  return routes;
}
