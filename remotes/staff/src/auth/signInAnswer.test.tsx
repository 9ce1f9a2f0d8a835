// A wrong password posted without JavaScript comes back as the staff page with the server's
// answer written into the card's prerendered form (@pod/page-fill/formAnswer); the island
// that later hydrates it renders the same answer from its props. Both must make the same HTML.

import type { FormAnswer } from '@pod/contracts/formAnswer';
import { asParsed, typedStrings } from '@pod/contracts/testing/typedStrings';
import { fillFormAnswer } from '@pod/page-fill/formAnswer';
import { AppProviders } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignInCard } from './SignInCard.tsx';

const render = (answer?: FormAnswer) =>
  renderToString(
    <AppProviders>
      <QueryFrame>
        <SignInCard page="/staff/leads" answer={answer} />
      </QueryFrame>
    </AppProviders>,
  );

const parsed = (html: string) => {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  for (const element of body.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus');
  return body;
};

describe("the server's sign-in answer written into the card's HTML", () => {
  it('is the HTML the island renders for it: the username kept, the message at the top', () => {
    const wrong: FormAnswer = {
      values: { username: 'staff <member>' },
      errors: {},
      summary: [{ text: 'Invalid username or password.' }],
    };
    expect(parsed(fillFormAnswer(render(), wrong)).isEqualNode(parsed(render(wrong)))).toBe(true);
  });

  it('holds with messages beside empty fields, and posts to the sign-in with the page to return to', () => {
    const empty: FormAnswer = {
      values: { username: '' },
      errors: { username: 'Required', password: 'Required' },
      summary: [{ text: 'Enter your username and password.' }],
    };
    const page = parsed(fillFormAnswer(render(), empty));
    expect(page.isEqualNode(parsed(render(empty)))).toBe(true);
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/staff/sign-in');
    expect(page.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe('/staff/leads');
    expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });
});

describe('whatever a visitor typed as the username, the sign-in answer gives back', () => {
  it('exactly, with no attribute or element the card does not have', () => {
    for (const typed of typedStrings(60)) {
      const answer: FormAnswer = { values: { username: typed }, errors: {}, summary: [{ text: typed }] };
      const filled = parsed(fillFormAnswer(render(), answer));
      expect(filled.isEqualNode(parsed(render(answer))), JSON.stringify(typed)).toBe(true);
      expect(filled.querySelector('[name="username"]')?.getAttribute('value')).toBe(asParsed(typed));
    }
  }, 60_000);
});
