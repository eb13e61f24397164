import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: drafts and the queue of showings to send are kept in an in-memory one.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';

import { clearDeviceStore } from '@/lib/device-store';
import { dismissToast } from '@/lib/toast';

import { server } from './server';

// Lazy route chunks are transformed on first use, which can take a while on a cold run.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  await clearDeviceStore();
  dismissToast();
  server.resetHandlers();
  window.localStorage.clear();
  document.title = '';
});

afterAll(() => server.close());
