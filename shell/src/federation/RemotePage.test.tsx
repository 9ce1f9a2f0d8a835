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
  it('renders the page in its own root, shows the fallback when it throws, and retries in place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let healthy = false;
    const load = vi.fn(async () => ({ default: healthy ? () => <h1>Remote page</h1> : Broken }));
    const reloadDocument = vi.fn();
    render(
      inShell(<RemotePage remote="forms" module="./Contact" load={load} reloadDocument={reloadDocument} />),
    );
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();

    healthy = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Remote page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('forms', './Contact');
    expect(reloadDocument).not.toHaveBeenCalled();
    // The page lives in a container of its own (a separate React root with its own id prefix).
    expect(screen.getByText('Remote page').closest('[data-page-root="forms"]')).toBeTruthy();
  });

  it('shows the fallback when loading the remote fails, and reloads the document only when the retry fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('remote entry 404')));
    const reloadDocument = vi.fn();
    render(
      inShell(<RemotePage remote="staff" module="./Upload" load={load} reloadDocument={reloadDocument} />),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reloadDocument).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await vi.waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
