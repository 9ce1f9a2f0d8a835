import { MemoryRouter } from '@pod/router';
import { AppProviders } from '@pod/shared-ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemotePage } from './RemotePage.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failure inside a remote');
}

const inShell = (children: ReactNode) => (
  <MemoryRouter initialEntries={['/contact']}>
    <AppProviders>{children}</AppProviders>
  </MemoryRouter>
);

describe('RemotePage', () => {
  it('renders the page in its own root, shows the fallback when it throws, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let healthy = false;
    const load = vi.fn(async () => ({ default: healthy ? () => <h1>Remote page</h1> : Broken }));
    render(inShell(<RemotePage path="/contact" remote="forms" load={load} reload={load} />));
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();

    healthy = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Remote page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    // The page lives in a container of its own (a separate React root with its own id prefix).
    expect(screen.getByText('Remote page').closest('[data-page-root="forms"]')).toBeTruthy();
  });

  it('shows the fallback when loading the remote fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      inShell(
        <RemotePage path="/upload" remote="upload" load={() => Promise.reject(new Error('manifest 404'))} />,
      ),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
