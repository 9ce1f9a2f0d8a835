import { MemoryRouter } from '@pod/router';
import { AppProviders } from '@pod/shared-ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Upload from './Upload.tsx';

function mockApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    return handler ? handler() : new Response('not mocked', { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

/** The page inside the providers and router every app gives it. */
const renderUpload = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <Upload />
      </MemoryRouter>
    </AppProviders>,
  );

// Scripts run: the page's head script marks it so, which hides the text for pages without them.
beforeEach(() => document.documentElement.classList.add('js'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('js');
});

describe('Upload page', () => {
  it('signed out: heading, sign-in card and the empty gallery text', async () => {
    mockApi({
      'GET /api/auth/me': json({ error: { code: 'unauthenticated', message: 'x' } }, 401),
      'GET /api/product-images': json([]),
    });
    renderUpload();
    expect(screen.getByRole('heading', { level: 1, name: 'Production Image Upload' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    // A visitor is not asked to upload: that is for staff.
    expect(await screen.findByText('No production images yet. Check back soon.')).toBeTruthy();
    expect(screen.queryByText(/Upload your first production image/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Image to Upload' })).toBeNull();
  });

  it('shows the generic sign-in error, then the upload card once signed in', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/me': () =>
        signedIn ? json({ id: '1', username: 'staff' })() : json({ error: { message: 'x' } }, 401)(),
      'GET /api/product-images': json([
        {
          id: 'a',
          filename: 'tee.png',
          createdAt: '2026-01-02T10:00:00.000Z',
          url: '/api/product-images/a/file',
        },
      ]),
      'POST /api/auth/login': () => {
        if (signedIn) return json({ id: '1', username: 'staff' })();
        signedIn = true;
        return json({ error: { code: 'login_failed', message: 'Invalid username or password.' } }, 401)();
      },
    });
    renderUpload();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'staff' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username or password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const choose = await screen.findByRole('button', { name: 'Choose Image to Upload' });
    expect(screen.getByRole('heading', { name: 'Upload New Image' })).toBeTruthy();
    expect(screen.getAllByText(/Maximum file size: 10MB/).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(choose));
    // Not yet described: the phrase the alt-text dialog promises, never the file name.
    const thumbnail = (await screen.findByRole('img', {
      name: 'A decorated garment on our production floor',
    })) as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe('/api/product-images/a/file');
    expect(screen.getByRole('heading', { name: 'Uploaded Images' })).toBeTruthy();
    expect(screen.getByText(new Date('2026-01-02T10:00:00.000Z').toLocaleDateString())).toBeTruthy();
  });
});
