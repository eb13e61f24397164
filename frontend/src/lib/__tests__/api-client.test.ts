import { HttpResponse, http } from 'msw';

import { ApiError, api, isUnauthorizedError } from '@/lib/api-client';
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

  it('recognises a lost session only by "401:" plus "Unauthorized"', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized: please sign in'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Invalid email or password'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized'))).toBe(false);
  });
});
