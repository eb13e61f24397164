import { HttpResponse, http } from 'msw';

import { ApiError, RawBody, api, errorMessage, isUnauthorizedError, pagedPath } from '@/lib/api-client';
import { server } from '@/testing/server';

describe('api client', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    let seen: { contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/login', async ({ request }) => {
        seen = { contentType: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 1 });
      }),
    );
    await expect(api.post('/api/login', { email: 'a@b.co', password: 'secret1' })).resolves.toEqual({ id: 1 });
    expect(seen).toEqual({ contentType: 'application/json', body: { email: 'a@b.co', password: 'secret1' } });
  });

  it('sends a raw body as it is, with its own content type', async () => {
    let seen: { contentType: string | null; body: string } | undefined;
    server.use(
      http.post('/api/comparables/parse', async ({ request }) => {
        seen = { contentType: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ rows: [] });
      }),
    );
    const bytes = new TextEncoder().encode('Address,Price\n1 Main St,500000\n');
    await expect(api.post('/api/comparables/parse', new RawBody(bytes.buffer, 'text/csv'))).resolves.toEqual({ rows: [] });
    expect(seen).toEqual({ contentType: 'text/csv', body: 'Address,Price\n1 Main St,500000\n' });
  });

  it('returns undefined for 204 No Content', async () => {
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    await expect(api.post('/api/logout')).resolves.toBeUndefined();
  });

  it('turns an error body into "STATUS: message" with code and fields', async () => {
    server.use(
      http.put('/api/user/password', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', code: 'invalid_input', fields: { currentPassword: 'Current password is incorrect' } },
          { status: 400 },
        ),
      ),
    );
    const error = await api.put('/api/user/password', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: Current password is incorrect',
      code: 'invalid_input',
      fields: { currentPassword: 'Current password is incorrect' },
    });
  });

  it('falls back to the response text, then the status text', async () => {
    server.use(
      http.get('/api/showings', () => new HttpResponse('Too many requests, slow down', { status: 429 })),
      http.get('/api/reports', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(api.get('/api/showings')).rejects.toThrow('429: Too many requests, slow down');
    await expect(api.get('/api/reports')).rejects.toThrow('503: Service Unavailable');
  });

  it('recognises a lost session by its 401 status, not by the words of the message', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized: please sign in', 'unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Your session has ended', 'unauthorized'))).toBe(true);
    // Sign-in's wrong email or password is a 401 too, but no session was lost.
    expect(isUnauthorizedError(new ApiError(401, 'Invalid email or password', 'invalid_credentials'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
  });

  it('shows a person the server’s words, without the status', () => {
    expect(errorMessage(new ApiError(401, 'Invalid email or password', 'invalid_credentials'))).toBe('Invalid email or password');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('reads a list page with its total from X-Total-Count', async () => {
    server.use(http.get('/api/showings', () => HttpResponse.json([{ id: 3 }, { id: 2 }], { headers: { 'X-Total-Count': '41' } })));
    await expect(api.getList(pagedPath('/api/showings', { limit: 2 }))).resolves.toEqual({ items: [{ id: 3 }, { id: 2 }], total: 41 });
  });

  it('counts the rows when a list answer has no total header', async () => {
    server.use(http.get('/api/reports', () => HttpResponse.json([{ id: 1 }])));
    await expect(api.getList('/api/reports')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });

  it('sends PATCH with a JSON body', async () => {
    let body: unknown;
    server.use(
      http.patch('/api/showings/7/reports/3', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 3 });
      }),
    );
    await expect(api.patch('/api/showings/7/reports/3', { summary: 'New' })).resolves.toEqual({ id: 3 });
    expect(body).toEqual({ summary: 'New' });
  });

  it('builds paged list paths', () => {
    expect(pagedPath('/api/reports', { limit: 12, offset: 24 })).toBe('/api/reports?limit=12&offset=24');
    expect(pagedPath('/api/showings', { limit: 3 })).toBe('/api/showings?limit=3&offset=0');
  });
});
