import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorMessage, fetchStaff } from './useStaff.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie is what this test controls
  document.cookie = 'pod_signed_in=; max-age=0; path=/';
});

describe('fetchStaff', () => {
  it('makes no request and answers null without the signed-in hint cookie', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchStaff()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers null on 401 after reading the body, the user on 200, and throws "<status>: <body>" otherwise', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie is what this test controls
    document.cookie = 'pod_signed_in=1; path=/';
    const unauthorized = new Response('{"error":{"code":"unauthenticated","message":"x"}}', { status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized),
    );
    expect(await fetchStaff()).toBeNull();
    expect(unauthorized.bodyUsed).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":"1","username":"a"}', { status: 200 })),
    );
    expect(await fetchStaff()).toEqual({ id: '1', username: 'a' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(fetchStaff()).rejects.toThrow('503: down');
  });
});

describe('apiErrorMessage', () => {
  it('reads the API error message out of an apiRequest error', () => {
    expect(apiErrorMessage(new Error('401: {"error":{"code":"login_failed","message":"Invalid."}}'))).toBe(
      'Invalid.',
    );
    expect(apiErrorMessage(new Error('500: Internal Server Error'))).toBeNull();
  });
});
