import type { BootRoute } from '@pod/shared-ui';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anchor, press } from '../testing/linkPresses.ts';
import { takePlainLinkPresses } from './plainLinkPresses.ts';

const ROUTES: BootRoute[] = [
  { path: '/', module: './Home', remote: 'marketing' },
  { path: '/products', module: './Products', remote: 'marketing' },
  { path: '/contact', module: './Contact', remote: 'forms' },
  { path: '/upload', module: './Upload', remote: 'staff', isolate: true },
];

// One listener for the file, as the shell adds one for the page's life.
const navigate = vi.fn<(path: string) => void>();
const pressStarted = vi.fn<(route: BootRoute) => void>();
beforeAll(() => takePlainLinkPresses(ROUTES, navigate, pressStarted));

afterEach(() => {
  navigate.mockClear();
  pressStarted.mockClear();
  document.body.replaceChildren();
});

describe('a press on a plain link once the shell is awake', () => {
  it('shows a page of the route table in place, its query kept', () => {
    expect(press('/contact?topic=orders')).toBe(true);
    expect(press(`${window.location.origin}/products`)).toBe(true);
    expect(navigate.mock.calls).toEqual([['/contact?topic=orders'], ['/products']]);
  });

  it('leaves the rest to the browser: other sites, files, fragments, new tabs, staff pages', () => {
    expect(press('/guidelines.pdf')).toBe(false);
    expect(press('/api/health')).toBe(false);
    expect(press('https://example.com/products')).toBe(false);
    expect(press('/products#faq')).toBe(false);
    expect(press('/products', { target: '_blank' })).toBe(false);
    expect(press('/products', { download: '' })).toBe(false);
    expect(press('mailto:sales@example.com')).toBe(false);
    expect(press('/products', {}, { ctrlKey: true })).toBe(false);
    expect(press('/products', {}, { button: 1 })).toBe(false);
    expect(press('/upload')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a press an island’s router link already took alone', () => {
    const link = anchor('/products');
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a press beginning on a plain link once the shell is awake', () => {
  const pointerDown = (href: string, init: PointerEventInit = {}) =>
    anchor(href).dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'touch', ...init }),
    );

  it('names the page the move will show, before its click, so its code can be asked for', () => {
    pointerDown('/products?size=m');
    pointerDown('/contact', { pointerType: 'mouse' });
    expect(pressStarted.mock.calls.map(([route]) => route.module)).toEqual(['./Products', './Contact']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('names nothing for a press that shows no page in place: a staff page, a file, another site, a fragment, a side button, a new tab, the page itself', () => {
    pointerDown('/upload');
    pointerDown('/guidelines.pdf');
    pointerDown('https://example.com/products');
    pointerDown('/products#faq');
    pointerDown('/products', { button: 1 });
    pointerDown('/products', { ctrlKey: true });
    pointerDown('/'); // the page the test runs on
    expect(pressStarted).not.toHaveBeenCalled();
  });
});
