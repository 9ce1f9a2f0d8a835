import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './apiRequest.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with credentials', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/contacts', { firstName: 'Ada' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Ada"}',
      credentials: 'include',
    });
  });

  it('sends no body or content type without data', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/objects/upload');
    expect(fetchMock).toHaveBeenCalledWith('/api/objects/upload', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('turns a failed response into "<status>: <body>"', async () => {
    stubFetch(new Response('{"error":"nope"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('400: {"error":"nope"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('joins the query key with slashes and reads JSON', async () => {
    const fetchMock = stubFetch(Response.json([{ id: '1' }]));
    const result = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api', 'product-images'] });
    expect(fetchMock).toHaveBeenCalledWith('/api/product-images', { credentials: 'include' });
    expect(result).toEqual([{ id: '1' }]);
  });

  it('returns null on 401 in the returnNull variant', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/me'] })).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('no', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/me'] })).rejects.toThrow('401: no');
  });
});
