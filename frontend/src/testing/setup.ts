import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

import { dismissToast } from '@/lib/toast';

import { server } from './server';

// Lazy route chunks are transformed on first use, which can take a while on a cold run.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  dismissToast();
  server.resetHandlers();
  window.localStorage.clear();
  document.title = '';
});

afterAll(() => server.close());
