// A staff page asked for with a live session comes back signed in: the server writes the staff
// member into the page's signed-in prerender (@pod/page-fill/signedInStaff), and the island
// that later hydrates it starts from the same staff member (its props). Both must make the same
// HTML, and hydrating the island over the server's page must keep it (no mismatch to redo).

import { type SignedInStaff, STAFF_SLOT, signedInPageKey, staffProp } from '@pod/contracts/signedInStaff';
import { fillSignedInStaff } from '@pod/page-fill/signedInStaff';
import { MemoryRouter } from '@pod/router';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LeadsGate from '../islands/LeadsGate.tsx';
import UploadTool from '../islands/UploadTool.tsx';
import VitalsGate from '../islands/VitalsGate.tsx';
import type { LeadPage } from '../leads/leadTypes.ts';
import { pageComponent } from '../pageComponents.ts';
import StaffLeads from '../pages/StaffLeads.tsx';
import StaffVitals from '../pages/StaffVitals.tsx';
import Upload from '../pages/Upload.tsx';
import type { VitalsSummary } from '../vitals/vitalsTypes.ts';
import { signedInPages } from './signedInPages.tsx';
import { SignedInPrerender } from './signedInPrerender.ts';

// hydrateRoot runs inside act() here, as React's tests of it do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STAFF: SignedInStaff = { id: 'c0ffee-1', username: `O'Brien <b>&"staff"</b>` };

const renderSignedIn = (Page: ComponentType, path: string, staff: SignedInStaff) =>
  renderToHtml(
    <SignedInPrerender value={staffProp(staff)}>
      <Page />
    </SignedInPrerender>,
    { app: 'staff', path },
  ).html;

const EMPTY_LEAD_PAGE: LeadPage = { items: [], nextCursor: null, notifications: 'off' };
const NO_VITALS: VitalsSummary = { days: 7, fromDay: '2026-11-21', rows: [], lab: null };

const parsed = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;

// What the islands load once hydrated, loaded before: none of it may arrive after a test has ended.
beforeAll(async () => {
  await Promise.all([
    import('../featured/FeaturedCard.tsx'),
    import('../images/GalleryControls.tsx'),
    import('../leads/LeadsInbox.tsx'),
    import('../vitals/VitalsReport.tsx'),
  ]);
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("a staff page's signed-in prerender, filled by the server", () => {
  for (const [Page, path] of [
    [Upload, '/upload'],
    [StaffLeads, '/staff/leads'],
    [StaffVitals, '/staff/vitals'],
  ] as const) {
    it(`${path}: is the HTML the page renders for that staff member, name and props escaped`, () => {
      const filled = fillSignedInStaff(renderSignedIn(Page, path, STAFF_SLOT), STAFF);
      expect(parsed(filled).isEqualNode(parsed(renderSignedIn(Page, path, STAFF)))).toBe(true);
      expect(filled).not.toContain(STAFF_SLOT.username);
      expect(filled).not.toContain(STAFF_SLOT.id);
      expect(filled).not.toContain('<b>');
    });
  }

  it('/upload: shows the upload card, who is signed in and a Sign out that posts without script', () => {
    const page = parsed(fillSignedInStaff(renderSignedIn(Upload, '/upload', STAFF_SLOT), STAFF));
    expect(page.querySelector('#upload-new-image-title')?.textContent).toBe('Upload New Image');
    expect(page.textContent).toContain(`Signed in as ${STAFF.username}`);
    expect(page.querySelector('input[name="password"]')).toBeNull();
    const signOut = page.querySelector<HTMLFormElement>('form[action="/staff/sign-out"]');
    expect(signOut?.getAttribute('method')).toBe('post');
    expect(signOut?.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe('/upload');
    expect(signOut?.querySelector('button[type="submit"]')?.textContent).toBe('Sign out');
    const island = page.querySelector<HTMLElement>('[data-island="UploadTool"]');
    expect(JSON.parse(island?.dataset.props ?? '{}')).toEqual({ staff: staffProp(STAFF) });
  });

  for (const [Page, path, Island] of [
    [Upload, '/upload', UploadTool],
    [StaffLeads, '/staff/leads', LeadsGate],
    [StaffVitals, '/staff/vitals', VitalsGate],
  ] as const) {
    it(`${path}: the island hydrates over it without a mismatch, signed in from its first render`, async () => {
      // No signed-in hint: the island must not need to ask who is signed in.
      // Each list empty, in the shape its endpoint answers (the inbox's is a page of leads).
      const fetchMock = vi.fn(async (url: string) =>
        Response.json(
          url.startsWith('/api/contacts') ? EMPTY_LEAD_PAGE : url.startsWith('/api/vitals') ? NO_VITALS : [],
          { status: 200 },
        ),
      );
      vi.stubGlobal('fetch', fetchMock);
      document.body.innerHTML = fillSignedInStaff(renderSignedIn(Page, path, STAFF_SLOT), STAFF);
      const island = document.querySelector<HTMLElement>('[data-island]');
      if (!island) throw new Error('no island');
      const serverNodes = [...island.querySelectorAll('*')];
      const problems: unknown[] = [];
      const props = JSON.parse(island.dataset.props ?? '{}') as { staff?: string };
      await act(async () => {
        root = hydrateRoot(
          island,
          <MemoryRouter initialEntries={[path]}>
            <Island {...props} />
          </MemoryRouter>,
          {
            identifierPrefix: island.dataset.idPrefix ?? '',
            onRecoverableError: (error) => problems.push(error),
          },
        );
      });
      expect(problems).toEqual([]);
      // Upload keeps every node; a report's loading line makes way for the report once its code is in.
      if (Island === UploadTool)
        expect(serverNodes.filter((node) => !node.isConnected).map((node) => node.outerHTML)).toEqual([]);
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/me');
    });
  }

  it("is made for each staff page by the remote's prerender, under the page's variant key", () => {
    // The staff route list (routes.ts is an entry file: named here as it lists them).
    const routes = [
      ['/upload', 'Upload'],
      ['/staff/leads', 'StaffLeads'],
      ['/staff/vitals', 'StaffVitals'],
    ].map(([path = '', page = '']) => ({ path, page, head: { title: page }, sitemap: false }));
    const pages = signedInPages('staff', routes, pageComponent);
    expect(pages.map((page) => page.path)).toEqual(
      ['/upload', '/staff/leads', '/staff/vitals'].map((path) => signedInPageKey(path)),
    );
    const upload = pages.find((page) => page.path === signedInPageKey('/upload'));
    expect(upload?.html).toContain(STAFF_SLOT.username);
    expect(upload?.html).not.toContain('Staff sign-in');
    expect(upload?.filledLists.map((list) => list.source)).toEqual(['product-images']);
  });
});
