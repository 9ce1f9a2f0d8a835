import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemotePage } from './RemotePage.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failure inside a remote');
}

describe('RemotePage', () => {
  it('shows the fallback when a remote throws while rendering, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let healthy = false;
    const load = vi.fn(async () => ({ default: healthy ? () => <h1>Remote page</h1> : Broken }));
    render(<RemotePage remote="forms" load={load} />);
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();

    healthy = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Remote page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when loading the remote fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RemotePage remote="upload" load={() => Promise.reject(new Error('manifest 404'))} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
