import { HttpResponse, http } from 'msw';

import { getCurrentUser, rememberSignedIn } from '@/lib/auth';
import { buildUser } from '@/testing/fixtures';
import { server } from '@/testing/server';

describe('the signed-in agent with no connection', () => {
  it('is the agent last read from the server, so the app opens signed in', async () => {
    const jane = buildUser({ id: 1 });
    rememberSignedIn(true);
    server.use(http.get('/api/user', () => HttpResponse.json(jane)));
    await expect(getCurrentUser()).resolves.toEqual(jane);

    server.use(http.get('/api/user', () => HttpResponse.error()));
    await expect(getCurrentUser()).resolves.toEqual(jane);
  });

  it('is nobody once the server said the session ended', async () => {
    rememberSignedIn(true, buildUser());
    server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Unauthorized', code: 'unauthorized', fields: {} }, { status: 401 })));
    await expect(getCurrentUser()).resolves.toBeNull();

    rememberSignedIn(true);
    server.use(http.get('/api/user', () => HttpResponse.error()));
    await expect(getCurrentUser()).rejects.toThrow();
  });

  it('is not made up from a server failure: only a missing answer counts as offline', async () => {
    rememberSignedIn(true, buildUser());
    server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Failed', code: 'internal', fields: {} }, { status: 500 })));
    await expect(getCurrentUser()).rejects.toThrow('500');
  });
});
