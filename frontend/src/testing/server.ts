import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Default answers for a signed-out visitor; tests override them with `server.use(...)`. */
export const handlers = [
  http.get('/api/user', () =>
    HttpResponse.json({ message: 'Unauthorized: please sign in', code: 'unauthorized', fields: {} }, { status: 401 }),
  ),
  http.get('/api/showings', () => HttpResponse.json([])),
  http.get('/api/reports', () => HttpResponse.json([])),
];

export const server = setupServer(...handlers);
